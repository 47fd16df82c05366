/**
 * Rules on content that the build, the server and the editor share (pure code): figures
 * quoted in a text must be the entry's facts, reading times follow the text, addresses are
 * made from titles, and a new entry's date is today in Berlin.
 */
import type { Locale } from "../i18n/locales";
import type { FieldIssue } from "./issues";
import type { EventEntry } from "./schema";

const euroAmounts = /(?:€\s?(\d+)|(\d+)\s?€)/g;
const peopleRanges =
  /(\d+)\s?(?:-|–|bis|to)\s?(\d+)\s?(?:Personen|Teilnehmende|people|participants)/g;

export interface QuotedFacts {
  price: number;
  min: number;
  max: number;
}

/**
 * Prices and group sizes quoted in a text must be the entry's facts: the old site's meta
 * texts contradicted its cards (docs/product.md#old-site-defects). `list`: the facts are a
 * list page's cheapest price and group range of its events.
 */
export function quotedFactIssues(
  path: string,
  textValue: string,
  facts: QuotedFacts,
  list = false,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const suffix = list ? " of its events" : "";
  for (const match of textValue.matchAll(euroAmounts)) {
    const quoted = Number(match[1] ?? match[2]);
    if (quoted === facts.price) continue;
    issues.push({
      path,
      code: list ? "list_price_quote_mismatch" : "price_quote_mismatch",
      params: { quoted, price: facts.price },
      message: `quotes ${quoted} € but the starting price is ${facts.price} €${suffix}`,
    });
  }
  for (const [, min, max] of textValue.matchAll(peopleRanges)) {
    if (Number(min) === facts.min && Number(max) === facts.max) continue;
    issues.push({
      path,
      code: list ? "list_people_quote_mismatch" : "people_quote_mismatch",
      params: { quoted: `${min}-${max}`, range: `${facts.min}-${facts.max}` },
      message: `quotes ${min}-${max} people but the group size is ${facts.min}-${facts.max}${suffix}`,
    });
  }
  return issues;
}

/** The figures an event's texts quote in a language, against its facts (shared with the editor). */
export function eventQuoteIssues(event: EventEntry, locale: Locale): FieldIssue[] {
  const facts = { price: event.priceFrom, ...event.participants };
  const detail = event.detail?.[locale];
  return [
    ...quotedFactIssues(`${locale}.description`, event[locale].description, facts),
    ...(detail
      ? quotedFactIssues(`detail.${locale}.seo.description`, detail.seo.description, facts)
      : []),
  ];
}

/** Reading speed behind the stated reading times (a careful reader of non-fiction). */
export const WORDS_PER_MINUTE = 200;
/** How far a stated reading time may be from the text's. */
export const READING_TOLERANCE = 1.5;

/** Minutes a text takes to read, at WORDS_PER_MINUTE. */
export function readingMinutes(text: string): number {
  return text.split(/\s+/).length / WORDS_PER_MINUTE;
}

/**
 * The reading time to state for texts in several languages: whole minutes, at least 1; a
 * language not written yet does not count.
 */
export function statedReadingMinutes(texts: readonly string[]): number {
  const minutes = texts.filter((text) => text.trim()).map(readingMinutes);
  const average = minutes.reduce((sum, m) => sum + m, 0) / Math.max(1, minutes.length);
  return Math.max(1, Math.round(average));
}

/** The problem with a stated reading time for a text in a language, if any. */
export function readingTimeIssue(
  stated: number,
  text: string,
  language: string,
): FieldIssue | undefined {
  const minutes = readingMinutes(text);
  if (Math.abs(stated - minutes) <= READING_TOLERANCE) return undefined;
  return {
    path: "readMinutes",
    code: "reading_time",
    params: { stated, minutes: minutes.toFixed(1), language },
    message: `says ${stated} min but the ${language} text reads in about ${minutes.toFixed(1)} min`,
  };
}

const transliterations: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** An address made from a title: "Grüße für Öl & Team" -> "gruesse-fuer-oel-team". */
export function slugify(title: string, maxLength = 60): string {
  const slug = title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => transliterations[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxLength).replace(/-+$/, "");
}

/** Today's date in Berlin as YYYY-MM-DD (a new article's date). */
export function berlinDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
