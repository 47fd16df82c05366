/**
 * The facts of an event as attributes of its finder card (`<li data-finder-event …>`): the
 * island reads them from the page, the server from the prerendered HTML, so the list in the
 * page is the only copy of the data both filter.
 */
import type { FinderFacts } from "./filter";

/** Marks a finder card; its value is the event's id. */
export const CARD_ATTRIBUTE = "data-finder-event";

/** The facts as the attributes React renders on the card's list item. */
export function factsAttributes(facts: FinderFacts): Record<string, string> {
  return {
    [CARD_ATTRIBUTE]: facts.id,
    "data-size": `${facts.sizeMin}-${facts.sizeMax}`,
    "data-price": String(facts.price),
    "data-setting": facts.setting,
    "data-hours": `${facts.hoursMin}-${facts.hoursMax}`,
    "data-categories": facts.categories.join(" "),
    "data-months": facts.months.join(" "),
  };
}

function range(value: string): [number, number] {
  const [min = Number.NaN, max = Number.NaN] = value.split("-").map(Number);
  return [min, max];
}

const list = (value: string) => value.split(" ").filter(Boolean);

/** Reads the facts back from a card's attributes; undefined when one is missing or broken. */
export function readFacts(attribute: (name: string) => string | null): FinderFacts | undefined {
  const get = (name: string) => attribute(name) ?? "";
  const id = get(CARD_ATTRIBUTE);
  const [sizeMin, sizeMax] = range(get("data-size"));
  const [hoursMin, hoursMax] = range(get("data-hours"));
  const price = Number(get("data-price") || Number.NaN);
  const setting = get("data-setting");
  if (!id || [sizeMin, sizeMax, hoursMin, hoursMax, price].some(Number.isNaN)) return undefined;
  if (setting !== "indoor" && setting !== "outdoor" && setting !== "both") return undefined;
  return {
    id,
    sizeMin,
    sizeMax,
    price,
    setting,
    hoursMin,
    hoursMax,
    categories: list(get("data-categories")),
    months: list(get("data-months")).map(Number),
  };
}
