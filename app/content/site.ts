/**
 * The agency's identity: the one file the real agency edits to put its own name, address
 * and numbers on every page, e-mail and legal text. Values are fictional but plausible.
 * Validated against `siteSchema` when the site builds (index.server.ts).
 */
import type { Site } from "./schema";

/** Replaced at build time by vite.config.ts from the validated SITE_URL variable. */
const builtOrigin: string | undefined = import.meta.env?.SITE_URL;

export const DEFAULT_ORIGIN = "https://www.spreegeist-events.de";

export const site: Site = {
  brand: "Spreegeist Events",
  legalName: "Spreegeist Events – Inhaberin Lena Hartmann",
  owner: "Lena Hartmann",
  address: {
    street: "Am Großen Wannsee 42",
    postalCode: "14109",
    city: "Berlin",
    district: "Wannsee",
    country: "DE",
  },
  phone: { display: "030 8090 1234", e164: "+493080901234" },
  email: "hallo@spreegeist-events.de",
  /** The one tax setting (decision 0131): "small_business" (§ 19 UStG) or "regular" (needs vatId). */
  tax: { regime: "small_business", taxNumber: "20/345/67890", taxOffice: "Finanzamt Steglitz" },
  origin: builtOrigin ?? DEFAULT_ORIGIN,
  foundingYear: 2024,
  aggregateRating: { ratingValue: 5, reviewCount: 52 },
};

export const telHref = `tel:${site.phone.e164}`;
export const mailtoHref = `mailto:${site.email}`;
