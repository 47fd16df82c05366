/**
 * Sending a payment reminder from the overdue invoices (decision 0186): the button names the
 * next level (Zahlungserinnerung, 1. Mahnung, 2. Mahnung); the dialog shows the mail as it
 * goes out, in the customer's language (to, subject, the text in a box staff may change,
 * the attachments), and "Jetzt senden" queues it. A missing text is said under the box; a
 * level someone else sent meanwhile is said above the buttons.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { AdminApiError, adminApi } from "../api";
import { Notice, TextAreaField } from "../components/Field";
import { format, useI18n } from "../i18n";
import { reminderDraftQuery, type OverdueInvoice } from "./invoices-api";

export function ReminderDialog({
  invoice,
  onSent,
}: {
  invoice: OverdueInvoice;
  onSent(message: string): void;
}) {
  const { t } = useI18n();
  const words = t.invoices;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const draft = useQuery({ ...reminderDraftQuery(invoice.id), enabled: open });
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<"missing" | "long" | null>(null);
  useEffect(() => {
    if (open && draft.data) setText(draft.data.text);
  }, [open, draft.data]);
  const next = (invoice.reminders.at(-1)?.level ?? 0) + 1;
  const send = useMutation({
    mutationFn: (body: { level: number; text: string }) =>
      adminApi.post<{ level: number }>(`/invoices/${invoice.id}/reminder`, body),
    onSuccess: (sent) => {
      setOpen(false);
      onSent(
        format(words.reminderSent, {
          level: words.reminderLevels[sent.level as 1 | 2 | 3],
          number: invoice.number,
        }),
      );
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (error instanceof AdminApiError && error.field === "text") setProblem("missing");
    },
  });
  if (next > 3) return <span className="text-sm text-ink-soft">{words.remindersDone}</span>;
  const level = words.reminderLevels[next as 1 | 2 | 3];
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.data) return;
    if (text.trim() === "") return setProblem("missing");
    if (text.length > 10_000) return setProblem("long");
    setProblem(null);
    send.mutate({ level: draft.data.level, text });
  }
  const refused = send.error instanceof AdminApiError ? send.error : null;
  const other =
    refused?.code === "reminder_level"
      ? words.reminderAlreadySent
      : refused && refused.field !== "text"
        ? format(words.refused, { message: refused.message })
        : draft.error instanceof AdminApiError
          ? format(words.refused, { message: draft.error.message })
          : null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(value) => {
        setOpen(value);
        if (!value) send.reset();
      }}
    >
      <Dialog.Trigger className="btn-outline text-sm" data-testid="reminder-open">
        {words.reminderPrepare[next as 1 | 2 | 3]}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-y-auto">
          <Dialog.Title className="text-lg font-semibold break-words">
            {format(words.reminderTitle, { level, number: invoice.number })}
          </Dialog.Title>
          <Dialog.Description>{words.reminderIntro}</Dialog.Description>
          {draft.data ? (
            <form className="space-y-3" onSubmit={submit} noValidate>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="font-medium">{words.reminderTo}</dt>
                <dd className="break-words" data-testid="reminder-to">
                  {draft.data.toName} &lt;{draft.data.to}&gt;
                </dd>
                <dt className="font-medium">{words.reminderSubject}</dt>
                <dd className="break-words" data-testid="reminder-subject">
                  {draft.data.subject}
                </dd>
              </dl>
              <TextAreaField
                label={words.reminderText}
                name="text"
                rows={14}
                lang={draft.data.language}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  if (problem) setProblem(null);
                }}
                error={
                  problem === "missing"
                    ? words.reminderTextMissing
                    : problem === "long"
                      ? words.reminderTextTooLong
                      : undefined
                }
              />
              <p className="text-sm text-ink-soft break-words">
                {format(words.reminderAttachments, {
                  files: draft.data.attachments.join(", "),
                })}
              </p>
              {other ? <Notice kind="error">{other}</Notice> : null}
              <div className="flex flex-wrap gap-2">
                <button type="submit" className="btn-primary" disabled={send.isPending}>
                  {words.reminderSubmit}
                </button>
                <Dialog.Close className="btn-outline">{words.cancel}</Dialog.Close>
              </div>
            </form>
          ) : other ? (
            <Notice kind="error">{other}</Notice>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
