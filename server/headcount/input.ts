/**
 * A participant's answer as the page's form posts it (plain form fields), checked field by
 * field under the project's text rule (app/shared/text-rule.ts: no control or direction
 * characters, one line) and what the booking asks (./needs.ts). A refusal is a 400 naming
 * every bad field with a code the page words in its language; nothing is stored.
 */
import { z } from "zod";
import { textProblem } from "#app/shared/text-rule.ts";
import { locales, type Locale } from "#app/i18n/locales.ts";
import { DomainError } from "../domain-error.ts";
import { DIETS, type Diet } from "./schema.ts";
import type { HeadcountNeeds } from "./needs.ts";

export interface HeadcountInput {
  name: string;
  /** Trimmed, in lower case. */
  email: string;
  attending: boolean;
  diet: Diet | null;
  dietNote: string | null;
  guide: Locale | null;
}

export const HEADCOUNT_FIELDS = [
  "name",
  "email",
  "attending",
  "diet",
  "dietNote",
  "guide",
  "waiver",
] as const;
export type HeadcountField = (typeof HEADCOUNT_FIELDS)[number];
/** Why a field is refused: the page words each in its language. */
export type FieldProblem = "required" | "tooLong" | "email" | "choice" | "text" | "waiver";

const LIMITS = { name: 100, email: 254, dietNote: 200 } as const;
const emailShape = z.email();

/** The form's values as posted (a missing field is ""). */
export type HeadcountForm = Partial<Record<HeadcountField, string>>;

export function formValues(form: URLSearchParams | undefined): HeadcountForm {
  const values: HeadcountForm = {};
  for (const field of HEADCOUNT_FIELDS) {
    const value = form?.get(field);
    if (value !== null && value !== undefined) values[field] = value;
  }
  return values;
}

/** The checked answer, or a DomainError (400) whose `fields` map each bad field to its problem. */
export function parseHeadcountForm(form: HeadcountForm, needs: HeadcountNeeds): HeadcountInput {
  const problems: Partial<Record<HeadcountField, FieldProblem>> = {};
  for (const field of HEADCOUNT_FIELDS) {
    const value = form[field];
    if (value !== undefined && textProblem(value, "single")) problems[field] = "text";
  }
  const text = (field: "name" | "email" | "dietNote", required: boolean): string => {
    const value = (form[field] ?? "").trim();
    if (problems[field]) return value;
    if (required && value === "") problems[field] = "required";
    else if (value.length > LIMITS[field]) problems[field] = "tooLong";
    return value;
  };
  const name = text("name", true);
  const email = text("email", true).toLowerCase();
  if (!problems.email && !emailShape.safeParse(email).success) problems.email = "email";
  const attendingValue = form.attending ?? "";
  if (!problems.attending && attendingValue !== "yes" && attendingValue !== "no") {
    problems.attending = attendingValue === "" ? "required" : "choice";
  }
  const attending = attendingValue === "yes";
  let diet: Diet | null = null;
  let dietNote: string | null = null;
  let guide: Locale | null = null;
  if (attending) {
    const guideValue = form.guide ?? "";
    if (!problems.guide) {
      if ((locales as readonly string[]).includes(guideValue)) guide = guideValue as Locale;
      else problems.guide = guideValue === "" ? "required" : "choice";
    }
    if (needs.diet) {
      const dietValue = form.diet ?? "";
      if (!problems.diet) {
        if ((DIETS as readonly string[]).includes(dietValue)) diet = dietValue as Diet;
        else problems.diet = dietValue === "" ? "required" : "choice";
      }
      dietNote = text("dietNote", false) || null;
    }
    if (needs.waiver && !problems.waiver && form.waiver !== "yes") problems.waiver = "waiver";
  }
  const bad = Object.entries(problems);
  if (bad.length > 0) {
    throw new DomainError("invalid", "invalid_answer", `Check the field ${bad[0]![0]}.`, {
      field: bad[0]![0],
      fields: Object.fromEntries(bad),
    });
  }
  return { name, email, attending, diet, dietNote, guide };
}
