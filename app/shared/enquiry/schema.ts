/**
 * The enquiry form's rules, shared by the browser (before sending) and the server (JSON API
 * and no-JavaScript form posts). Written with `zod/mini` so the form carries a few KB of
 * validator instead of full zod. A violation is reported as one error code per field; the
 * words for each code and language live in app/i18n/dictionary/enquiry.ts.
 */
import * as z from "zod/mini";
import { locales } from "../../i18n/locales";
import { findTextProblem, multiLine, singleLine, type TextProblem } from "../text-rule";

import {
  EVENTS_MAX,
  LIMITS,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  type EnquiryErrorCode,
  type EnquiryField,
  ENQUIRY_FIELDS,
} from "./rules";

export * from "./rules";

// The rule for all text (../text-rule.ts) with the form's codes: no control or direction
// characters; line breaks (CR/LF end up in mail headers) only in the message.
const ruleCodes = {
  line_break: "singleLine",
  control: "characters",
  bidi: "characters",
  surrogate: "characters",
} as const satisfies Record<TextProblem, EnquiryErrorCode>;
const SINGLE_LINE = singleLine(ruleCodes);
const PHONE = /^(?:\+?[0-9][0-9 ()/.-]{3,38}[0-9])?$/;

const err = (code: EnquiryErrorCode) => ({ error: code });

function line(max: number, required: boolean) {
  return z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, err("required"))] : []),
      z.maxLength(max, err("tooLong")),
      SINGLE_LINE,
    );
}

/** What the visitor fills in. */
const fieldsShape = {
  name: line(LIMITS.name, true),
  company: line(LIMITS.company, true),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, err("required")),
      z.maxLength(LIMITS.email, err("tooLong")),
      SINGLE_LINE,
      z.email(err("email")),
    ),
  phone: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(LIMITS.phone, err("tooLong")), z.regex(PHONE, err("phone"))),
  ),
  participants: z
    .int(err("participants"))
    .check(
      z.gte(PARTICIPANTS_MIN, err("participants")),
      z.lte(PARTICIPANTS_MAX, err("participants")),
    ),
  /**
   * The events asked about: titles of the page's language, or OTHER_EVENT. Duplicates are
   * dropped; the server also checks that each title is one of its events.
   */
  events: z.optional(
    z
      .array(line(LIMITS.event, true))
      // Bounded before duplicates are dropped too, so no body makes the server work long.
      .check(z.maxLength(EVENTS_MAX * 5, err("tooMany"))),
  ),
  /** One event, as clients before the list of events send it; merged into `events`. */
  event: z.optional(line(LIMITS.event, true)),
  /** Free text for "other", or an unknown event that came with the link. */
  eventOther: z.optional(line(LIMITS.eventOther, false)),
  /** Preferred date or period, free text ("mid-December", "12.-14.3."). */
  date: z.optional(line(LIMITS.date, false)),
  message: z.optional(
    z.string().check(
      // Form posts send textarea line breaks as CRLF.
      z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
      z.trim(),
      z.maxLength(LIMITS.message, err("tooLong")),
      multiLine(ruleCodes),
    ),
  ),
  privacy: z.literal(true, err("privacy")),
};

interface EventChoices {
  event?: string | undefined;
  events?: string[] | undefined;
}

/**
 * The chosen events as one list, first the single `event` (older clients), then `events`,
 * without duplicates; `event` becomes the first of them (the stored lead's main event).
 */
function mergeEvents<T extends EventChoices>(
  value: T,
  ctx: { issues: Array<Record<string, unknown>> },
): Omit<T, "event" | "events"> & { event: string; events: string[] } {
  const events = [...new Set([...(value.event ? [value.event] : []), ...(value.events ?? [])])];
  const problem = events.length === 0 ? "required" : events.length > EVENTS_MAX ? "tooMany" : null;
  if (problem)
    ctx.issues.push({ code: "custom", message: problem, input: value, path: ["events"] });
  return { ...value, event: events[0] ?? "", events };
}

/**
 * "Choose an event" is reported beside the other fields' problems (the transform that
 * merges the events runs only on an otherwise valid object).
 */
const someEvent = z.refine(
  (value: unknown) => {
    // It runs even when the body is no object at all (reported as such already).
    if (typeof value !== "object" || value === null) return true;
    const { event, events } = value as EventChoices;
    return Boolean(event) || (Array.isArray(events) && events.length > 0);
  },
  { error: "required", path: ["events"], when: () => true },
);

export const enquiryFieldsSchema = z.pipe(
  z.strictObject(fieldsShape).check(someEvent),
  z.transform((value, ctx) => mergeEvents(value, ctx)),
);

/** The JSON body of POST /api/enquiries: the fields plus where they come from. */
const bodyShape = {
  ...fieldsShape,
  language: z.enum(locales),
  /** Path (and query) of the page the form was sent from. */
  sourcePage: z.string().check(z.maxLength(LIMITS.sourcePage), z.startsWith("/"), SINGLE_LINE),
  /** The honeypot: people never see it, so anything in it was filled in by a bot. */
  website: z.optional(z.string().check(z.maxLength(500))),
  /** Milliseconds from the form becoming interactive to sending it. */
  elapsedMs: z.optional(z.int().check(z.gte(0))),
  /**
   * Ignored: the estimate is always computed by the server from its own prices
   * (./estimate.ts); accepted so that a client showing it may send it along.
   */
  estimate: z.optional(z.unknown()),
};

export const enquiryBodySchema = z.pipe(
  z.strictObject(bodyShape).check(someEvent),
  z.transform((value, ctx) => {
    const { estimate: _ignored, ...rest } = value;
    return mergeEvents(rest, ctx);
  }),
);

export type EnquiryFields = z.output<typeof enquiryFieldsSchema>;
export type EnquiryBody = z.output<typeof enquiryBodySchema>;
/** What a client sends to POST /api/enquiries. */
export type EnquiryRequest = z.input<typeof enquiryBodySchema>;

const codes = new Set<string>([
  "required",
  "tooLong",
  "singleLine",
  "characters",
  "email",
  "phone",
  "participants",
  "privacy",
  "tooMany",
  "unknownEvent",
  "invalid",
]);

export type Validation<T> =
  { success: true; data: T } | { success: false; errors: Record<string, EnquiryErrorCode> };

/**
 * Validates and reports the first problem of each field (unknown keys as "invalid"), and
 * text that breaks the rule for all text wherever it is, even outside the fields.
 */
export function validate<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
): Validation<z.output<Schema>> {
  const result = z.safeParse(schema, input);
  const text = findTextProblem(schema, input);
  if (result.success && !text) return { success: true, data: result.data };
  const errors: Record<string, EnquiryErrorCode> = {};
  if (text) errors[text.field] = ruleCodes[text.problem];
  for (const issue of result.error?.issues ?? []) {
    const keys =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.join(".") || "body"];
    const code: EnquiryErrorCode = codes.has(issue.message)
      ? (issue.message as EnquiryErrorCode)
      : issue.code === "invalid_type" && issue.input === undefined
        ? "required"
        : "invalid";
    for (const key of keys) errors[key] ??= code;
  }
  return { success: false, errors };
}

/**
 * Turns the form's string values (FormData in the browser, a urlencoded body on the
 * server) into the shape the schema checks: empty optional fields are left out, the group
 * size becomes a number, the checkbox a boolean.
 */
export function fieldsFromForm(
  get: (name: string) => string | null,
  getAll: (name: string) => string[] = () => [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // The list of chosen events, then the select (which adds one more): see EventPicker.
  const events = [...getAll("events"), get("event") ?? ""].filter((title) => title.trim() !== "");
  if (events.length > 0) out.events = events;
  for (const name of ENQUIRY_FIELDS) {
    if (name === "event") continue;
    const value = get(name);
    if (name === "privacy") out.privacy = value !== null && value !== "";
    else if (name === "participants") {
      const text = value?.trim() ?? "";
      out.participants = text === "" ? undefined : /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    } else if (value !== null && (value.trim() !== "" || isRequired(name))) out[name] = value;
  }
  return out;
}

function isRequired(name: EnquiryField): boolean {
  return name === "name" || name === "company" || name === "email";
}
