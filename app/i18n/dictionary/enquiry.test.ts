import { describe, expect, it } from "vitest";
import { errorMessage } from "#app/shared/enquiry/errors.ts";
import { ENQUIRY_FIELDS, type EnquiryErrorCode } from "#app/shared/enquiry/schema.ts";
import { enquiryText } from "./enquiry";

function shape(value: unknown, path = ""): string[] {
  if (typeof value !== "object" || value === null) return [path];
  return Object.entries(value).flatMap(([key, inner]) =>
    shape(inner, path ? `${path}.${key}` : key),
  );
}

function placeholders(value: unknown, path = ""): Record<string, string[]> {
  if (typeof value === "string") return { [path]: (value.match(/\{\w+\}/g) ?? []).sort() };
  if (!value || typeof value !== "object") return {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) =>
      placeholders(inner, path ? `${path}.${key}` : key),
    ),
  );
}

describe("enquiry form text", () => {
  it("has the same keys and placeholders in German and English", () => {
    expect(shape(enquiryText.en).sort()).toEqual(shape(enquiryText.de).sort());
    expect(placeholders(enquiryText.en)).toEqual(placeholders(enquiryText.de));
  });

  it("words every error of every field in both languages, without loose placeholders", () => {
    const codes: EnquiryErrorCode[] = ["required", "tooLong", "singleLine", "invalid"];
    for (const text of [enquiryText.de, enquiryText.en]) {
      for (const field of ENQUIRY_FIELDS) {
        for (const code of codes) {
          const message = errorMessage(text, field, code);
          expect(message, `${field} ${code}`).not.toMatch(/[{}]/);
          expect(message.length).toBeGreaterThan(10);
        }
      }
    }
    expect(errorMessage(enquiryText.de, "name", "required")).toBe(
      "Bitte füllen Sie „Ihr Name“ aus.",
    );
    expect(errorMessage(enquiryText.en, "message", "tooLong")).toBe(
      "“Message” may be at most 2000 characters long.",
    );
    expect(errorMessage(enquiryText.de, "event", "required")).toMatch(/Sonstiges/);
  });
});
