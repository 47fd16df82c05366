/**
 * The offer editor's form as staff type it (texts, so "12,5" can be typed), made from the
 * server's offer and turned back into the draft the server takes, with what cannot be read
 * (a price that is not an amount) named by field; and the server's problems ("lines.2.
 * unitPriceCents": { code, min, max }) put to the editor's fields in the user's words.
 * Lines carry a key of their own, so an error stays with its line when lines move.
 */
import type { Discount } from "../../shared/money/totals";
import { readWhole } from "../../shared/money/typed-number";
import { format } from "../i18n";
import type { Dictionary } from "../i18n/de";
import {
  basisPointsToInput,
  centsToInput,
  figureProblem,
  parseEuros,
  parsePercent,
  readFigure,
  type FigureKind,
  type InputLocale,
} from "./money-input";
import type { FormOfAddress, OfferDetail, OfferDraftInput, OfferLineInput } from "./offers-api";
import type { Locale } from "../../i18n/locales";

export interface LineState {
  key: string;
  kind: OfferLineInput["kind"];
  eventSlug: string | null;
  title: string;
  detail: string;
  quantity: string;
  unit: OfferLineInput["unit"];
  price: string;
  taxRateBp: number;
}

export interface FormState {
  language: Locale;
  company: string;
  contactName: string;
  /** "" while not given. */
  formOfAddress: "" | FormOfAddress;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
  buyerReference: string;
  eventDate: string;
  startTime: string;
  /** In hours, as typed ("3", "2,5"); the server stores minutes. */
  duration: string;
  place: string;
  participants: string;
  intro: string;
  discountKind: "none" | "percent" | "amount";
  discountValue: string;
  validUntil: string;
  depositBp: number;
  lines: LineState[];
}

let lastKey = 0;
export const newLineKey = () => `line-${++lastKey}`;

export function lineState(line: OfferLineInput, locale: InputLocale): LineState {
  return {
    key: newLineKey(),
    kind: line.kind,
    eventSlug: line.eventSlug,
    title: line.title,
    detail: line.detail ?? "",
    quantity: String(line.quantity),
    unit: line.unit,
    price: centsToInput(line.unitPriceCents, locale),
    taxRateBp: line.taxRateBp,
  };
}

export function formOf(offer: OfferDetail, locale: InputLocale): FormState {
  const c = offer.customer;
  return {
    language: offer.language,
    company: c.company,
    contactName: c.contactName,
    formOfAddress: c.formOfAddress ?? "",
    email: c.email,
    street: c.address?.street ?? "",
    postalCode: c.address?.postalCode ?? "",
    city: c.address?.city ?? "",
    country: c.address?.country ?? "DE",
    vatId: c.vatId ?? "",
    buyerReference: c.buyerReference ?? "",
    eventDate: offer.eventDate ?? "",
    startTime: offer.startTime ?? "",
    duration: offer.durationMinutes === null ? "" : hoursToInput(offer.durationMinutes, locale),
    place: offer.place ?? "",
    participants: String(offer.participants),
    intro: offer.intro ?? "",
    discountKind: offer.discount?.kind ?? "none",
    discountValue:
      offer.discount === null
        ? ""
        : offer.discount.kind === "percent"
          ? basisPointsToInput(offer.discount.basisPoints, locale)
          : centsToInput(offer.discount.cents, locale),
    validUntil: offer.validUntil,
    depositBp: offer.depositBp,
    lines: offer.lines.map((line) => lineState(line, locale)),
  };
}

/** The same form for comparing (line keys left out): equal means nothing to save. */
export function formKey(form: FormState): string {
  return JSON.stringify({ ...form, lines: form.lines.map(({ key: _key, ...line }) => line) });
}

/** A field's address in the editor: the server's path, lines by their key. */
export const lineField = (key: string, field: string) => `line:${key}.${field}`;

/** What could not be read, by field: the dictionary's error code, or the figure's text. */
export type ReadProblems = Record<
  string,
  keyof Dictionary["offerErrors"] | { kind: FigureKind; text: string }
>;

/** A whole number as typed ("24", "1.000.000"), or null. */
export function whole(text: string): number | null {
  const read = readWhole(text);
  return read.ok ? read.value : null;
}

/** Minutes as hours in the user's notation: 180 → "3", 150 → "2,5" / "2.5". */
export function hoursToInput(minutes: number, locale: InputLocale): string {
  const hours = String(Math.round((minutes / 60) * 100) / 100);
  return locale === "de" ? hours.replace(".", ",") : hours;
}

/**
 * Typed hours as whole minutes: "3", "2,5", "2.5", "0,75"; one decimal mark of either kind
 * (a duration has no thousands), at most two decimals. Null when it is not such a number.
 */
export function hoursToMinutes(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Math.round(Number(`${match[1]}.${match[2] ?? "0"}`) * 60);
}

/** A line's figures as far as they can be read (unreadable as 0), for the live totals. */
export function pricedLines(form: FormState) {
  return form.lines.map((line) => ({
    quantity: whole(line.quantity) ?? 0,
    unitPriceCents: parseEuros(line.price) ?? 0,
    taxRateBp: line.taxRateBp,
  }));
}

export function discountOf(form: FormState): Discount | null {
  if (form.discountKind === "none" || form.discountValue.trim() === "") return null;
  if (form.discountKind === "percent") {
    const basisPoints = parsePercent(form.discountValue);
    return basisPoints === null ? null : { kind: "percent", basisPoints };
  }
  const cents = parseEuros(form.discountValue);
  return cents === null ? null : { kind: "amount", cents };
}

/** The draft to send to the server, and what could not be read. */
export function draftOf(form: FormState): { draft: OfferDraftInput; problems: ReadProblems } {
  const problems: ReadProblems = {};
  const text = (value: string) => (value.trim() === "" ? null : value.trim());
  const number = (path: string, value: string, required: boolean): number | null => {
    if (value.trim() === "") {
      if (required) problems[path] = "required";
      return null;
    }
    const read = whole(value);
    if (read === null) problems[path] = { kind: "whole", text: value };
    return read;
  };
  const minutesOf = (value: string): number | null => {
    if (value.trim() === "") return null;
    const minutes = hoursToMinutes(value);
    if (minutes === null) problems.durationMinutes = "number";
    return minutes;
  };
  const hasAddress = [form.street, form.postalCode, form.city].some((v) => v.trim() !== "");
  const lines = form.lines.map((line): OfferLineInput => {
    const price = parseEuros(line.price);
    if (price === null) {
      problems[lineField(line.key, "unitPriceCents")] =
        line.price.trim() === "" ? "money" : { kind: "money", text: line.price };
    }
    return {
      kind: line.kind,
      eventSlug: line.kind === "event" ? line.eventSlug : null,
      title: line.title,
      detail: text(line.detail),
      quantity: number(lineField(line.key, "quantity"), line.quantity, true) ?? 0,
      unit: line.unit,
      unitPriceCents: price ?? 0,
      taxRateBp: line.taxRateBp,
    };
  });
  let discount: Discount | null = null;
  if (form.discountKind !== "none" && form.discountValue.trim() !== "") {
    discount = discountOf(form);
    if (discount === null) {
      const kind = form.discountKind === "amount" ? "money" : "percent";
      problems.discount = { kind, text: form.discountValue };
    }
  }
  const draft: OfferDraftInput = {
    language: form.language,
    customer: {
      company: form.company,
      contactName: form.contactName,
      formOfAddress: form.formOfAddress || null,
      email: form.email.trim(),
      address: hasAddress
        ? {
            street: form.street,
            postalCode: form.postalCode,
            city: form.city,
            country: form.country.trim() || "DE",
          }
        : null,
      vatId: text(form.vatId),
      buyerReference: text(form.buyerReference),
    },
    eventDate: text(form.eventDate),
    startTime: text(form.startTime),
    durationMinutes: minutesOf(form.duration),
    place: text(form.place),
    participants: number("participants", form.participants, true) ?? 0,
    intro: text(form.intro),
    discount,
    validUntil: form.validUntil,
    depositBp: form.depositBp,
    lines,
  };
  return { draft, problems };
}

/** A problem as the server words it in `problems`. */
export interface ServerProblem {
  code: string;
  min?: number;
  max?: number;
}

/**
 * The server's problems as messages by the editor's fields: `lines.N.x` to the line shown
 * N-th, `discount.cents`/`discount.basisPoints` to the discount, amounts in euros.
 */
export function problemMessages(
  problems: Record<string, ServerProblem>,
  form: FormState,
  t: Dictionary,
  money: (cents: number) => string,
  intl: string,
): Record<string, string> {
  const words = t.offerErrors;
  const messages: Record<string, string> = {};
  for (const [path, problem] of Object.entries(problems)) {
    let field = path;
    const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
    if (line) {
      const key = form.lines[Number(line[1])]?.key;
      field = key ? lineField(key, line[2]!) : "lines";
    } else if (path.startsWith("discount")) field = "discount";
    const isMoney = /unitPriceCents$|^discount\.cents$/.test(path);
    const isShare = path === "discount.basisPoints" || path === "depositBp";
    let message: string;
    if (problem.code === "out_of_range" && isMoney) {
      message = format(words.money_range, {
        min: money(problem.min ?? 0),
        max: money(problem.max ?? 0),
      });
    } else if (problem.code === "out_of_range" && isShare) {
      message = format(words.percent_range, {
        min: (problem.min ?? 0) / 100,
        max: (problem.max ?? 0) / 100,
      });
    } else if (problem.code === "out_of_range" && path === "durationMinutes") {
      message = format(words.hours_range, {
        min: ((problem.min ?? 0) / 60).toLocaleString(intl, { maximumFractionDigits: 2 }),
        max: ((problem.max ?? 0) / 60).toLocaleString(intl, { maximumFractionDigits: 2 }),
      });
    } else if (problem.code === "discount_too_high") {
      message = words.discount_too_high;
    } else {
      const template = words[problem.code as keyof typeof words] ?? words.invalid;
      message = format(template, {
        min: (problem.min ?? 0).toLocaleString(intl),
        max: (problem.max ?? 0).toLocaleString(intl),
      });
    }
    messages[field] ??= message;
  }
  return messages;
}

/** Client-side read problems as messages. */
export function readMessages(
  problems: ReadProblems,
  t: Dictionary,
  locale: InputLocale,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      typeof problem === "string"
        ? t.offerErrors[problem]
        : (figureProblem(readFigure(problem.text, problem.kind), problem.kind, t, locale) ??
          t.offerErrors.invalid),
    ]),
  );
}
