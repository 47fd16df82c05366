/**
 * The words for a reply template's field problems (an unknown placeholder, a stray brace, a
 * line break in a one-line text, a missing or too long text).
 */
import { format } from "../i18n";
import type { Dictionary } from "../i18n/de";
import { PLACEHOLDERS, type TemplateProblem } from "./templates-api";

/** A problem the server named for one field, in the user's language. */
export function problemText(problem: TemplateProblem, t: Dictionary): string {
  const words = t.replyTemplates.problems;
  switch (problem.code) {
    case "unknown_placeholder":
      return format(words.unknownPlaceholder, {
        placeholder: `{${problem.placeholder}}`,
        list: PLACEHOLDERS.map((name) => `{${name}}`).join(", "),
      });
    case "stray_brace":
      return format(words.strayBrace, { example: "{name}" });
    case "one_line":
      return words.oneLine;
    case "required":
      return words.required;
    case "too_long":
      return format(words.tooLong, { max: problem.max });
  }
}
