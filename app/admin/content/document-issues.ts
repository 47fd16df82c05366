/**
 * Which problems a document's editor shows: at its own fields, the checks of its kind as
 * typed and what the server reported while the field still holds the value it had then;
 * apart, the problems the change causes in other documents.
 */
import { valueAt, type ContentKind, type DocumentKind } from "../../content/kinds";
import type { ContentIssue } from "./content-api";
import type { ShownIssue } from "./form/context";
import { liveIssues } from "./form/editing";

/** A problem the server found, shown while its field keeps the value it had then. */
export interface Reported {
  issue: ContentIssue;
  value: string;
}

/** Which document the editor shows. */
interface Shown {
  kind: DocumentKind;
  key: string;
}

export const report = (issues: ContentIssue[], data: unknown): Reported[] =>
  issues.map((issue) => ({ issue, value: JSON.stringify(valueAt(data, issue.path) ?? null) }));

const isOf = (issue: ContentIssue, shown: Shown) =>
  issue.kind === shown.kind && issue.key === shown.key;

/** The document's own problems by field path ("data" for the whole document), first one wins. */
export function ownIssues(
  kind: ContentKind,
  data: unknown,
  reported: Reported[],
  shown: Shown,
): Record<string, ShownIssue> {
  const found: Record<string, ShownIssue> = {};
  for (const issue of liveIssues(kind, data)) found[issue.path || "data"] ??= issue;
  for (const { issue, value } of reported) {
    if (!isOf(issue, shown)) continue;
    if (JSON.stringify(valueAt(data, issue.path) ?? null) !== value) continue;
    found[issue.path || "data"] ??= issue;
  }
  return found;
}

/** The problems the server found in other documents. */
export function otherIssues(reported: Reported[], shown: Shown): ContentIssue[] {
  return reported.map((r) => r.issue).filter((issue) => !isOf(issue, shown));
}
