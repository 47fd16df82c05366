/**
 * What every part of the offer and invoice PDF shares: the pdfmake node type, the colours,
 * the A4 page with DIN 5008 form B margins, and the agency's details as printed.
 */
import { site } from "#app/content/site.ts";
import { localizePath } from "#app/i18n/paths.ts";
import type { DocumentLanguage } from "./model.ts";
import { words } from "./words.ts";

/** A pdfmake document node: text, a node with properties, or a list of nodes. */
export type Content = string | { [key: string]: unknown } | Content[];

export const colour = {
  ink: "#13212e",
  inkSoft: "#3d4b58",
  spree: "#0b5563",
  spreeSoft: "#e3eff0",
  accent: "#c2410c",
  sand: "#f7f4ee",
  sandDeep: "#ede6d9",
  white: "#ffffff",
};

/**
 * Inter's kerning pulls a "1" under the full stop before it, so that "06.12.2026" read as
 * "0612.2026" on screen (and "20.12." as "2012."): the parts with dates and amounts are set
 * without kerning (`fontFeatures`, inherited by every text inside a node).
 */
export const unkerned = { fontFeatures: { kern: false } };

export const mm = (value: number) => (value * 72) / 25.4;

/** A4 with DIN 5008 form B: 25 mm left, 20 mm right; the address field from 45 mm down. */
export const page = {
  width: mm(210),
  left: mm(25),
  right: mm(20),
  top: mm(25),
  bottom: mm(21),
};
export const contentWidth = page.width - page.left - page.right;

/** The agency's tax identification as printed: the VAT id when it has one, else the tax number. */
export function agencyTaxId(
  agency: { vatId: string | null; taxNumber: string | null },
  language: DocumentLanguage,
): string {
  const w = words[language];
  return agency.vatId ? `${w.vatId} ${agency.vatId}` : `${w.taxNumber} ${agency.taxNumber ?? ""}`;
}

/** "www.spreegeist-events.de": the site's origin without its scheme. */
export const webAddress = () => site.origin.replace(/^https?:\/\//, "");

/** The address of the terms in the document's language. */
export function termsUrl(language: DocumentLanguage): string {
  return `${site.origin}${localizePath("/terms", language)}`;
}
