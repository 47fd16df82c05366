/** The lines editor's list changes: a new line's defaults, moving a line, a line's amount. */
import { describe, expect, it } from "vitest";
import { amountCents, moved, newLine } from "./line-edits";

describe("line edits", () => {
  it("makes a new extra at a flat price with the regime's VAT rate, unless told otherwise", () => {
    const regular = newLine("regular", {});
    expect(regular).toMatchObject({ kind: "extra", quantity: "1", unit: "flat", price: "" });
    expect(regular.taxRateBp).toBe(1900);
    expect(newLine("small_business", {}).taxRateBp).toBe(0);
    expect(newLine("regular", { unit: "person", title: "Catering" })).toMatchObject({
      unit: "person",
      title: "Catering",
    });
    expect(newLine("regular", {}).key).not.toBe(regular.key);
  });

  it("moves a line up or down, keeping the others in order", () => {
    const lines = ["a", "b", "c"].map((title) => newLine("regular", { title }));
    expect(moved(lines, 2, -1).map((line) => line.title)).toEqual(["a", "c", "b"]);
    expect(moved(lines, 0, 1).map((line) => line.title)).toEqual(["b", "a", "c"]);
    expect(lines.map((line) => line.title)).toEqual(["a", "b", "c"]);
  });

  it("multiplies a whole quantity by the typed price; none while the price is unreadable", () => {
    expect(amountCents(newLine("regular", { quantity: "12", price: "39,50" }))).toBe(47400);
    expect(amountCents(newLine("regular", { quantity: "12", price: "39.50" }))).toBe(47400);
    expect(amountCents(newLine("regular", { quantity: "1,5", price: "10" }))).toBe(0);
    expect(amountCents(newLine("regular", { quantity: "2", price: "zehn" }))).toBeNull();
    expect(amountCents(newLine("regular", { quantity: "2", price: "1,250" }))).toBeNull();
  });
});
