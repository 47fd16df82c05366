/** The recovery codes' text file: agency, e-mail, Berlin date, every code, a dated file name. */
import { describe, expect, it } from "vitest";
import { de } from "../i18n/de";
import { en } from "../i18n/en";
import { recoveryCodesFile } from "./recovery-codes-file";

const codes = ["7KQ3M-XH9TD", "ABCDE-23456"];

describe("recoveryCodesFile", () => {
  it("names the agency, the account and the Berlin day, then one code a line", () => {
    // 23:30 UTC on 26 November is already the 27th in Berlin.
    const file = recoveryCodesFile({
      agency: "Spreegeist Events",
      email: "olga@agency.example",
      codes,
      at: new Date("2026-11-26T23:30:00Z"),
      locale: "de",
      texts: de.account.recoveryFile,
    });
    expect(file.name).toBe("spreegeist-events-wiederherstellungscodes-2026-11-27.txt");
    const lines = file.text.split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "Spreegeist Events",
      "Wiederherstellungscodes für olga@agency.example",
      "Erstellt am 27.11.2026",
    ]);
    expect(lines.filter((line) => /^[2-9A-Z]{5}-[2-9A-Z]{5}$/.test(line))).toEqual(codes);
  });

  it("speaks the chosen language", () => {
    const file = recoveryCodesFile({
      agency: "Spreegeist Events",
      email: "olga@agency.example",
      codes,
      at: new Date("2026-11-26T10:00:00Z"),
      locale: "en",
      texts: en.account.recoveryFile,
    });
    expect(file.name).toBe("spreegeist-events-recovery-codes-2026-11-26.txt");
    expect(file.text).toContain("Recovery codes for olga@agency.example\nCreated on 26 Nov 2026");
  });
});
