/**
 * What a draft offer may hold (decision 0133), checked on the server whatever the editor
 * sent: every problem by its field's dotted path ("lines.2.unitPriceCents",
 * "customer.address.postalCode") with a stable code the back office words in its language
 * (`problems`) and an English message (`fields`). Under § 19 every tax rate is stored as 0.
 */
import { DomainError } from "../../domain-error.ts";
import { addDays } from "#app/shared/berlin-time.ts";
import { VAT_RATES_BP, type TaxRegime } from "#app/shared/money/tax.ts";
import type { OfferDraftInput, OfferLineInput } from "../types.ts";
import { OFFER_LINE_KINDS } from "../schema.ts";

/** Lengths and ranges of an offer's fields. */
export const OFFER_LIMITS = {
  lines: { min: 1, max: 50 },
  quantity: { min: 1, max: 100_000 },
  unitPriceCents: { min: 0, max: 10_000_000 },
  participants: { min: 1, max: 10_000 },
  durationMinutes: { min: 15, max: 1440 },
  depositBp: { min: 0, max: 10_000 },
  discountBp: { min: 0, max: 10_000 },
  /** Days from today the validity may reach. */
  validDays: 180,
  title: 200,
  detail: 500,
  place: 300,
  intro: 4000,
  company: 200,
  contactName: 200,
  email: 254,
  street: 200,
  postalCode: 20,
  city: 100,
  vatId: 20,
  buyerReference: 100,
  eventSlug: 100,
  /** The most a line or the whole offer may come to (the database's integer cents). */
  totalCents: 2_000_000_000,
} as const;

/** One problem of a field; `min`/`max` say the range or length where one applies. */
export type OfferProblem =
  | { code: "required" }
  | { code: "too_long"; max: number }
  | { code: "one_line" }
  | { code: "out_of_range"; min: number; max: number }
  | { code: "not_whole" }
  | { code: "invalid_email" }
  | { code: "invalid_date" }
  | { code: "invalid_time" }
  | { code: "invalid_country" }
  | { code: "invalid_postal_code" }
  | { code: "invalid_tax_rate" }
  | { code: "date_past" }
  | { code: "date_too_far"; max: number }
  | { code: "discount_too_high"; max: number }
  | { code: "total_too_high"; max: number }
  | { code: "too_few_lines"; min: number }
  | { code: "too_many_lines"; max: number }
  | { code: "event_needs_slug" }
  | { code: "invalid" }
  /** A control or direction character (app/shared/text-rule.ts). */
  | { code: "characters" }
  | { code: "unknown_field" };

/** The English sentence of a problem (the API's `fields`; the back office has its own words). */
export function problemMessage(problem: OfferProblem): string {
  switch (problem.code) {
    case "required":
      return "Please fill this in.";
    case "too_long":
      return `At most ${problem.max} characters.`;
    case "one_line":
      return "One line, without line breaks.";
    case "out_of_range":
      return `A whole number from ${problem.min.toLocaleString("en")} to ${problem.max.toLocaleString("en")}.`;
    case "not_whole":
      return "A whole number, please.";
    case "invalid_email":
      return "This is not an e-mail address.";
    case "invalid_date":
      return "Use a date like 2026-11-24 that exists.";
    case "invalid_time":
      return "Use a time like 14:30.";
    case "invalid_country":
      return "Use a two-letter country code such as DE.";
    case "invalid_postal_code":
      return "A German postal code has five digits.";
    case "invalid_tax_rate":
      return "The VAT rate is 19 %, 7 % or 0 %.";
    case "date_past":
      return "This day is already past.";
    case "date_too_far":
      return `At most ${problem.max} days from today.`;
    case "discount_too_high":
      return "The discount is more than the lines add up to.";
    case "total_too_high":
      return `An offer comes to at most ${(problem.max / 100).toLocaleString("en")} euros.`;
    case "too_few_lines":
      return `An offer needs at least ${problem.min} line.`;
    case "too_many_lines":
      return `An offer has at most ${problem.max} lines.`;
    case "event_needs_slug":
      return "An event line names the catalogue's event.";
    case "invalid":
      return "This value is not valid here.";
    case "characters":
      return "This text contains an invisible control or direction character, which is not allowed.";
    case "unknown_field":
      return "This field is not part of an offer.";
  }
}

/** Refuses input with problems: a 400 naming the first field, with all of them. */
export function refuseProblems(problems: Record<string, OfferProblem>): never {
  const paths = Object.keys(problems);
  const fields = Object.fromEntries(paths.map((path) => [path, problemMessage(problems[path]!)]));
  throw new DomainError("invalid", "invalid_offer", `${paths[0]}: ${fields[paths[0]!]}`, {
    field: paths[0],
    fields,
    extra: { problems },
  });
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const lineBreak = /[\p{Cc}\u2028\u2029]/u;
const multiLineBreak = /[\p{Cc}\u2028\u2029]/gu;

/**
 * Every problem of a draft, and the draft as stored: texts trimmed (empty optional texts
 * become null), the tax rates forced to 0 under § 19. `today` is the Berlin day.
 */
export function checkDraft(
  input: OfferDraftInput,
  context: { today: string; regime: TaxRegime },
): { draft: OfferDraftInput; problems: Record<string, OfferProblem> } {
  const problems: Record<string, OfferProblem> = {};
  const L = OFFER_LIMITS;

  /** A text: required or optional, one line or several; the stored value. */
  const text = (
    path: string,
    value: string | null,
    max: number,
    options: { required?: boolean; oneLine?: boolean } = {},
  ): string | null => {
    const trimmed = value?.trim() ?? "";
    if (trimmed === "") {
      if (options.required) problems[path] = { code: "required" };
      return options.required ? "" : null;
    }
    if (trimmed.length > max) problems[path] = { code: "too_long", max };
    else if (options.oneLine && lineBreak.test(trimmed)) problems[path] = { code: "one_line" };
    else if (!options.oneLine) {
      // Several lines: only tabs and line breaks among the control characters.
      const stray = [...trimmed.matchAll(multiLineBreak)].some(
        ([char]) => char !== "\n" && char !== "\r" && char !== "\t",
      );
      if (stray) problems[path] = { code: "invalid" };
    }
    return trimmed;
  };
  const whole = (path: string, value: number, range: { min: number; max: number }) => {
    if (!Number.isInteger(value)) problems[path] = { code: "not_whole" };
    else if (value < range.min || value > range.max) {
      problems[path] = { code: "out_of_range", min: range.min, max: range.max };
    }
  };

  // The customer.
  const c = input.customer;
  const company = text("customer.company", c.company, L.company, { required: true, oneLine: true });
  const contactName = text("customer.contactName", c.contactName, L.contactName, {
    required: true,
    oneLine: true,
  });
  // A draft may lack the address to write to; sending needs it.
  const email = text("customer.email", c.email, L.email, { oneLine: true }) ?? "";
  if (email && !problems["customer.email"] && !emailPattern.test(email)) {
    problems["customer.email"] = { code: "invalid_email" };
  }
  let address: OfferDraftInput["customer"]["address"] = null;
  if (c.address) {
    const country = c.address.country.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(country))
      problems["customer.address.country"] = { code: "invalid_country" };
    const postalCode =
      text("customer.address.postalCode", c.address.postalCode, L.postalCode, {
        required: true,
        oneLine: true,
      }) ?? "";
    if (country === "DE" && postalCode && !/^\d{5}$/.test(postalCode)) {
      problems["customer.address.postalCode"] ??= { code: "invalid_postal_code" };
    }
    address = {
      street:
        text("customer.address.street", c.address.street, L.street, {
          required: true,
          oneLine: true,
        }) ?? "",
      postalCode,
      city:
        text("customer.address.city", c.address.city, L.city, { required: true, oneLine: true }) ??
        "",
      country,
    };
  }
  const vatId = text("customer.vatId", c.vatId, L.vatId, { oneLine: true });
  const buyerReference = text("customer.buyerReference", c.buyerReference, L.buyerReference, {
    oneLine: true,
  });

  // The event.
  if (input.eventDate !== null && !isDay(input.eventDate)) {
    problems.eventDate = { code: "invalid_date" };
  }
  if (input.startTime !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(input.startTime)) {
    problems.startTime = { code: "invalid_time" };
  }
  if (input.durationMinutes !== null) {
    whole("durationMinutes", input.durationMinutes, L.durationMinutes);
  }
  const place = text("place", input.place, L.place, { oneLine: true });
  whole("participants", input.participants, L.participants);
  const intro = text("intro", input.intro, L.intro);

  // Validity and deposit.
  if (!isDay(input.validUntil)) problems.validUntil = { code: "invalid_date" };
  else if (input.validUntil < context.today) problems.validUntil = { code: "date_past" };
  else if (input.validUntil > addDays(context.today, L.validDays)) {
    problems.validUntil = { code: "date_too_far", max: L.validDays };
  }
  whole("depositBp", input.depositBp, L.depositBp);

  // The lines.
  if (input.lines.length < L.lines.min)
    problems.lines = { code: "too_few_lines", min: L.lines.min };
  if (input.lines.length > L.lines.max)
    problems.lines = { code: "too_many_lines", max: L.lines.max };
  const lines = input.lines.map((line, index): OfferLineInput => {
    const at = (field: string) => `lines.${index}.${field}`;
    if (!(OFFER_LINE_KINDS as readonly string[]).includes(line.kind)) {
      problems[at("kind")] = { code: "invalid" };
    }
    const eventSlug = text(at("eventSlug"), line.eventSlug, L.eventSlug, { oneLine: true });
    if (line.kind === "event" && !eventSlug)
      problems[at("eventSlug")] ??= { code: "event_needs_slug" };
    whole(at("quantity"), line.quantity, L.quantity);
    whole(at("unitPriceCents"), line.unitPriceCents, L.unitPriceCents);
    let taxRateBp = line.taxRateBp;
    if (context.regime === "small_business") taxRateBp = 0;
    else if (![0, ...VAT_RATES_BP].includes(line.taxRateBp as 0)) {
      problems[at("taxRateBp")] = { code: "invalid_tax_rate" };
    }
    return {
      kind: line.kind,
      eventSlug: line.kind === "event" ? eventSlug : null,
      title: text(at("title"), line.title, L.title, { required: true, oneLine: true }) ?? "",
      detail: text(at("detail"), line.detail, L.detail),
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      taxRateBp,
    };
  });

  // The sums must fit the database's integer cents.
  lines.forEach((line, index) => {
    if (line.quantity * line.unitPriceCents > L.totalCents) {
      problems[`lines.${index}.unitPriceCents`] ??= { code: "total_too_high", max: L.totalCents };
    }
  });
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  if (subtotal > L.totalCents) problems.lines ??= { code: "total_too_high", max: L.totalCents };

  // The discount: a share, or an amount no larger than the lines.
  const discount = input.discount;
  if (discount?.kind === "percent") {
    whole("discount.basisPoints", discount.basisPoints, L.discountBp);
  } else if (discount?.kind === "amount") {
    if (!Number.isInteger(discount.cents)) problems["discount.cents"] = { code: "not_whole" };
    else if (discount.cents < 0) {
      problems["discount.cents"] = { code: "out_of_range", min: 0, max: subtotal };
    } else if (discount.cents > subtotal) {
      problems["discount.cents"] = { code: "discount_too_high", max: subtotal };
    }
  }

  return {
    problems,
    draft: {
      language: input.language,
      customer: {
        company: company ?? "",
        contactName: contactName ?? "",
        formOfAddress: c.formOfAddress ?? null,
        email,
        address,
        vatId: vatId?.toUpperCase() ?? null,
        buyerReference,
      },
      eventDate: input.eventDate,
      startTime: input.startTime,
      durationMinutes: input.durationMinutes,
      place,
      participants: input.participants,
      intro,
      discount:
        discount === null ||
        (discount.kind === "percent" ? discount.basisPoints === 0 : discount.cents === 0)
          ? null
          : discount,
      validUntil: input.validUntil,
      depositBp: input.depositBp,
      lines,
    },
  };
}

/** `checkDraft`, refusing any problem. */
export function validDraft(
  input: OfferDraftInput,
  context: { today: string; regime: TaxRegime },
): OfferDraftInput {
  const { draft, problems } = checkDraft(input, context);
  if (Object.keys(problems).length > 0) refuseProblems(problems);
  return draft;
}
