/** The offer form's figures move between the languages' number forms; unreadable text stays. */
import { describe, expect, it } from "vitest";
import type { FormState, LineState } from "../editor-state";
import { figuresIn } from "./figures";

const line = (price: string): LineState => ({
  key: `line-${price}`,
  kind: "extra",
  eventSlug: null,
  title: "Catering",
  detail: "",
  quantity: "1.000",
  unit: "person",
  price,
  taxRateBp: 1900,
});

const form = (patch: Partial<FormState>): FormState => ({
  language: "de",
  company: "Muster GmbH",
  contactName: "",
  formOfAddress: "",
  email: "",
  street: "",
  postalCode: "",
  city: "",
  country: "DE",
  vatId: "",
  buyerReference: "",
  eventDate: "",
  startTime: "",
  duration: "",
  place: "",
  participants: "1.000",
  intro: "",
  discountKind: "none",
  discountValue: "",
  validUntil: "2026-12-10",
  depositBp: 0,
  lines: [],
  ...patch,
});

describe("figuresIn", () => {
  it("rewrites line prices and an amount discount from German to English", () => {
    const before = form({
      lines: [line("1.234,5"), line("zwölf")],
      discountKind: "amount",
      discountValue: "100,25",
    });
    const after = figuresIn(before, "en");
    expect(after.lines.map((each) => each.price)).toEqual(["1234.50", "zwölf"]);
    expect(after.discountValue).toBe("100.25");
    // Only figures in euros or per cent change; counts and texts stay as typed.
    expect(after.participants).toBe("1.000");
    expect(after.lines[0]!.quantity).toBe("1.000");
    expect(after.lines.map((each) => each.key)).toEqual(before.lines.map((each) => each.key));
  });

  it("rewrites a share discount from English to German", () => {
    const after = figuresIn(form({ discountKind: "percent", discountValue: "12.5" }), "de");
    expect(after.discountValue).toBe("12,5");
  });

  it("leaves the value of a discount of kind none alone", () => {
    const after = figuresIn(form({ discountKind: "none", discountValue: "3,5" }), "en");
    expect(after.discountValue).toBe("3,5");
  });
});
