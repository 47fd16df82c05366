/**
 * One document in the editor: its form (ContentForm, fields by kind, both languages side
 * by side), drafts saved while typing, preview, publishing (only when something differs
 * from the site), discarding the draft after a question, the problems to correct (checked
 * as you type by the server's rules, worded in the user's language), the history, and a
 * warning before leaving with unsaved changes. Its state and actions are
 * use-document-editor.ts.
 */
import { Link, useParams, useRouteLoaderData } from "react-router";
import type { DocumentKind } from "../../content/kinds";
import { AdminApiError, type Me } from "../api";
import { Notice } from "../components/Field";
import { useI18n } from "../i18n";
import { ActionBar } from "./ActionBar";
import { DocumentHeading } from "./DocumentHeading";
import { DocumentStatus } from "./DocumentStatus";
import { ContentForm } from "./form/ContentForm";
import { IssueSummary } from "./IssueSummary";
import { LeaveGuard } from "./LeaveGuard";
import { RevisionsPanel } from "./RevisionsPanel";
import { useDocumentEditor } from "./use-document-editor";

/** A new page per document, so nothing of one document's form stays for the next. */
export function DocumentRoute() {
  const params = useParams();
  return <DocumentPage key={`${params.kind}/${params.key}`} />;
}

function DocumentPage() {
  const params = useParams();
  const kindName = params.kind as DocumentKind;
  const key = params.key ?? "";
  const me = useRouteLoaderData("layout") as Me;
  const { t, locale } = useI18n();
  const editor = useDocumentEditor(kindName, key);
  const { kind, doc, schema, form, status, autosave, actions } = editor;

  if (!kind || doc.isError) {
    const notFound = !kind || (doc.error instanceof AdminApiError && doc.error.status === 404);
    return (
      <section className="space-y-3">
        <Notice kind="error">{notFound ? t.app.notFound : t.app.error}</Notice>
        <Link className="text-spree underline" to="/content">
          {t.content.back}
        </Link>
      </section>
    );
  }
  if (!doc.data || !schema || !form) return <p role="status">{t.app.loading}</p>;

  const answer = doc.data;
  const title = kind.title(form.data, locale) ?? key;
  const deleted = answer.deletedAt !== null;
  const unchanged = form.published !== null && JSON.stringify(form.data) === form.published;

  return (
    <section className="space-y-6" aria-labelledby="document-title">
      <LeaveGuard unsaved={autosave.dirty && !deleted} />
      <DocumentHeading kind={kind} title={title.trim() ? title : key} answer={answer} />

      <ActionBar
        kind={kindName}
        documentKey={key}
        data={form.data}
        title={title}
        deleted={deleted}
        hasDraft={answer.draft !== null}
        canDelete={me.user.role === "owner" && kind.creatable && !deleted}
        busy={status.kind === "busy"}
        unchanged={unchanged}
        save={autosave}
        onPublish={actions.publish}
        onSave={actions.save}
        onDiscard={actions.discard}
        onDelete={actions.remove}
        onBeforePreview={actions.beforePreview}
      />

      <DocumentStatus status={status} onReload={actions.reloadAfterConflict} />

      <IssueSummary own={editor.own} others={editor.others} />

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void editor.saveDraft();
        }}
        noValidate
      >
        <ContentForm
          key={form.generation}
          kind={kind}
          schema={schema}
          value={form.data}
          issues={editor.own}
          onChange={actions.change}
        />
      </form>

      <RevisionsPanel
        kind={kindName}
        documentKey={key}
        baseRevision={form.revision}
        onRestored={actions.restored}
        onFailed={editor.failed}
      />
    </section>
  );
}
