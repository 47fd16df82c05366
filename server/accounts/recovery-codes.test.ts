/** Recovery codes: ten distinct codes of two groups of six, no confusable characters. */
import { describe, expect, it } from "vitest";
import { RECOVERY_CODE_ALPHABET, recoveryCodes } from "./recovery-codes.ts";

describe("recoveryCodes", () => {
  it("gives ten distinct codes like 7KQ3MX-H9TD2P", () => {
    const codes = recoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-Z]{6}-[2-9A-Z]{6}$/);
  });

  it("never uses 0, O, 1, I or L, and draws from the whole alphabet", () => {
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const seen = new Set(recoveryCodes(200).join("").replaceAll("-", ""));
    expect([...seen].sort().join("")).toBe(RECOVERY_CODE_ALPHABET);
  });
});
