/**
 * What a legal template may use: the agency's identity from site.ts plus ready-made
 * Markdown snippets for the recurring blocks (postal address, phone and e-mail links), and
 * the document's own version and date in the page's language.
 */
import type { Locale } from "../../i18n/locales";
import { localeSettings } from "../../i18n/locales";
import type { Site } from "../schema";
import { site } from "../site";

export interface LegalContext {
  site: Site;
  /** "Am Großen Wannsee 42, 14109 Berlin" */
  addressLine: string;
  /** Legal name, street and town on three lines (Markdown hard breaks). */
  addressBlock: string;
  /** Markdown link dialling the agency. */
  phoneLink: string;
  /** Markdown link writing to the agency. */
  emailLink: string;
  /** The document's version, e.g. "2.0" (empty when it has none). */
  version: string;
  /** The document's date formatted for the page's language (empty when it has none). */
  updated: string;
}

/** Joins lines with Markdown hard line breaks. */
export function lines(...parts: string[]): string {
  return parts.join("\\\n");
}

/** "26. September 2025" / "26 September 2025", or the month only: "Januar 2025". */
export function formatLegalDate(iso: string, precision: "day" | "month", locale: Locale): string {
  return new Intl.DateTimeFormat(localeSettings[locale].intl, {
    day: precision === "day" ? "numeric" : undefined,
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

export function legalContext(
  locale: Locale,
  document: { version?: string; updated?: { date: string; precision: "day" | "month" } },
  identity: Site = site,
): LegalContext {
  const { street, postalCode, city } = identity.address;
  return {
    site: identity,
    addressLine: `${street}, ${postalCode} ${city}`,
    addressBlock: lines(identity.legalName, street, `${postalCode} ${city}`),
    phoneLink: `[${identity.phone.display}](tel:${identity.phone.e164})`,
    emailLink: `[${identity.email}](mailto:${identity.email})`,
    version: document.version ?? "",
    updated: document.updated
      ? formatLegalDate(document.updated.date, document.updated.precision, locale)
      : "",
  };
}
