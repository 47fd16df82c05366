import { describe, expect, it } from "vitest";
import { factsAttributes, readFacts } from "./card-facts";
import { findEvents, matches, parseQuery, serializeQuery, type FinderFacts } from "./filter";

const event = (id: string, facts: Partial<FinderFacts> = {}): FinderFacts => ({
  id,
  sizeMin: 10,
  sizeMax: 50,
  price: 60,
  setting: "indoor",
  hoursMin: 2,
  hoursMax: 3,
  categories: ["teambuilding-events"],
  months: [],
  ...facts,
});

const categories = ["teambuilding-events", "christmas-events", "culinary-events"];
const query = (search: string) => parseQuery(new URLSearchParams(search), categories);

describe("finder query", () => {
  it("reads every filter and writes them back in a fixed order", () => {
    const q = query(
      "month=12&category=christmas-events&duration=medium&setting=indoor&budget=80&size=45",
    );
    expect(q).toEqual({
      size: 45,
      budget: 80,
      setting: "indoor",
      duration: "medium",
      category: "christmas-events",
      month: 12,
    });
    expect(serializeQuery(q)).toBe(
      "size=45&budget=80&setting=indoor&duration=medium&category=christmas-events&month=12",
    );
  });

  it("treats empty, unknown and malformed values as 'any'", () => {
    const q = query("size=&budget=abc&setting=underwater&duration=&category=nope&month=13&x=1");
    expect(q).toEqual({});
    expect(serializeQuery(q)).toBe("");
    expect(query("size=-5&budget=1e3&month=0")).toEqual({});
  });
});

describe("finder filters", () => {
  it("keeps events whose group range includes the group size", () => {
    expect(matches(event("a"), query("size=10"))).toBe(true);
    expect(matches(event("a"), query("size=50"))).toBe(true);
    expect(matches(event("a"), query("size=9"))).toBe(false);
    expect(matches(event("a"), query("size=51"))).toBe(false);
  });

  it("compares the budget with the starting price", () => {
    expect(matches(event("a", { price: 80 }), query("budget=80"))).toBe(true);
    expect(matches(event("a", { price: 81 }), query("budget=80"))).toBe(false);
  });

  it("counts events that work indoors and outdoors for either choice", () => {
    expect(matches(event("a", { setting: "both" }), query("setting=outdoor"))).toBe(true);
    expect(matches(event("a", { setting: "both" }), query("setting=indoor"))).toBe(true);
    expect(matches(event("a", { setting: "outdoor" }), query("setting=indoor"))).toBe(false);
  });

  it("sorts events into duration bands by the hours they can last", () => {
    const short = event("short", { hoursMin: 1, hoursMax: 2 });
    const usual = event("usual", { hoursMin: 2, hoursMax: 3 });
    const day = event("day", { hoursMin: 4, hoursMax: 8 });
    const ids = (band: string) =>
      [short, usual, day].filter((e) => matches(e, query(`duration=${band}`))).map((e) => e.id);
    expect(ids("short")).toEqual(["short", "usual"]);
    expect(ids("medium")).toEqual(["usual", "day"]);
    expect(ids("long")).toEqual(["day"]);
  });

  it("shows seasonal events only in their months, all-year events always", () => {
    const christmas = event("x", { months: [11, 12] });
    expect(matches(christmas, query("month=12"))).toBe(true);
    expect(matches(christmas, query("month=7"))).toBe(false);
    expect(matches(event("y"), query("month=7"))).toBe(true);
  });

  it("filters by every list page an event appears on", () => {
    const both = event("a", { categories: ["culinary-events", "christmas-events"] });
    expect(matches(both, query("category=christmas-events"))).toBe(true);
    expect(matches(both, query("category=teambuilding-events"))).toBe(false);
  });

  it("combines filters", () => {
    const all = [
      event("fits"),
      event("too-dear", { price: 99 }),
      event("outside", { setting: "outdoor" }),
      event("small", { sizeMax: 20 }),
    ];
    const result = findEvents(all, query("size=45&budget=80&setting=indoor"));
    expect([...result.shown]).toEqual(["fits"]);
    expect(result).toMatchObject({ count: 1, nearest: false });
  });
});

describe("nearest events when nothing matches", () => {
  it("prefers events that fit the group size over cheaper ones that do not", () => {
    const all = [
      event("cheap-small", { price: 30, sizeMax: 20 }),
      event("dear-big", { price: 120, sizeMax: 200 }),
      event("dearer-big", { price: 150, sizeMax: 200 }),
    ];
    const result = findEvents(all, query("size=100&budget=50"));
    expect(result.count).toBe(0);
    expect(result.nearest).toBe(true);
    expect([...result.shown].sort()).toEqual(["dear-big", "dearer-big"]);
  });

  it("suggests at most six", () => {
    const all = Array.from({ length: 10 }, (_, i) => event(`e${i}`, { price: 100 + i }));
    const result = findEvents(all, query("budget=50"));
    expect([...result.shown]).toEqual(["e0", "e1", "e2", "e3", "e4", "e5"]);
  });
});

describe("card facts", () => {
  it("survive the trip through the card's attributes", () => {
    const facts = event("zombie-virus", {
      categories: ["horror-events", "teambuilding-events"],
      months: [11, 12],
      setting: "both",
    });
    const attributes = factsAttributes(facts);
    expect(readFacts((name) => attributes[name] ?? null)).toEqual(facts);
  });

  it("are refused when an attribute is missing or broken", () => {
    const attributes = factsAttributes(event("a"));
    expect(readFacts((name) => (name === "data-price" ? null : (attributes[name] ?? null)))).toBe(
      undefined,
    );
    expect(
      readFacts((name) => (name === "data-setting" ? "sky" : (attributes[name] ?? null))),
    ).toBe(undefined);
  });
});
