/**
 * What the form does with each change, as pure functions: fields that follow others (the
 * search-engine texts follow the title and teaser until someone changes them; the kind's
 * own derivations, such as an article's reading time), and the problems of the data by the
 * same rules the server applies (the kind's schema and its own checks).
 */
import { locales } from "../../../i18n/locales";
import type { ContentKind } from "../../../content/kinds";
import { valueAt } from "../../../content/kinds";
import { schemaFieldIssues, type FieldIssue } from "../../../content/issues";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A copy of `data` with the value at a dotted path set (only where the path exists). */
function setAt(data: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = path.split(".");
  if (!isRecord(data) || head === undefined || !(head in data)) return data;
  return { ...data, [head]: rest.length === 0 ? value : setAt(data[head], rest.join("."), value) };
}

/** `after` with the fields that follow others brought in step with the change from `before`. */
export function deriveData(kind: ContentKind, before: unknown, after: unknown): unknown {
  let next = after;
  for (const source of kind.seo ?? []) {
    for (const locale of locales) {
      const at = (template: string) => template.replaceAll("{locale}", locale);
      for (const [target, from] of [
        ["title", source.title],
        ["description", source.description],
      ] as const) {
        const targetPath = `${at(source.seo)}.${target}`;
        const current = valueAt(next, targetPath);
        if (typeof current !== "string") continue;
        const was = valueAt(before, at(from));
        const now = valueAt(next, at(from));
        if (typeof now !== "string" || now === was) continue;
        // Filled from the source until someone wrote something else.
        if (current === "" || current === was) next = setAt(next, targetPath, now);
      }
    }
  }
  return kind.derive && isRecord(next) ? kind.derive(next) : next;
}

/** The problems of a document's data as the server would see them in the document itself. */
export function liveIssues(kind: ContentKind, data: unknown): FieldIssue[] {
  const issues = schemaFieldIssues(kind.schema, data);
  if (issues.length > 0 || !kind.ownChecks) return issues;
  return kind.ownChecks(data);
}
