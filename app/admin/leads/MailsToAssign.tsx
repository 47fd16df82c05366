/**
 * "Zuordnen": mails from the agency's mailbox whose sender has several open leads (and no
 * thread or reference tells which), shown above the "Neue Antworten" view. Each names its
 * candidate leads; one click puts the mail on one of them (server/mail/inbound/assign.ts),
 * where it becomes the lead's "Antwort des Kunden". Renders nothing while none wait.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MailToAssign } from "../../../server/mail/inbound/assign.ts";
import { adminApi, AdminApiError } from "../api";
import { format, useI18n } from "../i18n";

export const toAssignQuery = {
  queryKey: ["mails-in", "to-assign"],
  queryFn: () => adminApi.get<MailToAssign[]>("/mails-in/to-assign"),
};

function AssignCard({ mail }: { mail: MailToAssign }) {
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
  const from = mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress;
  const error =
    assign.error instanceof AdminApiError && assign.error.code === "already_assigned"
      ? words.alreadyAssigned
      : assign.error
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
              disabled={assign.isPending}
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
  const mails = waiting.data ?? [];
  if (mails.length === 0) return null;
  return (
    <section aria-labelledby="to-assign-title" className="space-y-2 rounded-lg bg-spree-soft p-3">
      <h2 id="to-assign-title" className="text-lg font-bold">
        {format(t.mailIn.toAssignTitle, { count: mails.length })}
      </h2>
      <p className="text-sm text-ink-soft">{t.mailIn.toAssignHint}</p>
      <ul className="space-y-3">
        {mails.map((mail) => (
          <AssignCard key={mail.id} mail={mail} />
        ))}
      </ul>
    </section>
  );
}
