/**
 * Words for a field's error, from the form's text in one language. Kept apart from
 * the dictionary (app/i18n/dictionary/enquiry.ts) so the browser bundle carries only the page's language (from the loader).
 */
import {
  ENQUIRY_FIELDS,
  EVENTS_MAX,
  LIMITS,
  type EnquiryErrorCode,
  type EnquiryField,
} from "./rules";
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
  const max = code === "tooMany" ? EVENTS_MAX : (LIMITS as Partial<Record<string, number>>)[field];
  return text.errors[code]
    .replace("{label}", shortLabel(text, field))
    .replace("{max}", String(max ?? ""));
}

/**
 * The form field an error key belongs to: the list of events ("events", "events.3") and
 * the single "event" are the form's one event field; other keys are fields or undefined.
 */
export function formFieldOf(key: string): EnquiryField | undefined {
  if (key === "events" || key.startsWith("events.") || key === "event") return "event";
  return (ENQUIRY_FIELDS as readonly string[]).includes(key) ? (key as EnquiryField) : undefined;
}
