/**
 * Owners: the reply templates the composer offers. A list with edit and delete (asked
 * first), a form for a new or changed template with both languages side by side (stacked
 * at narrow widths; TemplateForm.tsx), and the placeholders it may use (PlaceholderHelp.tsx).
 * The server checks every field; its problems (an unknown placeholder, a stray brace, a
 * missing or too long text) are shown next to their fields in the user's language.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { AdminApiError } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Notice } from "../components/Field";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { PlaceholderHelp } from "./PlaceholderHelp";
import { TemplateForm } from "./TemplateForm";
import { templateCalls, templatesQuery, type ReplyTemplate } from "./templates-api";

export function TemplatesPage() {
  const { t, locale } = useI18n();
  const words = t.replyTemplates;
  const queryClient = useQueryClient();
  const templates = useQuery(templatesQuery);
  // null: the list; "new": a new template; else the template being changed.
  const [editing, setEditing] = useState<ReplyTemplate | "new" | null>(null);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  usePageTitle(words.title);

  async function remove(template: ReplyTemplate) {
    setNotice(null);
    try {
      await templateCalls.remove(template.id);
      setEditing((current) => (current !== "new" && current?.id === template.id ? null : current));
      setNotice({ kind: "success", text: format(words.deleted, { name: template.name[locale] }) });
    } catch (error) {
      // Already gone (someone else deleted it): the list below shows it is.
      if (!(error instanceof AdminApiError && error.status === 404)) {
        setNotice({ kind: "error", text: t.app.error });
      }
    }
    await queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey });
    addButton.current?.focus();
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{words.title}</h1>
        <p className="max-w-prose text-ink-soft">{words.intro}</p>
      </div>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {editing ? (
        <TemplateForm
          key={editing === "new" ? "new" : editing.id}
          template={editing === "new" ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              setNotice({
                kind: "success",
                text: format(words.saved, { name: saved.name[locale] }),
              });
            }
          }}
        />
      ) : null}
      {editing ? <PlaceholderHelp /> : null}
      <section className="card space-y-3" aria-labelledby="templates-list">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="templates-list" className="text-xl font-semibold">
            {words.listTitle}
          </h2>
          <button
            ref={addButton}
            type="button"
            className="btn-primary"
            onClick={() => {
              setNotice(null);
              setEditing("new");
            }}
          >
            {words.add}
          </button>
        </div>
        {templates.isPending ? <p role="status">{t.app.loading}</p> : null}
        {templates.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
        {templates.data && templates.data.length === 0 ? (
          <p className="text-ink-soft">{words.none}</p>
        ) : null}
        <ul className="divide-y divide-ink/10" data-testid="templates">
          {(templates.data ?? []).map((template) => (
            <li key={template.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="mr-auto min-w-0">
                <p className="font-medium break-words">{template.name[locale]}</p>
                <p className="text-sm break-words text-ink-soft">{template[locale].subject}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-outline"
                  aria-label={format(words.editNamed, { name: template.name[locale] })}
                  onClick={() => {
                    setNotice(null);
                    setEditing(template);
                  }}
                >
                  {words.edit}
                </button>
                <ConfirmDialog
                  trigger={words.delete}
                  triggerClassName="btn-danger"
                  title={format(words.deleteTitle, { name: template.name[locale] })}
                  description={words.deleteText}
                  confirm={words.delete}
                  confirmClassName="btn-danger"
                  cancel={words.cancel}
                  onConfirm={() => remove(template)}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
      {editing ? null : <PlaceholderHelp />}
    </div>
  );
}
