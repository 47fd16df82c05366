/**
 * One document in the editor: its form (generated from the kind's schema, both languages
 * side by side), save and discard the draft, preview, publish, the issues the server found
 * (next to each field and as a summary at the top whose entries move to the field), the
 * history with its diffs and "restore", and deleting events and articles (owners).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useParams, useRouteLoaderData } from "react-router";
import { locales } from "../../i18n/locales";
import { AdminApiError, type Me } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import {
  contentApi,
  editorPath,
  pagePath,
  type ContentIssue,
  type DocumentAnswer,
  type DocumentKind,
} from "./content-api";
import { RevisionsPanel } from "./RevisionsPanel";
import { fieldId, pathLabel, SchemaForm, translateMessage } from "./schema-form";

interface FormState {
  /** What the form started from (the draft, else the published data). */
  base: string;
  data: unknown;
  /** The revision the edit is based on (sent with publish). */
  revision: number | null;
  /** Changes when the form must start afresh (after publish, discard, restore). */
  generation: number;
}

type Status =
  | { kind: "idle" }
  | { kind: "busy"; text: string }
  | { kind: "success"; text: string }
  | { kind: "error"; text: string }
  | { kind: "conflict" };

/** Moves the keyboard to a field named by the server (or the nearest group that exists). */
function focusField(path: string) {
  const parts = path.split(".");
  for (let n = parts.length; n >= 0; n--) {
    const element = document.getElementById(fieldId(parts.slice(0, n)));
    if (element) {
      element.scrollIntoView({ block: "center" });
      element.focus();
      return;
    }
  }
}

/** A new page per document, so nothing of one document's form stays for the next. */
export function DocumentRoute() {
  const params = useParams();
  return <DocumentPage key={`${params.kind}/${params.key}`} />;
}

function DocumentPage() {
  const params = useParams();
  const kind = params.kind as DocumentKind;
  const key = params.key ?? "";
  const me = useRouteLoaderData("layout") as Me;
  const { t, locale, dateTime } = useI18n();
  const queryClient = useQueryClient();
  const doc = useQuery({
    queryKey: ["content-doc", kind, key],
    queryFn: () => contentApi.get(kind, key),
    refetchOnWindowFocus: false,
  });
  const schema = useQuery({
    queryKey: ["content-schema", kind],
    queryFn: () => contentApi.schema(kind),
    staleTime: Infinity,
  });
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [others, setOthers] = useState<ContentIssue[]>([]);
  // Bumped when publishing is refused: the summary takes the focus once it is on screen.
  const [focusIssues, setFocusIssues] = useState(0);
  useEffect(() => {
    if (focusIssues > 0) document.getElementById("content-issues")?.focus();
  }, [focusIssues]);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const start = (answer: DocumentAnswer, generation: number) => {
    const data = answer.draft ?? answer.published;
    setForm({ base: JSON.stringify(data), data, revision: answer.revision, generation });
    setErrors(answer.fields);
    setOthers(answer.issues.filter((i) => i.kind !== kind || i.key !== key));
  };
  useEffect(() => {
    if (doc.data && !form) start(doc.data, 0);
    // Only the first answer fills the form; later ones are applied by reload().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc.data]);

  const reload = async () => {
    const answer = await queryClient.fetchQuery({
      queryKey: ["content-doc", kind, key],
      queryFn: () => contentApi.get(kind, key),
      // Always asked again: the change just made is what the form must show.
      staleTime: 0,
    });
    start(answer, (form?.generation ?? 0) + 1);
    await queryClient.invalidateQueries({ queryKey: ["content-revisions", kind, key] });
    await queryClient.invalidateQueries({ queryKey: ["content-list"] });
    return answer;
  };

  if (doc.isError) {
    const notFound = doc.error instanceof AdminApiError && doc.error.status === 404;
    return (
      <section className="space-y-3">
        <Notice kind="error">{notFound ? t.app.notFound : t.app.error}</Notice>
        <Link className="text-spree underline" to="/content">
          {t.content.back}
        </Link>
      </section>
    );
  }
  if (!doc.data || !schema.data || !form) return <p role="status">{t.app.loading}</p>;

  const answer = doc.data;
  const dirty = JSON.stringify(form.data) !== form.base;
  const data = (form.data ?? {}) as Record<string, unknown>;
  const title =
    (data[locale] as { title?: unknown; heading?: unknown } | undefined)?.title ??
    (data.title as Record<string, unknown> | undefined)?.[locale] ??
    (data[locale] as { heading?: unknown } | undefined)?.heading ??
    (data.name as string | undefined) ??
    key;
  const titleText = typeof title === "string" && title.trim() ? title : key;
  const busy = status.kind === "busy";
  const deleted = answer.deletedAt !== null;
  const canDelete =
    me.user.role === "owner" && (kind === "event" || kind === "article") && !deleted;
  const errorEntries = Object.entries(errors);

  const failed = (error: unknown) => {
    if (error instanceof AdminApiError) {
      if (error.status === 409 && error.code === "stale") return setStatus({ kind: "conflict" });
      const fields = (error.body.fields ?? {}) as Record<string, string>;
      const issues = (error.body.issues ?? []) as ContentIssue[];
      if (error.status === 422) {
        setErrors(fields);
        setOthers(issues);
        setStatus({ kind: "error", text: error.message });
        if (Object.keys(fields).length > 0) {
          setFocusIssues((count) => count + 1);
        }
        return;
      }
      if (error.field) setErrors({ [error.field]: error.message });
      return setStatus({ kind: "error", text: error.message });
    }
    setStatus({ kind: "error", text: t.app.error });
  };

  const saveDraft = async () => {
    setStatus({ kind: "busy", text: t.content.saving });
    try {
      const saved = await contentApi.saveDraft(kind, key, form.data);
      setForm({ ...form, base: JSON.stringify(form.data) });
      // The document now has a draft: "discard draft" and the draft notice follow.
      queryClient.setQueryData<typeof doc.data>(["content-doc", kind, key], (old) =>
        old
          ? { ...old, draft: form.data, draftSavedAt: saved.savedAt, draftSavedBy: me.user.email }
          : old,
      );
      setErrors(saved.fields);
      setOthers(saved.issues.filter((i) => i.kind !== kind || i.key !== key));
      const count = saved.issues.length;
      setStatus({
        kind: "success",
        text:
          count > 0
            ? format(t.content.savedDraftIssues, { count })
            : format(t.content.savedDraft, { time: dateTime(saved.savedAt) }),
      });
      await queryClient.invalidateQueries({ queryKey: ["content-list"] });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const discard = async () => {
    setStatus({ kind: "busy", text: t.content.saving });
    try {
      await contentApi.discardDraft(kind, key);
      await reload();
      setStatus({ kind: "success", text: t.content.discarded });
    } catch (error) {
      failed(error);
    }
  };

  const publish = async () => {
    setStatus({ kind: "busy", text: t.content.publishing });
    try {
      const result = await contentApi.publish(kind, key, form.revision, form.data);
      await reload();
      const together = result.alsoPublished.map((doc) => doc.title[locale]).join(", ");
      setStatus({
        kind: "success",
        text: [
          result.pages
            ? format(t.content.publishedPages, {
                version: result.version,
                pages: result.pages.pages,
              })
            : format(t.content.published, { version: result.version }),
          together ? format(t.content.alsoPublished, { titles: together }) : "",
        ]
          .filter(Boolean)
          .join(" "),
      });
    } catch (error) {
      failed(error);
    }
  };

  const preview = async (path: string) => {
    // Opened at once (a popup blocker allows it only during the click), pointed at the page
    // once the draft is saved.
    const tab = window.open("about:blank", "_blank");
    if (dirty && !(await saveDraft())) {
      tab?.close();
      return;
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = `${path}?preview`;
    }
  };

  const previews = locales.flatMap((l) => {
    const path = pagePath(kind, key, form.data, l);
    return path ? [{ locale: l, path }] : [];
  });

  return (
    <section className="space-y-6" aria-labelledby="document-title">
      <div className="space-y-2">
        <Link className="text-spree underline" to="/content">
          {t.content.back}
        </Link>
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
          {t.content.kinds[kind]} · <code>{key}</code>
        </p>
        <h1 id="document-title" className="text-2xl font-bold break-words">
          {titleText}
        </h1>
        {deleted ? (
          <p className="text-danger">{t.content.deletedBanner}</p>
        ) : answer.published === null ? (
          <p className="text-ink-soft">{t.content.notPublishedYet}</p>
        ) : null}
        {answer.draft !== null && answer.draftSavedAt ? (
          <p className="text-ink-soft">
            {format(t.content.hasDraft, {
              time: dateTime(answer.draftSavedAt),
              email: answer.draftSavedBy ?? "—",
            })}
          </p>
        ) : null}
      </div>

      <div
        className="z-10 -mx-4 flex md:sticky md:top-0 flex-wrap items-center gap-2 border-b border-ink/10 bg-sand/95 px-4 py-3 backdrop-blur"
        role="toolbar"
        aria-label={t.content.title}
      >
        <button type="button" className="btn-primary" disabled={busy || deleted} onClick={publish}>
          {t.content.publish}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={busy || deleted}
          onClick={saveDraft}
        >
          {t.content.saveDraft}
        </button>
        {previews.map(({ locale: l, path }) => (
          <button
            key={l}
            type="button"
            className="btn-outline"
            disabled={busy || deleted}
            title={t.content.previewHint}
            onClick={() => preview(path)}
          >
            {format(t.content.preview, { language: t.content.languages[l] })}
          </button>
        ))}
        {answer.draft !== null ? (
          <button type="button" className="btn-outline" disabled={busy} onClick={discard}>
            {t.content.discardDraft}
          </button>
        ) : null}
        {canDelete ? (
          <DeleteDialog
            title={titleText}
            onConfirm={async () => {
              setStatus({ kind: "busy", text: t.content.saving });
              try {
                await contentApi.remove(kind, key);
                await reload();
                setStatus({ kind: "success", text: t.content.deletedNotice });
              } catch (error) {
                failed(error);
              }
            }}
          />
        ) : null}
        {dirty ? (
          <span className="text-sm font-medium text-accent-strong">{t.content.unsaved}</span>
        ) : null}
      </div>

      <div aria-live="polite">
        {status.kind === "busy" ? <p role="status">{status.text}</p> : null}
        {status.kind === "success" ? <Notice kind="success">{status.text}</Notice> : null}
        {status.kind === "error" && errorEntries.length === 0 ? (
          <Notice kind="error">{status.text}</Notice>
        ) : null}
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

      {errorEntries.length > 0 || others.length > 0 ? (
        <div
          id="content-issues"
          tabIndex={-1}
          role="alert"
          className="card space-y-2 border-danger/40"
          data-testid="content-issues"
        >
          <h2 className="text-lg font-bold text-danger">
            {format(t.content.issuesTitle, { count: errorEntries.length + others.length })}
          </h2>
          {errorEntries.length > 0 ? (
            <p className="text-sm text-ink-soft">{t.content.issuesIntro}</p>
          ) : null}
          <ul className="list-disc space-y-1 pl-5">
            {errorEntries.map(([path, message]) => (
              <li key={path}>
                <a
                  href={`#${fieldId(path.split("."))}`}
                  className="text-spree underline"
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(path);
                  }}
                >
                  {pathLabel(t, path)}
                </a>
                : {translateMessage(t, message)}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <>
              <p className="font-medium">{t.content.otherIssues}</p>
              <ul className="list-disc space-y-1 pl-5">
                {others.map((issue) => (
                  <li key={`${issue.kind}/${issue.key}/${issue.path}/${issue.message}`}>
                    <Link className="text-spree underline" to={editorPath(issue.kind, issue.key)}>
                      {t.content.kinds[issue.kind]} „{issue.key}“
                    </Link>
                    {" – "}
                    {pathLabel(t, issue.path)}: {translateMessage(t, issue.message)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
        noValidate
      >
        <SchemaForm
          key={form.generation}
          schema={schema.data.schema}
          value={form.data}
          errors={errors}
          onChange={(value) => setForm({ ...form, data: value })}
        />
      </form>

      <RevisionsPanel
        kind={kind}
        documentKey={key}
        baseRevision={form.revision}
        onRestored={async (version) => {
          await reload();
          setStatus({ kind: "success", text: format(t.content.restored, { version }) });
        }}
        onFailed={failed}
      />
    </section>
  );
}

function DeleteDialog({ title, onConfirm }: { title: string; onConfirm(): Promise<void> }) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      trigger={t.content.deleteDocument}
      triggerClassName="btn-danger"
      title={format(t.content.deleteTitle, { title })}
      description={t.content.deleteIntro}
      confirm={t.content.deleteConfirm}
      confirmClassName="btn-danger"
      cancel={t.content.cancel}
      onConfirm={onConfirm}
    />
  );
}
