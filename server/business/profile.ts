/**
 * The agency's business data (decision 0180): who issues the documents and where the money
 * goes. Owners keep it in the back office; offers, invoices, their e-invoices and mails
 * take it from here. A new data folder has none stored: drafts then use the shipped example
 * (app/content/site.ts's `shippedSite` with the ISO sample IBAN) so that a first look works,
 * but no invoice is issued with it.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";
import { shippedSite as site, type AgencyFacts } from "#app/content/site.ts";
import { TAX_REGIMES, type TaxRegime } from "#app/shared/money/tax.ts";
import type { BusinessProfile } from "./types.ts";

export type { BusinessProfile };

/** The IBAN and tax number shipped in the code: an invoice never goes out with them. */
export const EXAMPLE_IBAN = "DE89370400440532013000";
export const EXAMPLE_TAX_NUMBER = site.tax.taxNumber ?? "";

/** The shipped example: site.ts's identity and the ISO sample account. */
export function exampleProfile(): BusinessProfile {
  const tax = site.tax as { regime: TaxRegime; taxNumber?: string; vatId?: string };
  return {
    legalName: site.legalName,
    owner: site.owner,
    street: site.address.street,
    postalCode: site.address.postalCode,
    city: site.address.city,
    country: site.address.country,
    phone: site.phone.display,
    email: site.email,
    taxNumber: tax.taxNumber ?? null,
    vatId: tax.vatId ?? null,
    taxRegime: tax.regime,
    iban: EXAMPLE_IBAN,
    bic: "COBADEFFXXX",
    bankName: "Commerzbank",
    paymentDays: 14,
  };
}

/** Whether the data is (still) the shipped example, in account or tax number. */
export function isExampleProfile(profile: BusinessProfile): boolean {
  return profile.iban === EXAMPLE_IBAN || profile.taxNumber === EXAMPLE_TAX_NUMBER;
}

const line = (max: number) => z.string().trim().min(1, "required").max(max, "too_long");
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "too_long")
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/**
 * The body owners send: every field, each refusal a code the screen words in the user's
 * language (`required`, `too_long`, `iban_checksum`, ...). IBAN and BIC are checked by
 * ibantools (ISO 13616 mod 97; ISO 9362).
 */
export const businessProfileSchema = z
  .strictObject({
    legalName: line(120),
    owner: line(80),
    street: line(80),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "postal_code"),
    city: line(60),
    country: z.literal("DE", { error: "country" }).default("DE"),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()/-]{6,30}$/, "phone"),
    email: z.email({ error: "email" }).max(120, "too_long"),
    taxNumber: optionalLine(30).refine(
      (value) => value === null || /^[0-9/ ]{10,20}$/.test(value),
      "tax_number",
    ),
    vatId: optionalLine(20)
      .transform((value) => (value ? value.replace(/\s+/g, "").toUpperCase() : null))
      .refine((value) => value === null || /^DE\d{9}$/.test(value), "vat_id"),
    taxRegime: z.enum(TAX_REGIMES, { error: "tax_regime" }),
    iban: z
      .string()
      .transform((value) => electronicFormatIBAN(value) ?? "")
      .refine((value) => isValidIBAN(value), "iban_checksum"),
    bic: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, "").toUpperCase())
      .refine((value) => isValidBIC(value), "bic"),
    bankName: line(60),
    paymentDays: z
      .number({ error: "payment_days" })
      .int("payment_days")
      .min(1, "payment_days")
      .max(90, "payment_days"),
  })
  .superRefine((value, ctx) => {
    if (!value.taxNumber && !value.vatId) {
      ctx.addIssue({ code: "custom", path: ["taxNumber"], message: "tax_id_missing" });
    }
    if (value.taxRegime === "regular" && !value.vatId) {
      ctx.addIssue({ code: "custom", path: ["vatId"], message: "vat_id_regular" });
    }
  });

/**
 * The facts the site, the mails and the legal pages show (app/content/site.ts `AgencyFacts`):
 * null while none is stored, so the shipped example stays (decision 0204).
 */
export function agencyFacts(profile: BusinessProfile | null): AgencyFacts | null {
  if (!profile) return null;
  const { legalName, owner, street, postalCode, city, country, phone, email } = profile;
  const { taxNumber, vatId, taxRegime } = profile;
  return {
    legalName,
    owner,
    street,
    postalCode,
    city,
    country,
    phone,
    email,
    taxNumber,
    vatId,
    taxRegime,
  };
}
