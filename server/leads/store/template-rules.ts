/**
 * What a reply template may say (decision 0130): its placeholders such as `{name}`, the
 * longest text of each part, and every problem of a template by its field, as the form shows
 * it; filling the placeholders in.
 */
import { DomainError } from "../../domain-error.ts";
import type { ReplyTemplateText } from "../schema.ts";
import { locales, type Locale } from "#app/i18n/locales.ts";

/** The placeholders a template may use; the composer fills them from the lead. */
export const REPLY_PLACEHOLDERS = [
  "name",
  "company",
  "events",
  "participants",
  "preferredDate",
  "estimate",
  "staffName",
] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

/** The languages a template is written in (the site's). */
const TEMPLATE_LANGUAGES = locales;
const TEMPLATE_PARTS = ["subject", "greeting", "body", "signature"] as const;

/** The longest text each part may have (the subject becomes a mail header). */
const TEMPLATE_LIMITS = {
  name: 80,
  subject: 150,
  greeting: 200,
  body: 10_000,
  signature: 1_000,
} as const;

export interface ReplyTemplate {
  id: string;
  name: { de: string; en: string };
  de: ReplyTemplateText;
  en: ReplyTemplateText;
  position: number;
  updatedAt: string;
}

export type ReplyTemplateInput = Pick<ReplyTemplate, "name" | Locale>;

/**
 * What is wrong with one field of a template, for the form to say in its own language:
 * `unknown_placeholder` names the placeholder, `stray_brace` a brace that opens or closes
 * nothing, `one_line` a line break in a subject, `required` and `too_long` (with `max`) the
 * length.
 */
export type TemplateProblem =
  | { code: "unknown_placeholder"; placeholder: string }
  | { code: "stray_brace" }
  | { code: "one_line" }
  | { code: "required" }
  | { code: "too_long"; max: number };

const placeholderPattern = /\{([^{}]*)\}/g;

/** The first placeholder problem of a text, or undefined when every brace is a known placeholder. */
function placeholderProblem(text: string): TemplateProblem | undefined {
  for (const [, inner] of text.matchAll(placeholderPattern)) {
    if (!(REPLY_PLACEHOLDERS as readonly string[]).includes(inner!)) {
      return { code: "unknown_placeholder", placeholder: inner! };
    }
  }
  if (/[{}]/.test(text.replace(placeholderPattern, ""))) return { code: "stray_brace" };
  return undefined;
}

/** Fills the placeholders of a (checked) text. */
export function fillPlaceholders(text: string, values: Record<ReplyPlaceholder, string>): string {
  return text.replace(placeholderPattern, (match, inner: string) =>
    inner in values ? values[inner as ReplyPlaceholder] : match,
  );
}

function problemMessage(problem: TemplateProblem): string {
  switch (problem.code) {
    case "unknown_placeholder":
      return `Unknown placeholder {${problem.placeholder}}; use ${REPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}.`;
    case "stray_brace":
      return "A brace that is not part of a placeholder: write placeholders like {name}.";
    case "one_line":
      return "A subject is one line, without line breaks.";
    case "required":
      return "Please fill this in.";
    case "too_long":
      return `At most ${problem.max} characters.`;
  }
}

/**
 * Every problem of a template by its field's dotted path (`name.de`, `en.body`); empty
 * when it can be stored. Greeting and signature may be empty, name, subject and body not.
 */
function templateProblems(input: ReplyTemplateInput): Record<string, TemplateProblem> {
  const problems: Record<string, TemplateProblem> = {};
  const check = (
    path: string,
    text: string,
    max: number,
    required: boolean,
    placeholders = true,
  ) => {
    if (required && text.trim() === "") problems[path] = { code: "required" };
    else if (text.length > max) problems[path] = { code: "too_long", max };
    else if (placeholders) {
      const problem = placeholderProblem(text);
      if (problem) problems[path] = problem;
    }
  };
  for (const language of TEMPLATE_LANGUAGES) {
    check(`name.${language}`, input.name[language], TEMPLATE_LIMITS.name, true, false);
  }
  for (const language of TEMPLATE_LANGUAGES) {
    for (const part of TEMPLATE_PARTS) {
      const required = part === "subject" || part === "body";
      check(`${language}.${part}`, input[language][part], TEMPLATE_LIMITS[part], required);
    }
  }
  // A subject is one line: it becomes a mail header.
  for (const language of TEMPLATE_LANGUAGES) {
    if (!problems[`${language}.subject`] && /[\p{Cc}\u2028\u2029]/u.test(input[language].subject)) {
      problems[`${language}.subject`] = { code: "one_line" };
    }
  }
  return problems;
}

/** Refuses a template with any problem: a 400 naming the first field, with all of them. */
export function checkTemplate(input: ReplyTemplateInput): ReplyTemplateInput {
  const problems = templateProblems(input);
  const paths = Object.keys(problems);
  if (paths.length === 0) {
    const trim = (text: ReplyTemplateText): ReplyTemplateText => ({
      subject: text.subject.trim(),
      greeting: text.greeting.trim(),
      body: text.body.trim(),
      signature: text.signature.trim(),
    });
    return {
      name: { de: input.name.de.trim(), en: input.name.en.trim() },
      de: trim(input.de),
      en: trim(input.en),
    };
  }
  const fields = Object.fromEntries(paths.map((path) => [path, problemMessage(problems[path]!)]));
  throw new DomainError("invalid", "invalid_template", `${paths[0]}: ${fields[paths[0]!]}`, {
    field: paths[0],
    fields,
    extra: { problems },
  });
}
