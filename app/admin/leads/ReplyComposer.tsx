/**
 * The reply composer behind "Antworten": a dialog that writes to the lead in the lead's
 * language. A template (the first one to begin with) fills subject and text on the server
 * with the lead's details; the staff member edits and sends. The mail goes out through the
 * outbox from the agency's address with Reply-To the staff member; on success the dialog
 * closes and the lead's timeline shows the reply. Closing it otherwise (Escape, Abbrechen,
 * a click outside) after the staff member changed subject or text asks first whether to
 * discard the draft; an unchanged draft closes at once.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { AdminApiError, meQuery } from "../api";
import { ConfirmQuestion } from "../components/ConfirmDialog";
import { Field, Notice, TextAreaField } from "../components/Field";
import { format, useI18n } from "../i18n";
import {
  REPLY_LIMITS,
  replyDraftQuery,
  templateCalls,
  templatesQuery,
} from "../templates/templates-api";
import type { LeadDetail } from "./leads-api";

type Problems = { subject?: string; text?: string; form?: string };

/** A customer's mail from the mailbox that the reply answers (its thread is kept). */
export interface Answering {
  id: string;
  subject: string;
}

const answerSubject = (subject: string) =>
  /^(re|aw|antw):/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

function ComposerForm({
  lead,
  answering,
  onSent,
  onEditedChange,
}: {
  lead: LeadDetail;
  answering?: Answering | null | undefined;
  onSent(): void;
  /** Whether subject or text differ from what the template (or nothing) filled in. */
  onEditedChange(edited: boolean): void;
}) {
  const { t, locale } = useI18n();
  const words = t.replyComposer;
  const id = useId();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const templates = useQuery(templatesQuery);
  const language = lead.language === "en" ? "en" : "de";
  // undefined until the templates are known; then a template's id, or null for none.
  const [templateId, setTemplateId] = useState<string | null | undefined>(undefined);
  const draft = useQuery({
    ...replyDraftQuery(lead.id, templateId ?? null),
    enabled: templateId !== undefined,
  });
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  // What the last draft filled in: the staff member's own changes are the difference.
  const [filled, setFilled] = useState({ subject: "", text: "" });
  const edited = subject !== filled.subject || text !== filled.text;
  const [problems, setProblems] = useState<Problems>({});
  const subjectId = `${id}-subject`;
  const textId = `${id}-text`;
  const focus = (fieldId: string) => document.getElementById(fieldId)?.focus();

  useEffect(() => {
    if (templateId === undefined && templates.data) setTemplateId(templates.data[0]?.id ?? null);
    // Without the list (an error) the composer still works without a template.
    if (templateId === undefined && templates.isError) setTemplateId(null);
  }, [templateId, templates.data, templates.isError]);

  useEffect(() => {
    if (!draft.data) return;
    // An answer to a customer's mail keeps its subject ("Re: …"), as a mail client does.
    const filledSubject = answering ? answerSubject(answering.subject) : draft.data.subject;
    setSubject(filledSubject);
    setText(draft.data.text);
    setFilled({ subject: filledSubject, text: draft.data.text });
    setProblems({});
  }, [draft.data, answering]);

  useEffect(() => {
    onEditedChange(edited);
  }, [edited, onEditedChange]);

  const send = useMutation({
    mutationFn: (reply: { subject: string; text: string }) =>
      templateCalls.sendReply(lead.id, answering ? { ...reply, inReplyTo: answering.id } : reply),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["lead", lead.id] }),
        queryClient.invalidateQueries({ queryKey: ["leads"] }),
      ]);
      onSent();
    },
  });

  function subjectProblem(value: string): string | undefined {
    if (value.trim() === "") return words.subjectMissing;
    if (value.trim().length > REPLY_LIMITS.subject)
      return format(words.subjectTooLong, { max: REPLY_LIMITS.subject });
    if (/[\r\n]/.test(value)) return words.subjectOneLine;
    return undefined;
  }
  function textProblem(value: string): string | undefined {
    if (value.trim() === "") return words.textMissing;
    if (value.trim().length > REPLY_LIMITS.text)
      return format(words.textTooLong, { max: REPLY_LIMITS.text.toLocaleString(locale) });
    return undefined;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = { subject: subjectProblem(subject), text: textProblem(text) };
    setProblems(found);
    if (found.subject) return focus(subjectId);
    if (found.text) return focus(textId);
    send.mutate(
      { subject: subject.trim(), text: text.trim() },
      {
        onError: (error) => {
          if (!(error instanceof AdminApiError)) return setProblems({ form: t.app.error });
          if (error.field === "subject") {
            setProblems({ subject: subjectProblem(subject) ?? words.invalid });
            focus(subjectId);
          } else if (error.field === "text") {
            setProblems({ text: textProblem(text) ?? words.invalid });
            focus(textId);
          } else if (error.code === "merged") setProblems({ form: words.merged });
          else if (error.status === 404) setProblems({ form: words.gone });
          else if (error.status === 0) setProblems({ form: t.app.offline });
          else setProblems({ form: t.app.error });
        },
      },
    );
  }

  const draftError =
    draft.error instanceof AdminApiError
      ? draft.error.code === "merged"
        ? words.merged
        : draft.error.field === "template"
          ? words.templateGone
          : draft.error.status === 404
            ? words.gone
            : t.app.error
      : draft.error
        ? t.app.error
        : null;
  const loading = templateId === undefined || draft.isFetching;
  const reference = lead.reference;

  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={submit}
      noValidate
      data-testid="reply-composer"
    >
      <div className="space-y-1 border-b border-ink/10 px-4 pt-4 pb-3 sm:px-6 sm:pt-5">
        <Dialog.Title className="text-xl font-semibold break-words">
          {format(words.title, { name: lead.name })}
        </Dialog.Title>
        <Dialog.Description className="font-medium text-spree">
          {format(words.inLanguage, { language: words.languages[language] })}
        </Dialog.Description>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-6">
        {problems.form ? <Notice kind="error">{problems.form}</Notice> : null}
        {draftError ? <Notice kind="error">{draftError}</Notice> : null}
        <div className="space-y-1">
          <label htmlFor={`${id}-template`} className="block font-medium">
            {words.template}
          </label>
          <p id={`${id}-template-hint`} className="text-sm text-ink-soft">
            {words.templateHint}
          </p>
          <select
            id={`${id}-template`}
            className="input"
            aria-describedby={`${id}-template-hint`}
            value={templateId ?? ""}
            onChange={(event) => setTemplateId(event.target.value || null)}
          >
            <option value="">{words.noTemplate}</option>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name[locale]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <p className="font-medium">{words.to}</p>
          <p className="break-words" data-testid="reply-to">
            {lead.name} &lt;{lead.email}&gt;
          </p>
          {me.data ? (
            <p className="text-sm text-ink-soft">
              {format(words.replyToHint, { email: me.data.user.email })}
            </p>
          ) : null}
        </div>
        <p role="status" className={loading ? "text-sm text-ink-soft" : "sr-only"}>
          {loading ? words.loadingDraft : ""}
        </p>
        <Field
          id={subjectId}
          label={words.subject}
          value={subject}
          lang={language}
          maxLength={REPLY_LIMITS.subject + 20}
          hint={format(words.subjectHint, { reference })}
          error={problems.subject}
          disabled={loading}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          id={textId}
          label={words.text}
          value={text}
          lang={language}
          rows={12}
          error={problems.text}
          disabled={loading}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2 border-t border-ink/10 px-4 py-3 sm:px-6">
        <button type="submit" className="btn-primary" disabled={loading || send.isPending}>
          {send.isPending ? words.sending : words.send}
        </button>
        <Dialog.Close className="btn-outline">{words.cancel}</Dialog.Close>
      </div>
    </form>
  );
}

export function ReplyComposer({
  lead,
  answering,
  open,
  onOpenChange,
}: {
  lead: LeadDetail;
  answering?: Answering | null | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useI18n();
  const words = t.replyComposer;
  const edited = useRef(false);
  const [asking, setAsking] = useState(false);
  // The composer has no Radix trigger: on closing, the focus goes back to "Antworten".
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next && edited.current) setAsking(true);
          else onOpenChange(next);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <Dialog.Content
            className="fixed inset-x-2 top-2 z-50 mx-auto flex max-h-[calc(100dvh-1rem)] max-w-3xl flex-col rounded-xl border border-ink/10 bg-white shadow-lg sm:inset-x-4 sm:top-8 sm:max-h-[calc(100dvh-4rem)]"
            onOpenAutoFocus={() => {
              opener.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener.current?.isConnected) opener.current.focus();
            }}
          >
            <ComposerForm
              lead={lead}
              answering={answering}
              onSent={() => onOpenChange(false)}
              onEditedChange={(value) => {
                edited.current = value;
              }}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ConfirmQuestion
        open={asking}
        onOpenChange={setAsking}
        title={words.discardTitle}
        description={words.discardText}
        confirm={words.discard}
        confirmClassName="btn-danger"
        cancel={words.keepWriting}
        onConfirm={() => {
          edited.current = false;
          onOpenChange(false);
        }}
      />
    </>
  );
}
