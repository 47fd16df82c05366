/**
 * A new or changed reply template: both languages side by side (stacked at narrow widths),
 * each with the name, subject, greeting, text and signature. The server checks every field;
 * its problems show next to their fields in the user's language and the first gets the
 * focus.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { Field, Notice, TextAreaField } from "../components/Field";
import { format, useI18n } from "../i18n";
import { problemText } from "./template-problems";
import {
  PLACEHOLDERS,
  templateCalls,
  templatesQuery,
  type ReplyTemplate,
  type ReplyTemplateInput,
  type TemplateProblem,
} from "./templates-api";
import { locales, type Locale } from "../../i18n/locales";

const LANGUAGES = locales;
type TemplatePart = keyof ReplyTemplateInput["de"];

const emptyTemplate = (): ReplyTemplateInput => ({
  name: { de: "", en: "" },
  de: { subject: "", greeting: "", body: "", signature: "" },
  en: { subject: "", greeting: "", body: "", signature: "" },
});

export function TemplateForm({
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
  const setName = (language: Locale, text: string) =>
    setValue((current) => ({ ...current, name: { ...current.name, [language]: text } }));
  const setPart = (language: Locale, part: TemplatePart, text: string) =>
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
