import { describe, expect, it } from "vitest";
import { enquiryBodySchema, enquiryFieldsSchema, fieldsFromForm, validate } from "./schema";

const valid = {
  name: "Anna",
  company: "ACME",
  email: "anna@acme.example",
  participants: 12,
  event: "Bowling",
  privacy: true,
};

describe("enquiry schema", () => {
  it("accepts the required fields alone and trims them", () => {
    const result = validate(enquiryFieldsSchema, { ...valid, name: "  Anna  " });
    expect(result).toEqual({
      success: true,
      data: { ...valid, name: "Anna", event: "Bowling", events: ["Bowling"] },
    });
  });

  it("reports one code per field", () => {
    const result = validate(enquiryFieldsSchema, {});
    expect(result).toEqual({
      success: false,
      errors: {
        name: "required",
        company: "required",
        email: "required",
        participants: "participants",
        privacy: "privacy",
        events: "required",
      },
    });
  });

  it("refuses line breaks and control characters in one-line fields, allows them in the message", () => {
    for (const field of ["name", "company", "email", "event", "eventOther", "date"]) {
      const result = validate(enquiryFieldsSchema, { ...valid, [field]: "a\r\nb" });
      expect(result.success, field).toBe(false);
    }
    const message = validate(enquiryFieldsSchema, { ...valid, message: "a\r\nb\tc" });
    expect(message).toMatchObject({ success: true, data: { message: "a\nb\tc" } });
    expect(validate(enquiryFieldsSchema, { ...valid, message: "a\u0000" }).success).toBe(false);
  });

  it("takes a list of events, drops duplicates, puts a single event first, allows ten", () => {
    const { event: _single, ...base } = valid;
    expect(
      validate(enquiryFieldsSchema, { ...base, events: ["Bowling", " Karaoke ", "Bowling"] }),
    ).toMatchObject({
      success: true,
      data: { event: "Bowling", events: ["Bowling", "Karaoke"] },
    });
    expect(
      validate(enquiryFieldsSchema, { ...base, event: "other", events: ["Karaoke"] }),
    ).toMatchObject({ success: true, data: { event: "other", events: ["other", "Karaoke"] } });
    const ten = Array.from({ length: 10 }, (_, i) => `Event ${i}`);
    expect(validate(enquiryFieldsSchema, { ...base, events: ten }).success).toBe(true);
    expect(validate(enquiryFieldsSchema, { ...base, events: [...ten, "Event 10"] })).toEqual({
      success: false,
      errors: { events: "tooMany" },
    });
    expect(validate(enquiryFieldsSchema, { ...base, events: [] })).toEqual({
      success: false,
      errors: { events: "required" },
    });
    expect(validate(enquiryFieldsSchema, { ...base, events: ["ok", "a\nb"] })).toEqual({
      success: false,
      errors: { "events.1": "singleLine" },
    });
  });

  it("keeps participants to whole numbers from 4 to 1000", () => {
    for (const [n, ok] of [
      [4, true],
      [1000, true],
      [3, false],
      [1001, false],
      [7.5, false],
    ] as const) {
      expect(validate(enquiryFieldsSchema, { ...valid, participants: n }).success, String(n)).toBe(
        ok,
      );
    }
  });

  it("refuses a body that is no object without throwing", () => {
    for (const body of [null, 42, "x", []])
      expect(validate(enquiryBodySchema, body).success, JSON.stringify(body)).toBe(false);
  });

  it("knows the API's extra fields and refuses unknown ones", () => {
    const body = { ...valid, language: "en", sourcePage: "/en/contact", elapsedMs: 5000 };
    expect(validate(enquiryBodySchema, body).success).toBe(true);
    expect(validate(enquiryBodySchema, { ...body, admin: true })).toMatchObject({
      success: false,
      errors: { admin: "invalid" },
    });
  });

  it("reads a form's strings: empty optional fields left out, number and checkbox converted", () => {
    const form = new URLSearchParams(
      "name=Anna&company=ACME&email=a%40b.de&phone=&participants=12&event=Bowling&privacy=on&message=",
    );
    expect(fieldsFromForm((name) => form.get(name))).toEqual({
      name: "Anna",
      company: "ACME",
      email: "a@b.de",
      participants: 12,
      events: ["Bowling"],
      privacy: true,
    });
    const several = new URLSearchParams("events=Bowling&events=Karaoke&event=Bowling");
    expect(
      fieldsFromForm(
        (name) => several.get(name),
        (name) => several.getAll(name),
      ),
    ).toMatchObject({ events: ["Bowling", "Karaoke", "Bowling"] });
    const bad = new URLSearchParams("participants=12abc");
    expect(fieldsFromForm((name) => bad.get(name))).toMatchObject({
      participants: NaN,
      privacy: false,
    });
  });
});
