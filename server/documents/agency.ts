/**
 * The agency as a document prints it: the business data the document was made with
 * (`doc.agency`, server/business), or the shipped example where a caller gave none (drafts
 * and samples on a new data folder).
 */
import { exampleProfile, type BusinessProfile } from "../business/profile.ts";
import type { BusinessDocument, DocumentLanguage } from "./model.ts";

export type { BusinessProfile };

export function agencyOf(doc: Pick<BusinessDocument, "agency">): BusinessProfile {
  return doc.agency ?? exampleProfile();
}

/**
 * The phone as a document in this language prints it: as entered on German ones
 * ("030 8090 1234"), internationally on English ones ("+49 30 8090 1234").
 */
export function documentPhone(agency: BusinessProfile, language: DocumentLanguage): string {
  const phone = agency.phone.trim();
  if (language === "de" || phone.startsWith("+") || agency.country !== "DE") return phone;
  return `+49 ${phone.replace(/^0/, "")}`;
}
