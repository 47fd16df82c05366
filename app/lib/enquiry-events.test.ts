import { describe, expect, it } from "vitest";
import { preselect, type EventChoice } from "./enquiry-events";

const events: EventChoice[] = [
  { title: "Team Cooking", alias: "Teamkochen", listed: true },
  { title: "Grill Duel", alias: "Grill-Duell", listed: true },
  { title: "Advent Wreath Making", alias: "Adventskränze binden", listed: false },
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
