/**
 * "Senden …": a dialog with the offer's mail as the server drafts it in the offer's
 * language (subject and text, editable; the {link} placeholder explained), to the
 * customer's address, with the PDF attached; "Jetzt senden" sends it. Problems with the
 * mail show beside subject or text; problems of the offer itself (no date, a line without
 * a price) close the dialog and show beside the editor's fields.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { Field, Notice, TextAreaField } from "../components/Field";
import { format, useI18n } from "../i18n";
import type { ServerProblem } from "./editor-state";
import { offerCalls, type OfferDetail } from "./offers-api";

export function SendDialog({
  offer,
  open,
  onOpenChange,
  onSent,
  onOfferProblems,
}: {
  offer: OfferDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSent(offer: OfferDetail): void;
  /** The offer's own problems, by the server's paths (the dialog has closed). */
  onOfferProblems(problems: Record<string, ServerProblem>, error: AdminApiError): void;
}) {
  const { t } = useI18n();
  const words = t.offerSend;
  const id = useId();
  const draft = useQuery({
    queryKey: ["offer", offer.id, "mail-draft"],
    queryFn: () => offerCalls.mailDraft(offer.id),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
  });
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; text?: string; form?: string }>({});
  // The day another booking holds (decision 0193): named, and sent only when overridden.
  const [clash, setClash] = useState<string | null>(null);
  const [override, setOverride] = useState(false);

  useEffect(() => {
    if (!draft.data) return;
    setSubject(draft.data.subject);
    setText(draft.data.text);
    setErrors({});
  }, [draft.data]);

  const send = useMutation({
    mutationFn: () =>
      offerCalls.send(offer.id, { subject, text, ...(override ? { overrideClash: true } : {}) }),
    onSuccess: (sent) => onSent(sent),
    onError: (error) => {
      if (!(error instanceof AdminApiError)) return setErrors({ form: t.app.error });
      if (error.code === "date_clash") {
        const clashes = (error.body.clashes ?? []) as Array<{ number: string; company: string }>;
        return setClash(clashes.map((c) => `${c.number} (${c.company})`).join(", "));
      }
      const problems = (error.body.problems ?? {}) as Record<string, ServerProblem>;
      const mailField = error.field === "subject" || error.field === "text";
      if (mailField) {
        const code = problems[error.field!]?.code ?? error.code;
        const message =
          t.offerErrors[code as keyof typeof t.offerErrors] ??
          (code === "link_missing" ? t.offerErrors.link_missing : t.offerErrors.invalid);
        setErrors({ [error.field!]: message });
        document.getElementById(`${id}-${error.field}`)?.focus();
      } else if (Object.keys(problems).length > 0 || error.field) {
        onOfferProblems(problems, error);
      } else if (error.code === "offer_not_draft") setErrors({ form: t.offerEditor.conflict });
      else if (error.code === "replaced_offer_accepted") {
        setErrors({ form: t.offerEditor.replacedAccepted });
      } else if (error.status === 0) setErrors({ form: t.app.offline });
      else setErrors({ form: t.app.error });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!subject.trim()) found.subject = t.offerErrors.required;
    if (!text.trim()) found.text = t.offerErrors.required;
    else if (!text.includes("{link}")) found.text = t.offerErrors.link_missing;
    setErrors(found);
    if (found.subject) return document.getElementById(`${id}-subject`)?.focus();
    if (found.text) return document.getElementById(`${id}-text`)?.focus();
    send.mutate();
  }

  const loading = draft.isFetching;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed inset-x-2 top-2 z-50 mx-auto flex max-h-[calc(100dvh-1rem)] max-w-3xl flex-col rounded-xl border border-ink/10 bg-white shadow-lg sm:inset-x-4 sm:top-8 sm:max-h-[calc(100dvh-4rem)]">
          <form
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={submit}
            noValidate
            data-testid="send-dialog"
          >
            <div className="space-y-1 border-b border-ink/10 px-4 pt-4 pb-3 sm:px-6 sm:pt-5">
              <Dialog.Title className="text-xl font-semibold">{words.title}</Dialog.Title>
              <Dialog.Description className="break-words text-ink-soft">
                {words.to}: {offer.customer.contactName} &lt;{offer.customer.email}&gt;
              </Dialog.Description>
            </div>
            <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-6">
              {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
              {draft.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
              <p role="status" className={loading ? "text-sm text-ink-soft" : "sr-only"}>
                {loading ? words.loading : ""}
              </p>
              <Field
                id={`${id}-subject`}
                label={words.subject}
                value={subject}
                lang={offer.language}
                error={errors.subject}
                disabled={loading}
                onChange={(event) => {
                  setSubject(event.target.value);
                  setErrors((before) => ({ ...before, subject: undefined }));
                }}
              />
              <TextAreaField
                id={`${id}-text`}
                label={words.text}
                hint={words.linkHint}
                value={text}
                lang={offer.language}
                rows={12}
                error={errors.text}
                disabled={loading}
                onChange={(event) => {
                  setText(event.target.value);
                  setErrors((before) => ({ ...before, text: undefined }));
                }}
              />
              <p className="text-sm text-ink-soft">{words.attachment}</p>
              {clash ? (
                <div className="space-y-2" data-testid="send-clash">
                  <Notice kind="error">{format(words.clash, { bookings: clash })}</Notice>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={override}
                      onChange={(event) => setOverride(event.target.checked)}
                    />
                    {words.clashOverride}
                  </label>
                </div>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2 border-t border-ink/10 px-4 py-3 sm:px-6">
              <button
                type="submit"
                className="btn-primary"
                disabled={loading || send.isPending || !draft.data}
              >
                {send.isPending ? words.sending : words.send}
              </button>
              <Dialog.Close className="btn-outline">{words.cancel}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
