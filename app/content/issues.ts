/**
 * What is wrong with a piece of content, as a code with its parameters (docs/decisions/0139):
 * the server answers these, the build prints their English message, and the back office
 * words each code in the user's language (app/admin/i18n/content-issues.*.ts). Pure: the
 * editor runs the same checks as you type.
 */
import type { z } from "zod";

export const issueCodes = [
  // From the schemas
  "required",
  "missing",
  "number",
  "integer",
  "min_number",
  "above_number",
  "max_number",
  "min_items",
  "max_items",
  "max_length",
  "option",
  "slug",
  "date",
  "unknown_key",
  "min_max",
  "season_needs_months",
  "invalid",
  // Across entries and in texts
  "price_quote_mismatch",
  "people_quote_mismatch",
  "list_price_quote_mismatch",
  "list_people_quote_mismatch",
  "unknown_picture",
  "unknown_event",
  "listed_twice",
  "variant_missing",
  "not_listed",
  "event_exists_twice",
  "slug_taken",
  "id_taken",
  "promotion_before_date",
  "reading_time",
  "link_not_allowed",
  "link_missing_anchor",
  "link_unknown_page",
  "markdown",
  "document_missing",
  "document_twice",
  "nothing_to_publish",
  "nothing_changed",
] as const;
export type IssueCode = (typeof issueCodes)[number];

export type IssueParams = Record<string, string | number>;

/** One problem of one field: `path` is dotted ("en.title", "detail.de.seo.description"). */
export interface FieldIssue {
  path: string;
  code: IssueCode;
  params: IssueParams;
  /** The English sentence, for the build's output and logs; people see the code's words. */
  message: string;
}

const at = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (inner, key) =>
      inner !== null && typeof inner === "object"
        ? (inner as Record<PropertyKey, unknown>)[key]
        : undefined,
    value,
  );

/** A zod issue as a code and its parameters. */
function codeOf(issue: z.core.$ZodIssue, value: unknown): { code: IssueCode; params: IssueParams } {
  switch (issue.code) {
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return { code: "required", params: {} };
      if (issue.origin === "array") return { code: "min_items", params: { min } };
      return issue.inclusive
        ? { code: "min_number", params: { min } }
        : { code: "above_number", params: { min } };
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return { code: "max_length", params: { max } };
      if (issue.origin === "array") return { code: "max_items", params: { max } };
      return { code: "max_number", params: { max } };
    }
    case "invalid_type":
      if (at(value, issue.path) === undefined) return { code: "missing", params: {} };
      if (issue.expected === "int") return { code: "integer", params: {} };
      if (issue.expected === "number") return { code: "number", params: {} };
      return { code: "invalid", params: {} };
    case "invalid_value":
      return { code: "option", params: {} };
    case "invalid_format":
      if (issue.format === "date") return { code: "date", params: {} };
      if (issue.format === "regex") return { code: "slug", params: {} };
      return { code: "invalid", params: {} };
    case "unrecognized_keys":
      return { code: "unknown_key", params: { key: issue.keys.join(", ") } };
    case "custom": {
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      return (issueCodes as readonly unknown[]).includes(code)
        ? { code: code as IssueCode, params: {} }
        : { code: "invalid", params: {} };
    }
    default:
      return { code: "invalid", params: {} };
  }
}

/** The issues of a value against a schema (empty when it matches). */
export function schemaFieldIssues(schema: z.ZodType, value: unknown): FieldIssue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    ...codeOf(issue, value),
    message: issue.message,
  }));
}
