/** Saving asks when an event's typed price is more than ten times off the catalogue's. */
import { describe, expect, it } from "vitest";
import { formOf } from "../editor-state";
import type { OfferDetail } from "../offers-api";
import { priceOutliers } from "./price-check";

const line = (kind: string, eventSlug: string | null, unitPriceCents: number) => ({
  kind,
  eventSlug,
  title: eventSlug ?? "Catering",
  detail: null,
  quantity: 24,
  unit: "person",
  unitPriceCents,
  taxRateBp: 0,
});

const form = (...lines: ReturnType<typeof line>[]) =>
  formOf(
    {
      language: "en",
      customer: { company: "", contactName: "", email: "", address: null },
      participants: 24,
      discount: null,
      validUntil: "2026-12-10",
      depositBp: 0,
      lines,
    } as unknown as OfferDetail,
    "en",
  );

const catalogue = [
  { slug: "cooking", pricePerPersonCents: 4500 },
  { slug: "gingerbread", pricePerPersonCents: 3900 },
];

describe("prices far from the catalogue", () => {
  it("names event lines more than ten times above or below the catalogue's price", () => {
    const typed = form(
      line("event", "cooking", 450000),
      line("event", "gingerbread", 3900),
      line("event", "gingerbread", 390),
      line("event", "gingerbread", 389),
      line("event", "cooking", 45000),
      line("event", "cooking", 45001),
    );
    const found = priceOutliers(typed, catalogue);
    expect(found.map((each) => [each.priceCents, each.catalogueCents])).toEqual([
      [450000, 4500],
      [389, 3900],
      [45001, 4500],
    ]);
    expect(found[0]!.key).toBe(typed.lines[0]!.key);
  });

  it("leaves extras, unknown events and unreadable prices alone", () => {
    const typed = form(line("extra", null, 999900), line("event", "gone", 999900));
    typed.lines.push({ ...typed.lines[0]!, kind: "event", eventSlug: "cooking", price: "1,250" });
    expect(priceOutliers(typed, catalogue)).toEqual([]);
  });
});
