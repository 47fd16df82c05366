import { describe, expect, it } from "vitest";
import { basisPointsToInput, centsToInput, parseEuros, parsePercent } from "./money-input";

describe("euros as typed in the offer editor", () => {
  it("reads German input with a decimal comma and dots between thousands", () => {
    expect(parseEuros("89,50", "de")).toBe(8950);
    expect(parseEuros("1.234,5", "de")).toBe(123450);
    expect(parseEuros("1.234", "de")).toBe(123400);
    expect(parseEuros("89.5", "de")).toBe(8950);
    expect(parseEuros(" 12 € ", "de")).toBe(1200);
  });
  it("reads English input", () => {
    expect(parseEuros("1,234.50", "en")).toBe(123450);
    expect(parseEuros("0.1", "en")).toBe(10);
  });
  it("refuses what is not an amount in cents", () => {
    expect(parseEuros("", "de")).toBeNull();
    expect(parseEuros("abc", "de")).toBeNull();
    expect(parseEuros("1,234", "de")).toBeNull();
    expect(parseEuros("12,3,4", "de")).toBeNull();
  });
  it("keeps a minus sign for the server to refuse", () => {
    expect(parseEuros("-5", "de")).toBe(-500);
  });
  it("writes cents back the way they are typed", () => {
    expect(centsToInput(8950, "de")).toBe("89,50");
    expect(centsToInput(123400, "en")).toBe("1234.00");
    expect(parseEuros(centsToInput(199, "de"), "de")).toBe(199);
  });
  it("reads and writes per cent as basis points", () => {
    expect(parsePercent("12,5", "de")).toBe(1250);
    expect(parsePercent("10 %", "en")).toBe(1000);
    expect(basisPointsToInput(1250, "de")).toBe("12,5");
  });
});
