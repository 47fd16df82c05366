/**
 * "Zuordnen": mails from the agency's mailbox whose sender has several open leads (and no
 * thread or reference tells which), shown above the "Neue Antworten" view. Each names its
 * candidate leads; one click puts the mail on one of them (server/mail/inbound/assign.ts),
 * where it becomes the lead's "Antwort des Kunden". A mail that fits none of them becomes a
 * new enquiry or is put aside. Renders nothing while none wait.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { MailToAssign } from "../../../server/mail/inbound/assign.ts";
import { adminApi, AdminApiError } from "../api";
import { format, useI18n } from "../i18n";

export const toAssignQuery = {
  queryKey: ["mails-in", "to-assign"],
  queryFn: () => adminApi.get<MailToAssign[]>("/mails-in/to-assign"),
};

function AssignCard({ mail, onNewLead }: { mail: MailToAssign; onNewLead: (id: string) => void }) {
  const { t, dateTime } = useI18n();
  const words = t.mailIn;
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: (leadId: string) =>
      adminApi.post<{ leadId: string }>(`/mails-in/${mail.id}/assign`, { leadId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["mails-in"] });
      void queryClient.invalidateQueries({ queryKey: ["leads"] });
    },
  });
  const settle = useMutation({
    mutationFn: (as: "new_lead" | "aside") =>
      adminApi.post<{ leadId: string | null }>(`/mails-in/${mail.id}/settle`, { as }),
    onSuccess: (done) => {
      // The new enquiry is named in the section until the list is read again.
      if (done.leadId) onNewLead(done.leadId);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["mails-in"] });
      void queryClient.invalidateQueries({ queryKey: ["leads"] });
    },
  });
  const pending = assign.isPending || settle.isPending;
  const failed = assign.error ?? settle.error;
  const from = mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress;
  const error =
    failed instanceof AdminApiError && failed.code === "already_assigned"
      ? words.alreadyAssigned
      : failed
        ? t.app.error
        : null;
  return (
    <li
      className="space-y-2 rounded-lg border border-ink/15 bg-white p-3"
      data-testid="mail-to-assign"
    >
      <p className="text-sm break-words text-ink-soft">
        {format(words.from, { from })} · {dateTime(mail.receivedAt)}
        <br />
        <span className="font-medium text-ink">
          {format(words.subject, { subject: mail.subject })}
        </span>
      </p>
      {mail.excerpt ? (
        <p className="whitespace-pre-wrap break-words rounded-lg bg-sand p-2 text-sm">
          {mail.excerpt}
        </p>
      ) : null}
      <p className="text-sm font-medium">{words.chooseLead}</p>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {mail.candidates.map((lead) => (
          <li key={lead.id}>
            <button
              type="button"
              className="btn-outline min-h-11 w-full flex-col items-start text-left text-sm sm:w-auto"
              disabled={pending}
              onClick={() => assign.mutate(lead.id)}
            >
              {format(words.assignTo, {
                lead: lead.company ? `${lead.name} (${lead.company})` : lead.name,
              })}
              <span className="block text-xs font-normal text-ink-soft">
                {lead.reference} · {t.leadStates[lead.state as keyof typeof t.leadStates]} ·{" "}
                {format(words.askedOn, { date: dateTime(lead.createdAt) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium">{words.noneOfThese}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          className="btn-outline min-h-11 text-sm"
          disabled={pending}
          onClick={() => settle.mutate("new_lead")}
        >
          {words.asNewLead}
        </button>
        <button
          type="button"
          className="btn-outline min-h-11 text-sm"
          disabled={pending}
          onClick={() => settle.mutate("aside")}
        >
          {words.putAside}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function MailsToAssign() {
  const { t } = useI18n();
  const waiting = useQuery(toAssignQuery);
  const [made, setMade] = useState<string | null>(null);
  const mails = waiting.data ?? [];
  const madeNote = made ? (
    <p role="status" className="text-sm">
      {t.mailIn.newLeadMade}{" "}
      <Link to={`/leads/${made}`} className="font-semibold text-spree underline">
        {t.mailIn.openNewLead}
      </Link>
    </p>
  ) : null;
  if (mails.length === 0) return madeNote;
  return (
    <section aria-labelledby="to-assign-title" className="space-y-2 rounded-lg bg-spree-soft p-3">
      <h2 id="to-assign-title" className="text-lg font-bold">
        {format(t.mailIn.toAssignTitle, { count: mails.length })}
      </h2>
      <p className="text-sm text-ink-soft">{t.mailIn.toAssignHint}</p>
      {madeNote}
      <ul className="space-y-3">
        {mails.map((mail) => (
          <AssignCard key={mail.id} mail={mail} onNewLead={setMade} />
        ))}
      </ul>
    </section>
  );
}
