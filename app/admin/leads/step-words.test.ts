/** A suggested next step reads in the reader's language; free text stays as typed. */
import { describe, expect, it } from "vitest";
import { de } from "../i18n/de";
import { en } from "../i18n/en";
import { stepText } from "./step-words";

describe("a next step's words", () => {
  it("are the reader's for a suggested step, whoever set it", () => {
    expect(stepText("Angebot nachfassen", en)).toBe("Follow up the offer");
    expect(stepText("Follow up the offer", de)).toBe("Angebot nachfassen");
    expect(stepText(" angebot nachfassen ", de)).toBe("Angebot nachfassen");
    expect(stepText("Rückruf wegen Termin", en)).toBe("Rückruf wegen Termin");
  });
});
