/**
 * The top of a document in the editor: the way back to the list, the kind, the title, and
 * whether the document is deleted, not yet published, or has a draft (by whom, when).
 */
import { Link } from "react-router";
import type { ContentKind } from "../../content/kinds";
import { format, useI18n } from "../i18n";
import type { DocumentAnswer } from "./content-api";

export function DocumentHeading({
  kind,
  title,
  answer,
}: {
  kind: ContentKind;
  title: string;
  answer: DocumentAnswer;
}) {
  const { t, locale, dateTime } = useI18n();
  return (
    <div className="space-y-2">
      <Link className="text-spree underline" to="/content">
        {t.content.back}
      </Link>
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
        {kind.label[locale].one}
      </p>
      <h1 id="document-title" className="text-2xl font-bold break-words">
        {title}
      </h1>
      {answer.deletedAt !== null ? (
        <p className="text-danger">{t.content.deletedBanner}</p>
      ) : answer.published === null ? (
        <p className="text-ink-soft">{t.content.notPublishedYet}</p>
      ) : null}
      {answer.draft !== null && answer.draftSavedAt ? (
        <p className="text-ink-soft">
          {format(t.contentEditor.draftBy, {
            time: dateTime(answer.draftSavedAt),
            name: answer.draftSavedBy ?? "—",
          })}
        </p>
      ) : null}
    </div>
  );
}
