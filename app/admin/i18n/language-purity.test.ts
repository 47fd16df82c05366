/**
 * Every text of the back office's dictionaries is in its own language: no English word in
 * a German text, no German one in an English text (language-tells.ts), and no text left the
 * same in both unless it is a name or a word both languages use (the allow-list below).
 * The browser pass over every screen is tests/e2e/admin-language.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { de } from "./de";
import { en } from "./en";
import { foreignWords } from "./language-tells";

/** Every text of a dictionary by its key path. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      texts(inner, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * Words a text may share with its translation: names, brands, formats and the loanwords
 * German uses as English does. A text that reads the same in both languages and holds any
 * other word was left untranslated.
 */
const sharedWords = new Set([
  ...["Spreegeist", "Events", "Teambuilding", "Horror", "XRechnung", "XML", "Factur", "X"],
  ...["Event", "Mails", "Name", "Text", "Link", "Status", "Version", "Details", "Code"],
  ...["Illustration", "Highlights", "Service", "Extra", "Catering", "Transport", "Person"],
  ...["Passkey", "Passkeys", "px", "KB", "IBAN", "BIC", "Bank"],
]);

/** Whether a text that is the same in both languages may be: only shared words, or none. */
function mayBeShared(text: string): boolean {
  const words = text.replace(/\{\w+\}/g, " ").match(/\p{L}+/gu) ?? [];
  return words.every((word) => sharedWords.has(word));
}

describe("the back office's dictionaries speak their own language", () => {
  it("German texts hold no English word", () => {
    const found = texts(de).flatMap(([path, text]) =>
      foreignWords(text, "de").length ? [`${path}: ${text}`] : [],
    );
    expect(found).toEqual([]);
  });

  it("English texts hold no German word", () => {
    const found = texts(en).flatMap(([path, text]) =>
      foreignWords(text, "en").length ? [`${path}: ${text}`] : [],
    );
    expect(found).toEqual([]);
  });

  it("no text is the same in both languages unless it is a name or a shared word", () => {
    const english = new Map(texts(en));
    const same = texts(de).flatMap(([path, text]) =>
      english.get(path) === text && !mayBeShared(text) ? [`${path}: ${text}`] : [],
    );
    expect(same).toEqual([]);
  });

  it("the scan finds what it is meant to find", () => {
    expect(foreignWords("Follow up offer", "de")).toEqual(["follow", "up", "offer"]);
    expect(foreignWords("Angebot nachfassen", "de")).toEqual([]);
    expect(foreignWords("Angebot nachfassen", "en")).toEqual(["angebot", "nachfassen"]);
    expect(foreignWords("Hallo {name}, siehe https://example.com/the", "de")).toEqual([]);
  });
});
