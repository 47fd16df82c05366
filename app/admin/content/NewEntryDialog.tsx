/**
 * Adding an event or article: it starts with its title (and an event with its category);
 * the page address is proposed from the title and shown as the address it will be
 * ("spreegeist-events.de/news/teamtag-am-see"), changeable until the entry is added.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { contentKinds } from "../../content/kinds";
import { slugify } from "../../content/rules";
import { DEFAULT_ORIGIN } from "../../content/site";
import { localizePath } from "../../i18n/paths";
import { AdminApiError } from "../api";
import { Field } from "../components/Field";
import { useI18n } from "../i18n";
import { contentApi, editorPath, type DocumentSummary } from "./content-api";

const host = new URL(DEFAULT_ORIGIN).host.replace(/^www\./, "");

export function NewEntryDialog({
  kind,
  categories,
}: {
  kind: "event" | "article";
  categories: DocumentSummary[];
}) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  // The address follows the title until someone types one.
  const [typed, setTyped] = useState<string | null>(null);
  const [category, setCategory] = useState("");
  const [error, setError] = useState<{ field: "title" | "slug"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const slug = typed ?? slugify(title);
  const chosenCategory = category || categories[0]?.key || "";
  const where = contentKinds[kind].pagePath(slug || "…", {
    slug,
    category: chosenCategory,
    detail: true,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError({ field: "title", message: t.contentIssues.required });
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      return setError({ field: "slug", message: t.contentIssues.slug });
    }
    setBusy(true);
    setError(null);
    try {
      const created = await contentApi.create(
        kind,
        slug,
        title.trim(),
        kind === "event" ? chosenCategory : undefined,
      );
      await queryClient.invalidateQueries({ queryKey: ["content-list"] });
      setOpen(false);
      await navigate(editorPath(created.kind, created.key));
    } catch (caught) {
      const taken = caught instanceof AdminApiError && caught.code === "exists";
      setError({
        field: "slug",
        message: taken
          ? t.contentIssues.slug_taken
          : caught instanceof AdminApiError && caught.field === "slug"
            ? t.contentIssues.slug
            : t.app.error,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTitle("");
          setTyped(null);
          setError(null);
        }
      }}
    >
      <Dialog.Trigger className="btn-outline">
        {kind === "event" ? t.content.newEvent : t.content.newArticle}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3">
          <Dialog.Title className="text-lg font-semibold">
            {kind === "event" ? t.content.newTitleEvent : t.content.newTitleArticle}
          </Dialog.Title>
          <Dialog.Description>{t.content.newIntro}</Dialog.Description>
          <form className="space-y-3" onSubmit={submit} noValidate>
            <Field
              label={t.contentEditor.newTitle}
              value={title}
              required
              autoComplete="off"
              lang="de"
              error={error?.field === "title" ? error.message : undefined}
              onChange={(event) => setTitle(event.target.value)}
            />
            <Field
              label={t.contentEditor.newAddress}
              hint={`${host}${where ? localizePath(where, "de") : ""}`}
              value={slug}
              required
              autoComplete="off"
              className="input font-mono"
              error={error?.field === "slug" ? error.message : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            {kind === "event" ? (
              <div className="space-y-1">
                <label htmlFor={selectId} className="block font-medium">
                  {t.content.newCategory}
                </label>
                <select
                  id={selectId}
                  className="input"
                  value={chosenCategory}
                  onChange={(event) => setCategory(event.target.value)}
                >
                  {categories.map((c) => (
                    <option key={c.key} value={c.key}>
                      {(t.categories as Record<string, string>)[c.key] ?? c.title[locale]}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={busy}>
                {t.content.create}
              </button>
              <Dialog.Close className="btn-outline">{t.content.cancel}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
