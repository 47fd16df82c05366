/**
 * Words for a field's error, from the form's text in one language. Kept apart from
 * the dictionary (app/i18n/dictionary/enquiry.ts) so the browser bundle carries only the page's language (from the loader).
 */
import { LIMITS, type EnquiryErrorCode, type EnquiryField } from "./rules";
import type { EnquiryFormText } from "#app/i18n/dictionary/enquiry.ts";

/** The field's label without "(optional)" and the like, as errors quote it. */
function shortLabel(text: EnquiryFormText, field: EnquiryField): string {
  return text.labels[field]
    .replace(/\s*\(.*\)$/, "")
    .replace(/\{link\}.*$/, "")
    .trim();
}

export function errorMessage(
  text: EnquiryFormText,
  field: EnquiryField,
  code: EnquiryErrorCode,
): string {
  if (field === "event" && code === "required") return text.errors.eventRequired;
  const max = (LIMITS as Partial<Record<string, number>>)[field];
  return text.errors[code]
    .replace("{label}", shortLabel(text, field))
    .replace("{max}", String(max ?? ""));
}
