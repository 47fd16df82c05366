import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as mini from "zod/mini";
import { findTextProblem, multiLine, secretText, singleLine, textProblem } from "./text-rule.ts";

const problem = (text: string, rule?: "single" | "multi" | "secret") =>
  textProblem(text, rule)?.problem;

describe("the rule for all text", () => {
  it("keeps every real character, in one line and in several", () => {
    const text = "Grüße 🎉 aus Berlin – „Zitat“ שלום مرحبا 👩‍👩‍👧 🇩🇪 café";
    expect(problem(text)).toBeUndefined();
    expect(problem(`${text}\n\tmore\r\n`, "multi")).toBeUndefined();
  });

  it("refuses NUL, the other C0 and C1 controls and DEL, in every kind of field", () => {
    for (const char of [
      "\u0000",
      "\u0001",
      "\u0007",
      "\u001B",
      "\u007F",
      "\u0080",
      "\u0085",
      "\u009B",
      "\u009F",
    ]) {
      expect(problem(`a${char}b`), JSON.stringify(char)).toBe("control");
      expect(problem(`a${char}b`, "multi"), JSON.stringify(char)).toBe("control");
    }
    expect(textProblem("a\u0000b")?.character).toBe("U+0000");
    // A password is never shown: only what cannot be stored is refused.
    expect(problem("pass\u0000word", "secret")).toBe("control");
    expect(problem("pass\u202Eword\t\n", "secret")).toBeUndefined();
  });

  it("refuses every bidi control: overrides, embeddings, isolates and marks", () => {
    const bidi = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of [...bidi, 0x200e, 0x200f, 0x061c]) {
      const char = String.fromCodePoint(code);
      expect(problem(`Anna ${char}Schmidt`), code.toString(16)).toBe("bidi");
      expect(problem(`Anna\n${char}Schmidt`, "multi"), code.toString(16)).toBe("bidi");
    }
    expect(textProblem("x\u202Ey")?.character).toBe("U+202E");
  });

  it("allows line breaks and tabs only where a field has several lines", () => {
    for (const char of ["\n", "\r", "\t", "\u2028", "\u2029"]) {
      expect(problem(`Straße 1${char}Bcc: x@example.com`), JSON.stringify(char)).toBe("line_break");
    }
    expect(problem("one\ntwo\r\nthree\tfour", "multi")).toBeUndefined();
    // Separators that neither mails nor documents break at are refused in either kind.
    expect(problem("one\u2028two", "multi")).toBe("control");
  });

  it("refuses lone surrogates and keeps pairs", () => {
    expect(problem("a\uD800")).toBe("surrogate");
    expect(problem("\uDC00a")).toBe("surrogate");
    expect(problem("\uDE00\uD83D")).toBe("surrogate");
    expect(problem("\uD83D\uDE00")).toBeUndefined();
    expect(problem("a\uD800", "secret")).toBe("surrogate");
  });
});

describe("finding the first bad text in an input", () => {
  const schema = z.strictObject({
    name: z.string(),
    notes: z.string().check(multiLine()).nullable().optional(),
    password: z.string().check(secretText()),
    lines: z.array(z.object({ title: z.string(), detail: z.string().check(multiLine()) })),
    data: z.record(z.string(), z.unknown()),
    choice: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a"), text: z.string().check(multiLine()) }),
      z.object({ kind: z.literal("b"), text: z.string() }),
    ]),
  });
  const at = (input: unknown) => {
    const found = findTextProblem(schema, input);
    return found && [found.field, found.problem];
  };

  it("takes a field's lines from its schema; single line wherever none is marked", () => {
    expect(at({ name: "a\nb" })).toEqual(["name", "line_break"]);
    expect(at({ notes: "a\nb" })).toBeUndefined();
    expect(at({ notes: "a\u202Eb" })).toEqual(["notes", "bidi"]);
    expect(at({ password: "a\u202E\nb" })).toBeUndefined();
    expect(at({ lines: [{ title: "x", detail: "a\nb" }] })).toBeUndefined();
    expect(at({ lines: [{ title: "x" }, { title: "a\tb" }] })).toEqual([
      "lines.1.title",
      "line_break",
    ]);
    // Free-form data (content drafts) may have several lines, never a control character.
    expect(at({ data: { body: "a\nb", deep: [{ x: "y" }] } })).toBeUndefined();
    expect(at({ data: { deep: [{ x: "\u0000" }] } })).toEqual(["data.deep.0.x", "control"]);
    // A union: the most permissive of its options.
    expect(at({ choice: { kind: "b", text: "a\nb" } })).toBeUndefined();
    // Fields the schema does not know, and keys, are single lines.
    expect(at({ unknown: "a\nb" })).toEqual(["unknown", "line_break"]);
    const passing = z.object({ a: z.string() }).passthrough();
    expect(findTextProblem(passing, { b: "x\ny" })?.field).toBe("b");
    expect(at({ data: { "k\u202E": 1 } })).toEqual(["data.k\u202E", "bidi"]);
    expect(at("\u0000")).toEqual(["body", "control"]);
  });

  it("names the first bad field breadth first, also without a schema", () => {
    expect(findTextProblem(undefined, { a: "ok", alt: { de: "x", en: "\u0000" } })?.field).toBe(
      "alt.en",
    );
    expect(findTextProblem(undefined, { list: ["ok", "\uD800"] })?.field).toBe("list.1");
    expect(findTextProblem(undefined, { a: 1, b: [true, null, { c: "fine" }] })).toBeUndefined();
    let deep: unknown = "\u0000";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findTextProblem(undefined, deep)?.field).toMatch(/^0(\.0)*$/);
  });

  it("works as a check in full zod and in zod/mini, with messages of its own", () => {
    expect(z.string().check(singleLine()).safeParse("a\u202Eb").success).toBe(false);
    expect(z.string().check(multiLine()).safeParse("a\nb").success).toBe(true);
    const coded = mini.string().check(singleLine({ bidi: "characters" }));
    const result = mini.safeParse(coded, "a\u202Eb");
    expect(result.error?.issues[0]?.message).toBe("characters");
    // The mark survives zod's copies (a check added after it, a wrapper).
    const trimmed = z.string().check(multiLine()).trim().max(10).optional();
    expect(findTextProblem(z.object({ t: trimmed }), { t: "a\nb" })).toBeUndefined();
  });
});
