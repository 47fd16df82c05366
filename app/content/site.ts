/**
 * The agency's identity on every page, e-mail and legal text. Brand, origin and rating are
 * this file's; name, address, contact and tax details are the owners' business data
 * (server/business, decision 0204), with the values below (fictional but plausible) as the
 * shipped example until they set them. Validated against `siteSchema` when the site builds
 * (index.server.ts).
 */
import type { TaxRegime } from "../shared/money/tax";
import type { Site } from "./schema";

/** Replaced at build time by vite.config.ts from the validated SITE_URL variable. */
const builtOrigin: string | undefined = import.meta.env?.SITE_URL;

export const DEFAULT_ORIGIN = "https://www.spreegeist-events.de";

const shipped: Site = {
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

/**
 * The agency's facts as the owners keep them in the back office ("Geschäftsdaten",
 * server/business, decision 0180): what the site, every document and mail show instead of
 * the shipped example above. The brand, origin and rating stay this file's.
 */
export interface AgencyFacts {
  /** "Spreegeist Events – Inhaberin Lena Hartmann": on every document and the imprint. */
  legalName: string;
  /** The owner's name: signs documents, contact of the e-invoice. */
  owner: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** As printed: "030 8090 1234". */
  phone: string;
  /** The agency's address: printed on documents, the reply address of its mails. */
  email: string;
  /** Steuernummer at the tax office; null when only a VAT id is given. */
  taxNumber: string | null;
  /** USt-IdNr., "DE" and nine digits; required under the regular regime. */
  vatId: string | null;
  /** The one tax setting (decision 0131), for new offers. */
  taxRegime: TaxRegime;
}

/**
 * Where the render thread puts the stored facts before it loads the site's server build
 * (server/content/render-thread.mjs), so that every module, including the texts computed
 * when a module loads (dictionaries, legal pages), is built with them (decision 0204).
 */
export const AGENCY_GLOBAL = "__spreegeistAgency";

/** "030 8090 1234" → "+493080901234"; a number with "+" or "00" keeps its country code. */
export function e164Of(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `+${digits}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  return `+49${digits.replace(/^0/, "")}`;
}

/** The shipped identity with `facts` over it (the example again for null). */
export function identityWith(facts: AgencyFacts | null | undefined): Site {
  if (!facts) return structuredClone(shipped);
  const sameTown =
    facts.postalCode === shipped.address.postalCode && facts.city === shipped.address.city;
  const taxNumber = facts.taxNumber ?? undefined;
  const taxOffice = taxNumber === shipped.tax.taxNumber ? shipped.tax.taxOffice : undefined;
  const vatId = facts.vatId ?? undefined;
  return {
    ...structuredClone(shipped),
    legalName: facts.legalName,
    owner: facts.owner,
    address: {
      street: facts.street,
      postalCode: facts.postalCode,
      city: facts.city,
      // The district belongs to the shipped town; another address shows the city alone.
      ...(sameTown && shipped.address.district ? { district: shipped.address.district } : {}),
      country: "DE",
    },
    phone: { display: facts.phone, e164: e164Of(facts.phone) },
    email: facts.email,
    tax:
      facts.taxRegime === "regular" && vatId
        ? { regime: "regular", taxNumber, taxOffice, vatId }
        : { regime: "small_business", taxNumber, taxOffice, vatId },
  };
}

/** The shipped identity, never changed: the example the business data starts from. */
export const shippedSite: Readonly<Site> = identityWith(null);

/**
 * The identity every page, document and mail shows. In the render thread it is built with
 * the facts put there beforehand; the server process changes it in place when the business
 * data changes (`applyAgency`).
 */
export const site: Site = identityWith(
  (globalThis as Record<string, unknown>)[AGENCY_GLOBAL] as AgencyFacts | undefined,
);

/** Makes `site` show `facts` (or the shipped example again for null), in place. */
export function applyAgency(facts: AgencyFacts | null): void {
  const next = identityWith(facts);
  for (const key of Object.keys(site) as (keyof Site)[]) delete site[key];
  Object.assign(site, next);
}

/** Dials the agency: built at call time, as the server's `site` changes with the data. */
export const telHref = () => `tel:${site.phone.e164}`;
/** Writes to the agency. */
export const mailtoHref = () => `mailto:${site.email}`;
