/**
 * One document in the editor: its form (ContentForm, fields by kind, both languages side
 * by side), drafts saved while typing, preview, publishing (only when something differs
 * from the site), discarding the draft after a question, the problems to correct (checked
 * as you type by the server's rules, worded in the user's language), the history, and a
 * warning before leaving with unsaved changes.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { contentKinds, valueAt, type DocumentKind } from "../../content/kinds";
import { AdminApiError, type Me } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { ActionBar } from "./ActionBar";
import { contentApi, type ContentIssue, type DocumentAnswer } from "./content-api";
import type { ShownIssue } from "./form/context";
import { ContentForm } from "./form/ContentForm";
import { deriveData, liveIssues } from "./form/editing";
import type { JsonSchema } from "./form/schema-tools";
import { IssueSummary } from "./IssueSummary";
import { LeaveGuard } from "./LeaveGuard";
import { RevisionsPanel } from "./RevisionsPanel";
import { useAutosave } from "./use-autosave";

interface FormState {
  data: unknown;
  /** The draft or published data the server holds, as JSON. */
  saved: string;
  /** The published data, as JSON (null: never published). */
  published: string | null;
  revision: number | null;
  generation: number;
}

export type Status =
  | { kind: "idle" }
  | { kind: "busy"; text: string }
  | { kind: "success"; text: string }
  | { kind: "error"; text: string }
  | { kind: "conflict" };

/** A problem the server found, shown while its field keeps the value it had then. */
interface Reported {
  issue: ContentIssue;
  value: string;
}

const report = (issues: ContentIssue[], data: unknown): Reported[] =>
  issues.map((issue) => ({ issue, value: JSON.stringify(valueAt(data, issue.path) ?? null) }));

/** A new page per document, so nothing of one document's form stays for the next. */
export function DocumentRoute() {
  const params = useParams();
  return <DocumentPage key={`${params.kind}/${params.key}`} />;
}

function DocumentPage() {
  const params = useParams();
  const kindName = params.kind as DocumentKind;
  const kind = contentKinds[kindName];
  const key = params.key ?? "";
  const me = useRouteLoaderData("layout") as Me;
  const { t, locale, dateTime } = useI18n();
  const queryClient = useQueryClient();
  const doc = useQuery({
    queryKey: ["content-doc", kindName, key],
    queryFn: () => contentApi.get(kindName, key),
    refetchOnWindowFocus: false,
    enabled: Boolean(kind),
  });
  const schema = useMemo(
    () =>
      kind
        ? (z.toJSONSchema(kind.schema, { io: "input", unrepresentable: "any" }) as JsonSchema)
        : null,
    [kind],
  );
  const [form, setForm] = useState<FormState | null>(null);
  const [reported, setReported] = useState<Reported[]>([]);
  // A new entry shows its problems only after the first attempt to publish.
  const [showAll, setShowAll] = useState(true);
  const [focusIssues, setFocusIssues] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  useEffect(() => {
    if (focusIssues > 0) document.getElementById("content-issues")?.focus();
  }, [focusIssues]);

  const start = (answer: DocumentAnswer, generation: number) => {
    const data = answer.draft ?? answer.published;
    const published = answer.published === null ? null : JSON.stringify(answer.published);
    setForm({
      data,
      saved: JSON.stringify(data),
      published,
      revision: answer.revision,
      generation,
    });
    setReported(report(answer.issues, data));
    if (generation === 0) setShowAll(answer.published !== null || answer.revision !== null);
  };
  useEffect(() => {
    if (doc.data && !form) start(doc.data, 0);
    // Only the first answer fills the form; later ones are applied by reload().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc.data]);

  const current = form ? JSON.stringify(form.data) : "";
  const saveDraft = async (): Promise<boolean> => {
    if (!form) return false;
    const data = form.data;
    try {
      const saved = await contentApi.saveDraft(kindName, key, data);
      setForm((f) => (f ? { ...f, saved: JSON.stringify(data) } : f));
      setReported(report(saved.issues, data));
      queryClient.setQueryData<DocumentAnswer>(["content-doc", kindName, key], (old) =>
        old
          ? { ...old, draft: data, draftSavedAt: saved.savedAt, draftSavedBy: me.user.name }
          : old,
      );
      await queryClient.invalidateQueries({ queryKey: ["content-list"] });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const autosave = useAutosave({
    current,
    saved: form?.saved ?? "",
    enabled: Boolean(form) && doc.data?.deletedAt === null,
    save: saveDraft,
  });

  const reload = async () => {
    const answer = await queryClient.fetchQuery({
      queryKey: ["content-doc", kindName, key],
      queryFn: () => contentApi.get(kindName, key),
      staleTime: 0,
    });
    start(answer, (form?.generation ?? 0) + 1);
    await queryClient.invalidateQueries({ queryKey: ["content-revisions", kindName, key] });
    await queryClient.invalidateQueries({ queryKey: ["content-list"] });
    return answer;
  };

  function failed(error: unknown) {
    if (error instanceof AdminApiError) {
      if (error.status === 409 && error.code === "stale") return setStatus({ kind: "conflict" });
      const issues = (error.body.issues ?? []) as ContentIssue[];
      if (error.status === 422 && issues.length > 0) {
        setShowAll(true);
        setReported(report(issues, form?.data));
        setStatus({ kind: "idle" });
        setFocusIssues((count) => count + 1);
        return;
      }
      const words = (t.contentIssues as Record<string, string>)[error.code];
      return setStatus({
        kind: "error",
        text: words ?? (error.status === 0 ? t.app.offline : t.app.error),
      });
    }
    setStatus({ kind: "error", text: t.app.error });
  }

  const own = useMemo(() => {
    const shown: Record<string, ShownIssue> = {};
    if (!form || !kind || !showAll) return shown;
    for (const issue of liveIssues(kind, form.data)) shown[issue.path || "data"] ??= issue;
    for (const { issue, value } of reported) {
      if (issue.kind !== kindName || issue.key !== key) continue;
      if (JSON.stringify(valueAt(form.data, issue.path) ?? null) !== value) continue;
      shown[issue.path || "data"] ??= issue;
    }
    return shown;
  }, [form, kind, kindName, key, reported, showAll]);
  const others = showAll
    ? reported.map((r) => r.issue).filter((i) => i.kind !== kindName || i.key !== key)
    : [];

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
  const unchanged = form.published !== null && current === form.published;

  const publish = async () => {
    if (Object.keys(liveIssuesOf()).length > 0) {
      setShowAll(true);
      setFocusIssues((count) => count + 1);
      return;
    }
    setStatus({ kind: "busy", text: t.content.publishing });
    try {
      const result = await contentApi.publish(kindName, key, form.revision, form.data);
      await reload();
      const together = result.alsoPublished.map((d) => d.title[locale]).join(", ");
      setStatus({
        kind: "success",
        text: [
          t.contentEditor.published,
          together ? format(t.content.alsoPublished, { titles: together }) : "",
        ]
          .filter(Boolean)
          .join(" "),
      });
    } catch (error) {
      failed(error);
    }
  };
  const liveIssuesOf = () => {
    const found: Record<string, true> = {};
    for (const issue of liveIssues(kind, form.data)) found[issue.path] = true;
    return found;
  };

  return (
    <section className="space-y-6" aria-labelledby="document-title">
      <LeaveGuard unsaved={autosave.dirty && !deleted} />
      <div className="space-y-2">
        <Link className="text-spree underline" to="/content">
          {t.content.back}
        </Link>
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
          {kind.label[locale].one}
        </p>
        <h1 id="document-title" className="text-2xl font-bold break-words">
          {title.trim() ? title : key}
        </h1>
        {deleted ? (
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
        onPublish={publish}
        onSave={async () => {
          setStatus({ kind: "busy", text: t.content.saving });
          const ok = await saveDraft();
          if (ok) {
            const time = new Intl.DateTimeFormat(locale, {
              timeStyle: "short",
              timeZone: "Europe/Berlin",
            }).format(new Date());
            autosave.setState({ kind: "saved", at: new Date().toISOString() });
            setStatus({ kind: "success", text: format(t.contentEditor.savedDraft, { time }) });
          }
        }}
        onDiscard={async () => {
          setStatus({ kind: "busy", text: t.content.saving });
          try {
            await contentApi.discardDraft(kindName, key);
            await reload();
            setStatus({ kind: "success", text: t.content.discarded });
          } catch (error) {
            failed(error);
          }
        }}
        onDelete={async () => {
          setStatus({ kind: "busy", text: t.content.saving });
          try {
            await contentApi.remove(kindName, key);
            await reload();
            setStatus({ kind: "success", text: t.content.deletedNotice });
          } catch (error) {
            failed(error);
          }
        }}
        onBeforePreview={async () => (autosave.dirty ? saveDraft() : true)}
      />

      <div aria-live="polite">
        {status.kind === "busy" ? <p role="status">{status.text}</p> : null}
        {status.kind === "success" ? <Notice kind="success">{status.text}</Notice> : null}
        {status.kind === "error" ? <Notice kind="error">{status.text}</Notice> : null}
      </div>
      {status.kind === "conflict" ? (
        <div role="alert" className="card space-y-3 border-danger/40">
          <p className="font-medium text-danger">{t.content.conflict}</p>
          <button
            type="button"
            className="btn-outline"
            onClick={async () => {
              await reload();
              setStatus({ kind: "idle" });
            }}
          >
            {t.content.reload}
          </button>
        </div>
      ) : null}

      <IssueSummary own={own} others={others} />

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
        noValidate
      >
        <ContentForm
          key={form.generation}
          kind={kind}
          schema={schema}
          value={form.data}
          issues={own}
          onChange={(value) =>
            setForm((f) => (f ? { ...f, data: deriveData(kind, f.data, value) } : f))
          }
        />
      </form>

      <RevisionsPanel
        kind={kindName}
        documentKey={key}
        baseRevision={form.revision}
        onRestored={async () => {
          await reload();
          setStatus({ kind: "success", text: t.contentEditor.restored });
        }}
        onFailed={failed}
      />
    </section>
  );
}
