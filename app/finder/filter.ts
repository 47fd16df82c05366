/**
 * The event finder's rules (docs/product.md#event-finder): which events match a query, and
 * which come nearest when none does. Pure functions shared by the finder island in the
 * browser and the server, which derives a query's page from the prerendered finder page
 * (docs/decisions/0080-finder-query-pages.md), so both always show the same events.
 */

/** What the finder knows of an event; every card of the finder carries it (./card-facts.ts). */
export interface FinderFacts {
  id: string;
  sizeMin: number;
  sizeMax: number;
  /** Starting price per person in euro. */
  price: number;
  setting: "indoor" | "outdoor" | "both";
  hoursMin: number;
  hoursMax: number;
  /** The list pages that show the event in the page's language. */
  categories: string[];
  /** Months the event runs in, 1 to 12; empty when it runs all year. */
  months: number[];
}

export const settingChoices = ["indoor", "outdoor"] as const;
export type SettingChoice = (typeof settingChoices)[number];

/** Up to 2 hours, 2 to 4 hours, longer than 4 hours. */
export const durationChoices = ["short", "medium", "long"] as const;
export type DurationChoice = (typeof durationChoices)[number];

export interface FinderQuery {
  /** Number of participants. */
  size?: number;
  /** Budget per person in euro, compared with the starting price. */
  budget?: number;
  setting?: SettingChoice;
  duration?: DurationChoice;
  /** A list page's slug. */
  category?: string;
  /** Month of the event, 1 to 12. */
  month?: number;
}

/** The query parameters, in the order a normalised address lists them. */
export const queryKeys = ["size", "budget", "setting", "duration", "category", "month"] as const;
export type QueryKey = (typeof queryKeys)[number];

const MAX_SIZE = 100_000;
const MAX_BUDGET = 1_000_000;

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\s*\d{1,7}\s*$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

function oneOf<T extends string>(value: string | null, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

/**
 * Reads a query from an address's parameters. Empty, unknown or malformed values mean "any"
 * (the form sends empty fields); a category must be one of `categories`.
 */
export function parseQuery(params: URLSearchParams, categories: readonly string[]): FinderQuery {
  const query: FinderQuery = {
    size: wholeNumber(params.get("size"), MAX_SIZE),
    budget: wholeNumber(params.get("budget"), MAX_BUDGET),
    setting: oneOf(params.get("setting"), settingChoices),
    duration: oneOf(params.get("duration"), durationChoices),
    category: oneOf(params.get("category"), categories),
    month: wholeNumber(params.get("month"), 12),
  };
  for (const key of queryKeys) if (query[key] === undefined) delete query[key];
  return query;
}

/** The query as address parameters, in a fixed order, without the "any" fields: "" for none. */
export function serializeQuery(query: FinderQuery): string {
  const params = new URLSearchParams();
  for (const key of queryKeys) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

function fitsDuration(facts: FinderFacts, duration: DurationChoice): boolean {
  // An event's hours are a range the agency fits to the group: it fits a band it can last in.
  switch (duration) {
    case "short":
      return facts.hoursMin <= 2;
    case "medium":
      return facts.hoursMin <= 4 && facts.hoursMax > 2;
    case "long":
      return facts.hoursMax > 4;
  }
}

/** The filters of `query` an event does not meet (empty: it matches). */
export function missedFilters(facts: FinderFacts, query: FinderQuery): QueryKey[] {
  const missed: QueryKey[] = [];
  if (query.size !== undefined && (query.size < facts.sizeMin || query.size > facts.sizeMax))
    missed.push("size");
  if (query.budget !== undefined && facts.price > query.budget) missed.push("budget");
  if (query.setting !== undefined && facts.setting !== "both" && facts.setting !== query.setting)
    missed.push("setting");
  if (query.duration !== undefined && !fitsDuration(facts, query.duration)) missed.push("duration");
  if (query.category !== undefined && !facts.categories.includes(query.category))
    missed.push("category");
  if (query.month !== undefined && facts.months.length > 0 && !facts.months.includes(query.month))
    missed.push("month");
  return missed;
}

export function matches(facts: FinderFacts, query: FinderQuery): boolean {
  return missedFilters(facts, query).length === 0;
}

/**
 * How far an event is from a query: the group size counts most (a group cannot shrink), the
 * category next (it is what the visitor asked for), every other filter once.
 */
const weights: Record<QueryKey, number> = {
  size: 4,
  category: 2,
  budget: 1,
  setting: 1,
  duration: 1,
  month: 1,
};

/** At most this many events are suggested when none matches. */
export const NEAREST_LIMIT = 6;

export interface FinderResult {
  /** Ids of the events shown, in the order given. */
  shown: Set<string>;
  /** How many events match every filter. */
  count: number;
  /** True when nothing matched and `shown` holds the nearest events instead. */
  nearest: boolean;
}

/** The events a query shows: every match, or, if there is none, the nearest few. */
export function findEvents(all: readonly FinderFacts[], query: FinderQuery): FinderResult {
  const matching = all.filter((facts) => matches(facts, query));
  if (matching.length > 0 || all.length === 0)
    return { shown: new Set(matching.map((f) => f.id)), count: matching.length, nearest: false };
  const distance = (facts: FinderFacts) =>
    missedFilters(facts, query).reduce((sum, key) => sum + weights[key], 0);
  const ranked = all
    .map((facts, index) => ({ facts, index, distance: distance(facts) }))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        // Over budget: the cheaper event is nearer.
        a.facts.price - b.facts.price ||
        a.index - b.index,
    );
  const closest = ranked[0]!.distance;
  const nearest = ranked.filter((r) => r.distance === closest).slice(0, NEAREST_LIMIT);
  return { shown: new Set(nearest.map((r) => r.facts.id)), count: 0, nearest: true };
}
