import { describe, expect, it } from "vitest";
import { de } from "../i18n/de";
import { en } from "../i18n/en";
import { draftOf, formKey, formOf, lineField, problemMessages, readMessages } from "./editor-state";
import type { OfferDetail } from "./offers-api";

const offer = {
  language: "de",
  customer: {
    company: "Muster GmbH",
    contactName: "Erika Muster",
    email: "erika@muster.example",
    address: null,
    vatId: null,
    buyerReference: null,
  },
  eventDate: null,
  startTime: null,
  durationMinutes: null,
  place: null,
  participants: 24,
  intro: null,
  discount: { kind: "percent", basisPoints: 1250 },
  validUntil: "2026-12-10",
  depositBp: 5000,
  lines: [
    {
      kind: "event",
      eventSlug: "a",
      title: "A",
      detail: null,
      quantity: 24,
      unit: "person",
      unitPriceCents: 3950,
      taxRateBp: 0,
      netCents: 94800,
    },
    {
      kind: "extra",
      eventSlug: null,
      title: "B",
      detail: null,
      quantity: 1,
      unit: "flat",
      unitPriceCents: 10000,
      taxRateBp: 0,
      netCents: 10000,
    },
  ],
} as unknown as OfferDetail;

const money = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

describe("the offer editor's form", () => {
  it("shows cents and per cent as German input and reads them back unchanged", () => {
    const form = formOf(offer, "de");
    expect(form.lines[0]!.price).toBe("39,50");
    expect(form.discountValue).toBe("12,5");
    const { draft, problems } = draftOf(form);
    expect(problems).toEqual({});
    expect(draft.lines[0]!.unitPriceCents).toBe(3950);
    expect(draft.discount).toEqual({ kind: "percent", basisPoints: 1250 });
    expect(draft.customer.address).toBeNull();
  });

  it("names what cannot be read by the line's own key", () => {
    const form = formOf(offer, "de");
    form.lines[1]!.price = "zwölf";
    form.participants = "viele";
    const { problems } = draftOf(form);
    expect(problems).toEqual({
      [lineField(form.lines[1]!.key, "unitPriceCents")]: { kind: "money", text: "zwölf" },
      participants: { kind: "whole", text: "viele" },
    });
  });

  it("reads a price as typed on the English screen: 450,00 is 450 €, not 45,000 €", () => {
    const form = formOf(offer, "en");
    form.lines[0]!.price = "450,00";
    form.lines[1]!.price = "1.250,00";
    form.participants = "1,000.00";
    const { draft, problems } = draftOf(form);
    expect(problems).toEqual({});
    expect(draft.lines.map((line) => line.unitPriceCents)).toEqual([45000, 125000]);
    expect(draft.participants).toBe(1000);
  });

  it("refuses an ambiguous price, naming both readings in the user's language", () => {
    const form = formOf(offer, "en");
    form.lines[0]!.price = "1,250";
    form.lines[1]!.quantity = "1.000";
    const { problems } = draftOf(form);
    const price = lineField(form.lines[0]!.key, "unitPriceCents");
    const quantity = lineField(form.lines[1]!.key, "quantity");
    expect(readMessages(problems, en, "en")).toEqual({
      [price]: "This could be €1,250.00 or €1.25. Please type the cents too, e.g. 1250.00.",
      [quantity]: "This could be 1000 or 1. Please type it without a point or comma, e.g. 1000.",
    });
    // Intl writes a no-break space before "€".
    expect(readMessages(problems, de, "de")[price]?.replace(/\u00a0/g, " ")).toBe(
      "Das kann 1.250,00 € oder 1,25 € heißen. Bitte mit Cent eingeben, z. B. 1250,00.",
    );
  });

  it("puts the server's problems beside the line shown at that place, amounts in euros", () => {
    const form = formOf(offer, "de");
    const moved = { ...form, lines: [form.lines[1]!, form.lines[0]!] };
    const messages = problemMessages(
      {
        "lines.0.unitPriceCents": { code: "out_of_range", min: 0, max: 10_000_000 },
        "customer.email": { code: "invalid_email" },
        "discount.basisPoints": { code: "out_of_range", min: 0, max: 10_000 },
        eventDate: { code: "made_up_code" },
      },
      moved,
      de,
      money,
      "de-DE",
    );
    expect(messages).toEqual({
      [lineField(form.lines[1]!.key, "unitPriceCents")]:
        "Bitte einen Betrag von 0,00 € bis 100000,00 € eingeben.",
      "customer.email": de.offerErrors.invalid_email,
      discount: "Bitte einen Wert von 0 bis 100 % eingeben.",
      eventDate: de.offerErrors.invalid,
    });
  });

  it("shows the duration in hours and stores it in minutes; the form of address goes with the customer", () => {
    const form = formOf({ ...offer, durationMinutes: 150 }, "de");
    expect(form.duration).toBe("2,5");
    expect(form.formOfAddress).toBe("");
    expect(formOf({ ...offer, durationMinutes: 180 }, "en").duration).toBe("3");
    for (const [typed, minutes] of [
      ["3", 180],
      ["2,5", 150],
      ["2.5", 150],
      [" 0,75 ", 45],
    ] as const) {
      const { draft, problems } = draftOf({ ...form, duration: typed });
      expect(problems, typed).toEqual({});
      expect(draft.durationMinutes, typed).toBe(minutes);
    }
    const unread = draftOf({ ...form, duration: "3 Std." });
    expect(unread.problems).toEqual({ durationMinutes: "number" });
    expect(draftOf({ ...form, duration: "" }).draft.durationMinutes).toBeNull();
    expect(draftOf({ ...form, formOfAddress: "ms" }).draft.customer.formOfAddress).toBe("ms");
    expect(draftOf(form).draft.customer.formOfAddress).toBeNull();
    // The server's range in minutes is put in hours.
    const messages = problemMessages(
      { durationMinutes: { code: "out_of_range", min: 15, max: 1440 } },
      form,
      de,
      money,
      "de-DE",
    );
    expect(messages.durationMinutes).toBe("Bitte eine Dauer von 0,25 bis 24 Stunden.");
  });

  it("is unchanged when only the lines' keys differ", () => {
    expect(formKey(formOf(offer, "de"))).toBe(formKey(formOf(offer, "de")));
  });
});
