/**
 * Schemas of the legal documents (privacy policy, imprint, terms). A document module holds
 * both languages; each body is a template function of the agency's identity (./context.ts),
 * so the texts never repeat a name, address or number from site.ts. legal.server.ts checks
 * every document with these schemas when the site builds.
 */
import { z } from "zod";
import { localizedShape, seoTextSchema, text } from "../schema";
import type { LegalContext } from "./context";

export const legalKinds = ["privacy", "imprint", "terms"] as const;
export type LegalKind = (typeof legalKinds)[number];

/** Markdown of one document in one language, written as a function of the identity. */
export type LegalTemplate = (context: LegalContext) => string;

const legalTextSchema = z.strictObject({
  /** The page's only h1, e.g. "Datenschutzerklärung". */
  title: text,
  /** Title, description and keywords for search engines. */
  seo: seoTextSchema,
  /**
   * Markdown body. Every top-level section is a `##` heading (they make the table of
   * contents); values from site.ts come in through the template's context.
   */
  body: z.custom<LegalTemplate>((value) => typeof value === "function", "must be a template"),
});

export const legalDocumentSchema = z.strictObject({
  kind: z.enum(legalKinds),
  /** Version number shown with the date (privacy policy: "2.0"). */
  version: z
    .string()
    .regex(/^\d+\.\d+$/, "must look like 2.0")
    .optional(),
  /** When the text took effect; `month` shows "Januar 2025", `day` "26. September 2025". */
  updated: z.strictObject({ date: z.iso.date(), precision: z.enum(["day", "month"]) }).optional(),
  /** Number of `##` sections; both languages must have exactly this many. */
  sections: z.number().int().positive(),
  ...localizedShape(legalTextSchema),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** What a template produced: finished Markdown, with nothing left to fill in. */
export const legalMarkdownSchema = z
  .string()
  .min(500, "is too short to be a legal text")
  .refine((md) => !/[{}]/.test(md), "contains a leftover placeholder brace")
  .refine(
    (md) => !/\b(TODO|TBD|FIXME|undefined|null|NaN)\b/.test(md),
    "contains a leftover marker",
  );
