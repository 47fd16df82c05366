/**
 * The enquiry form's fixed rules as plain values: the form renders with these (limits,
 * field order) without loading the validator, which schema.ts builds from them.
 */
export const PARTICIPANTS_MIN = 4;
export const PARTICIPANTS_MAX = 1000;
/** A visitor who sends the form sooner than this after it became interactive is a bot. */
export const MIN_FILL_MS = 3000;
/** The event select's value for "Other / not sure yet"; the free text says what instead. */
export const OTHER_EVENT = "other";
/** At most this many events in one enquiry (the shortlist's "enquire about all" included). */
export const EVENTS_MAX = 10;

export const LIMITS = {
  name: 100,
  company: 150,
  email: 254,
  phone: 40,
  date: 100,
  event: 200,
  eventOther: 200,
  message: 2000,
  sourcePage: 300,
} as const;

export type EnquiryErrorCode =
  | "required"
  | "tooLong"
  | "singleLine"
  /** A control or direction character (app/shared/text-rule.ts). */
  | "characters"
  | "email"
  | "phone"
  | "participants"
  | "privacy"
  | "tooMany"
  | "unknownEvent"
  | "invalid";

/** Fields in the order the form shows them (and the error summary lists them). */
export const ENQUIRY_FIELDS = [
  "name",
  "company",
  "email",
  "phone",
  "participants",
  "event",
  "eventOther",
  "date",
  "message",
  "privacy",
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
