import { describe, expect, it } from "vitest";
import { findUnstorableText, unstorableTextProblem } from "./storable-text.ts";

describe("unstorable text", () => {
  it("refuses NUL and lone surrogates, keeps every real character", () => {
    expect(unstorableTextProblem("Grüße 🎉 aus Berlin\t\n")).toBeUndefined();
    expect(unstorableTextProblem("a\u0000b")).toMatch(/NUL/);
    expect(unstorableTextProblem("a\uD800")).toMatch(/surrogate/);
    expect(unstorableTextProblem("\uDC00a")).toMatch(/surrogate/);
    expect(unstorableTextProblem("\uDE00\uD83D")).toMatch(/surrogate/);
    expect(unstorableTextProblem("\uD83D\uDE00")).toBeUndefined();
  });

  it("names the first bad field by its dotted path, keys included", () => {
    expect(findUnstorableText({ a: "ok", alt: { de: "x", en: "\u0000" } })?.field).toBe("alt.en");
    expect(findUnstorableText({ list: ["ok", "\uD800"] })?.field).toBe("list.1");
    expect(findUnstorableText({ data: { "k\u0000": 1 } })?.field).toBe("data.k\u0000");
    expect(findUnstorableText("\u0000")?.field).toBe("body");
    expect(findUnstorableText({ a: 1, b: [true, null, { c: "fine" }] })).toBeUndefined();
    // Deep nesting is walked without recursion.
    let deep: unknown = "\u0000";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.field).toMatch(/^0(\.0)*$/);
  });
});
