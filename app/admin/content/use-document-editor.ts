/**
 * The state of one document in the editor: the document as the server holds it, the form's
 * data (drafts saved while typing), the problems shown, the status line, and the actions
 * (publish, save the draft, discard it, delete, reload after a conflict or a restore) with
 * what each says when it is done or failed.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { z } from "zod";
import { contentKinds, type DocumentKind } from "../../content/kinds";
import { AdminApiError, type Me } from "../api";
import { format, useI18n } from "../i18n";
import { contentApi, type ContentIssue, type DocumentAnswer } from "./content-api";
import { otherIssues, ownIssues, report, type Reported } from "./document-issues";
import type { ShownIssue } from "./form/context";
import { deriveData, liveIssues } from "./form/editing";
import type { JsonSchema } from "./form/schema-tools";
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

export function useDocumentEditor(kindName: DocumentKind, key: string) {
  const kind = contentKinds[kindName];
  const me = useRouteLoaderData("layout") as Me;
  const { t, locale } = useI18n();
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
    if (!form || !kind || !showAll) return {} as Record<string, ShownIssue>;
    return ownIssues(kind, form.data, reported, { kind: kindName, key });
  }, [form, kind, kindName, key, reported, showAll]);
  const others = showAll ? otherIssues(reported, { kind: kindName, key }) : [];

  /** Runs a change of the document with the status line telling what happens. */
  const attempt = async (busy: string, change: () => Promise<string>) => {
    setStatus({ kind: "busy", text: busy });
    try {
      setStatus({ kind: "success", text: await change() });
    } catch (error) {
      failed(error);
    }
  };

  const publish = async () => {
    if (!form || !kind) return;
    if (liveIssues(kind, form.data).length > 0) {
      setShowAll(true);
      setFocusIssues((count) => count + 1);
      return;
    }
    await attempt(t.content.publishing, async () => {
      const result = await contentApi.publish(kindName, key, form.revision, form.data);
      await reload();
      const together = result.alsoPublished.map((d) => d.title[locale]).join(", ");
      return [
        t.contentEditor.published,
        together ? format(t.content.alsoPublished, { titles: together }) : "",
      ]
        .filter(Boolean)
        .join(" ");
    });
  };

  const actions = {
    publish,
    /** "Entwurf speichern": saves now and says when. */
    save: async () => {
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
    },
    discard: () =>
      attempt(t.content.saving, async () => {
        await contentApi.discardDraft(kindName, key);
        await reload();
        return t.content.discarded;
      }),
    remove: () =>
      attempt(t.content.saving, async () => {
        await contentApi.remove(kindName, key);
        await reload();
        return t.content.deletedNotice;
      }),
    /** After an older version was restored (RevisionsPanel). */
    restored: async () => {
      await reload();
      setStatus({ kind: "success", text: t.contentEditor.restored });
    },
    /** After someone else's change: the document as it is now. */
    reloadAfterConflict: async () => {
      await reload();
      setStatus({ kind: "idle" });
    },
    /** Saves what is typed before a preview opens; false when that failed. */
    beforePreview: async () => (autosave.dirty ? saveDraft() : true),
    change: (value: unknown) =>
      setForm((f) => (f && kind ? { ...f, data: deriveData(kind, f.data, value) } : f)),
  };

  return {
    kind,
    doc,
    schema,
    form,
    status,
    own,
    others,
    autosave,
    saveDraft,
    failed,
    actions,
  };
}
