/** A reply template's field problems worded in both languages, with their details filled in. */
import { describe, expect, it } from "vitest";
import { de } from "../i18n/de";
import { en } from "../i18n/en";
import { problemText } from "./template-problems";

describe("problemText", () => {
  it("names the unknown placeholder and lists the ones there are", () => {
    const text = problemText({ code: "unknown_placeholder", placeholder: "firma" }, de);
    expect(text).toContain("{firma}");
    expect(text).toContain("{name}, {company}, {events}");
    expect(text).toContain("{staffName}");
    expect(problemText({ code: "unknown_placeholder", placeholder: "firma" }, en)).toContain(
      "{firma}",
    );
  });

  it("fills in the longest length and leaves no placeholder of its own", () => {
    for (const t of [de, en]) {
      const text = problemText({ code: "too_long", max: 180 }, t);
      expect(text).toContain("180");
      expect(text).not.toContain("{max}");
    }
  });

  it("words every other problem differently in German and English", () => {
    for (const code of ["stray_brace", "one_line", "required"] as const) {
      const german = problemText({ code }, de);
      expect(german).not.toBe("");
      expect(german).not.toBe(problemText({ code }, en));
    }
  });
});
