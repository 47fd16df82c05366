/**
 * The problems to correct before publishing, at the top of the document: each entry moves
 * the keyboard to its field; problems the change causes in other documents link to them.
 */
import { Link } from "react-router";
import { contentKinds, type DocumentKind } from "../../content/kinds";
import { format, useI18n } from "../i18n";
import { editorPath, type ContentIssue } from "./content-api";
import type { ShownIssue } from "./form/context";
import { pathLabel } from "./form/labels";
import { fieldId } from "./form/schema-tools";
import { issueWords } from "./issue-words";

/** Moves the keyboard to a field (or the nearest group that exists), opening its section. */
export function focusField(path: string) {
  const parts = path.split(".");
  for (let n = parts.length; n >= 0; n--) {
    const element = document.getElementById(fieldId(parts.slice(0, n)));
    if (element) {
      const details = element.closest("details");
      if (details) details.open = true;
      element.scrollIntoView({ block: "center" });
      element.focus();
      return;
    }
  }
}

export function IssueSummary({
  own,
  others,
}: {
  own: Record<string, ShownIssue>;
  others: ContentIssue[];
}) {
  const { t, locale } = useI18n();
  const entries = Object.entries(own);
  if (entries.length === 0 && others.length === 0) return null;
  return (
    <div
      id="content-issues"
      tabIndex={-1}
      role="alert"
      className="card space-y-2 border-danger/40"
      data-testid="content-issues"
    >
      <h2 className="text-lg font-bold text-danger">
        {format(t.content.issuesTitle, { count: entries.length + others.length })}
      </h2>
      {entries.length > 0 ? <p className="text-sm text-ink-soft">{t.content.issuesIntro}</p> : null}
      <ul className="list-disc space-y-1 pl-5">
        {entries.map(([path, issue]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              className="text-spree underline"
              onClick={(event) => {
                event.preventDefault();
                focusField(path);
              }}
            >
              {pathLabel(t, locale, path)}
            </a>
            : {issueWords(t, issue)}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <>
          <p className="font-medium">{t.content.otherIssues}</p>
          <ul className="list-disc space-y-1 pl-5">
            {others.map((issue) => (
              <li key={`${issue.kind}/${issue.key}/${issue.path}/${issue.code}`}>
                <Link className="text-spree underline" to={editorPath(issue.kind, issue.key)}>
                  {contentKinds[issue.kind as DocumentKind]?.label[locale].one ?? issue.kind} „
                  {issue.key}“
                </Link>
                {" – "}
                {pathLabel(t, locale, issue.path)}: {issueWords(t, issue)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
