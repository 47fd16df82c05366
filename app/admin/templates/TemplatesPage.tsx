/**
 * Owners: the reply templates the composer offers. A list with edit and delete (asked
 * first), a form for a new or changed template with both languages side by side (stacked
 * at narrow widths), and the placeholders it may use. The server checks every field; its
 * problems (an unknown placeholder, a stray brace, a missing or too long text) are shown
 * next to their fields in the user's language.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Field, Notice, TextAreaField } from "../components/Field";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import type { Dictionary } from "../i18n/de";
import {
  PLACEHOLDERS,
  templateCalls,
  templatesQuery,
  type ReplyTemplate,
  type ReplyTemplateInput,
  type TemplateProblem,
} from "./templates-api";

const LANGUAGES = ["de", "en"] as const;
type TemplatePart = keyof ReplyTemplateInput["de"];

const emptyTemplate = (): ReplyTemplateInput => ({
  name: { de: "", en: "" },
  de: { subject: "", greeting: "", body: "", signature: "" },
  en: { subject: "", greeting: "", body: "", signature: "" },
});

/** A problem the server named for one field, in the user's language. */
function problemText(problem: TemplateProblem, t: Dictionary): string {
  const words = t.replyTemplates.problems;
  switch (problem.code) {
    case "unknown_placeholder":
      return format(words.unknownPlaceholder, {
        placeholder: `{${problem.placeholder}}`,
        list: PLACEHOLDERS.map((name) => `{${name}}`).join(", "),
      });
    case "stray_brace":
      return format(words.strayBrace, { example: "{name}" });
    case "one_line":
      return words.oneLine;
    case "required":
      return words.required;
    case "too_long":
      return format(words.tooLong, { max: problem.max });
  }
}

function PlaceholderHelp() {
  const { t } = useI18n();
  const words = t.replyTemplates;
  const id = useId();
  return (
    <section className="card space-y-2" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {words.placeholdersTitle}
      </h2>
      <p className="text-ink-soft">{words.placeholdersIntro}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {PLACEHOLDERS.map((name) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-sm">{`{${name}}`}</code>
            </dt>
            <dd className="mb-2 sm:mb-0">{words.placeholders[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TemplateForm({
  template,
  onDone,
}: {
  template: ReplyTemplate | null;
  onDone(saved: ReplyTemplate | null): void;
}) {
  const { t } = useI18n();
  const words = t.replyTemplates;
  const id = useId();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [value, setValue] = useState<ReplyTemplateInput>(() =>
    template ? { name: template.name, de: template.de, en: template.en } : emptyTemplate(),
  );
  const [problems, setProblems] = useState<Record<string, TemplateProblem>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (path: string) => `${id}-${path.replace(".", "-")}`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const save = useMutation({
    mutationFn: (input: ReplyTemplateInput) =>
      template ? templateCalls.update(template.id, input) : templateCalls.create(input),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey });
      onDone(saved);
    },
    onError: (error) => {
      const named =
        error instanceof AdminApiError
          ? (error.body.problems as Record<string, TemplateProblem> | undefined)
          : undefined;
      if (named && Object.keys(named).length > 0) {
        setProblems(named);
        setFormError(words.fixErrors);
        const first = Object.keys(named)[0]!;
        document.getElementById(fieldId(first))?.focus();
      } else if (error instanceof AdminApiError && error.status === 404) {
        setFormError(words.gone);
      } else if (error instanceof AdminApiError && error.status === 0) {
        setFormError(t.app.offline);
      } else {
        setFormError(t.app.error);
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblems({});
    setFormError(null);
    save.mutate(value);
  }

  const errorOf = (path: string) => (problems[path] ? problemText(problems[path], t) : undefined);
  const setName = (language: "de" | "en", text: string) =>
    setValue((current) => ({ ...current, name: { ...current.name, [language]: text } }));
  const setPart = (language: "de" | "en", part: TemplatePart, text: string) =>
    setValue((current) => ({ ...current, [language]: { ...current[language], [part]: text } }));

  return (
    <section className="card space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {template ? words.editTitle : words.newTitle}
      </h2>
      {formError ? <Notice kind="error">{formError}</Notice> : null}
      <form className="space-y-4" onSubmit={submit} noValidate data-testid="template-form">
        <div className="grid gap-4 lg:grid-cols-2">
          {LANGUAGES.map((language) => (
            <fieldset
              key={language}
              className="min-w-0 space-y-3 rounded-lg border border-ink/10 p-3 sm:p-4"
            >
              <legend className="px-1 text-lg font-semibold">{words.languages[language]}</legend>
              <Field
                id={fieldId(`name.${language}`)}
                lang={language}
                label={words.name}
                value={value.name[language]}
                error={errorOf(`name.${language}`)}
                onChange={(event) => setName(language, event.target.value)}
              />
              <Field
                id={fieldId(`${language}.subject`)}
                lang={language}
                label={words.subject}
                value={value[language].subject}
                error={errorOf(`${language}.subject`)}
                onChange={(event) => setPart(language, "subject", event.target.value)}
              />
              <Field
                id={fieldId(`${language}.greeting`)}
                lang={language}
                label={words.greeting}
                value={value[language].greeting}
                error={errorOf(`${language}.greeting`)}
                onChange={(event) => setPart(language, "greeting", event.target.value)}
              />
              <TextAreaField
                id={fieldId(`${language}.body`)}
                lang={language}
                label={words.body}
                rows={10}
                hint={format(words.bodyHint, {
                  list: PLACEHOLDERS.map((name) => `{${name}}`).join(", "),
                })}
                value={value[language].body}
                error={errorOf(`${language}.body`)}
                onChange={(event) => setPart(language, "body", event.target.value)}
              />
              <TextAreaField
                id={fieldId(`${language}.signature`)}
                lang={language}
                label={words.signature}
                rows={4}
                value={value[language].signature}
                error={errorOf(`${language}.signature`)}
                onChange={(event) => setPart(language, "signature", event.target.value)}
              />
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? words.saving : words.save}
          </button>
          <button type="button" className="btn-outline" onClick={() => onDone(null)}>
            {words.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}

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
