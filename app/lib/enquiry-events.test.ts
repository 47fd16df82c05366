import { describe, expect, it } from "vitest";
import { preselect, preselectAll, type EventChoice } from "./enquiry-events";

const facts = { priceFrom: 50, minPersons: 8 };
const events: EventChoice[] = [
  { title: "Team Cooking", alias: "Teamkochen", listed: true, ...facts },
  { title: "Grill Duel", alias: "Grill-Duell", listed: true, ...facts },
  { title: "Advent Wreath Making", alias: "Adventskränze binden", listed: false, ...facts },
];

describe("preselect", () => {
  it("chooses nothing without a parameter", () => {
    expect(preselect(null, events)).toEqual({ value: "", otherText: "" });
    expect(preselect("  ", events)).toEqual({ value: "", otherText: "" });
  });

  it("finds the page's title, ignoring case and spacing", () => {
    expect(preselect("grill  duel ", events).value).toBe("Grill Duel");
  });

  it("finds the title in the other language (the language switch keeps the query)", () => {
    expect(preselect("Teamkochen", events)).toEqual({ value: "Team Cooking", otherText: "" });
  });

  it("adds an event this language does not list when the link names it", () => {
    expect(preselect("Adventskränze binden", events)).toEqual({
      value: "Advent Wreath Making",
      otherText: "",
      extra: events[2],
    });
  });

  it("keeps an unknown value as the free text of 'other'", () => {
    expect(preselect(" Bootsfahrt auf der Spree ", events)).toEqual({
      value: "other",
      otherText: "Bootsfahrt auf der Spree",
    });
  });
});

describe("preselectAll", () => {
  it("chooses every event of the address in order, once each, unknown ones as 'other'", () => {
    expect(
      preselectAll(
        ["Teamkochen", "Grill Duel", "team cooking", "Bootsfahrt", "Adventskränze binden", "Zoo"],
        events,
      ),
    ).toEqual({
      chosen: ["Team Cooking", "Grill Duel", "other", "Advent Wreath Making"],
      otherText: "Bootsfahrt, Zoo",
    });
  });

  it("lets all unknown values share one 'other'", () => {
    const many = Array.from({ length: 15 }, (_, i) => `Idee ${i}`);
    const titles = events.map((event) => event.title);
    expect(preselectAll([...titles, ...many], events).chosen).toHaveLength(4);
  });
});
