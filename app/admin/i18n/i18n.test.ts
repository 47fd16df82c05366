import { describe, expect, it } from "vitest";
import { de } from "./de";
import { en } from "./en";

function shape(value: unknown, path = ""): string[] {
  if (typeof value !== "object" || value === null) return [path];
  return Object.entries(value).flatMap(([key, inner]) =>
    shape(inner, path ? `${path}.${key}` : key),
  );
}

function placeholders(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (v: unknown, path: string) => {
    if (typeof v === "string") out[path] = (v.match(/\{\w+\}/g) ?? []).sort();
    else if (v && typeof v === "object")
      for (const [k, inner] of Object.entries(v)) walk(inner, path ? `${path}.${k}` : k);
  };
  walk(value, "");
  return out;
}

describe("back-office dictionaries", () => {
  it("have the same keys in German and English", () => {
    expect(shape(en).sort()).toEqual(shape(de).sort());
  });
  it("use the same placeholders in both languages", () => {
    expect(placeholders(en)).toEqual(placeholders(de));
  });
  it("have no empty text", () => {
    for (const dictionary of [de, en]) {
      for (const [path, value] of Object.entries(placeholders(dictionary))) {
        expect(value, path).toBeDefined();
      }
      expect(JSON.stringify(dictionary)).not.toMatch(/:""/);
    }
  });
});
