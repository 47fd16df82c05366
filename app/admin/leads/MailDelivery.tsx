/** A mail's delivery on a lead's timeline, with "Erneut senden" when it failed. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { useLeadFormat } from "./lead-format";
import { leadChanges, type LeadDetail, type LeadMail } from "./leads-api";

/** A mail's delivery in words, with "Erneut senden" when it failed. */
export function MailDelivery({ lead, mail }: { lead: LeadDetail; mail: LeadMail }) {
  const { t } = useI18n();
  const { at } = useLeadFormat();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => leadChanges.resendMail(lead.id, mail.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["lead", lead.id] }),
  });
  const time = mail.delivery === "sent" ? mail.sentAt : mail.nextAttemptAt;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className={mail.delivery === "failed" ? "font-medium text-danger" : "text-ink-soft"}>
        {format(t.mailDelivery[mail.delivery], { time: time ? at(time) : "" })}
      </span>
      {mail.attempts > (mail.delivery === "sent" ? 1 : 0) ? (
        <span className="text-ink-soft">{format(t.lead.attempts, { count: mail.attempts })}</span>
      ) : null}
      {mail.lastError ? (
        <span className="basis-full break-all text-ink-soft">{mail.lastError}</span>
      ) : null}
      {mail.delivery === "failed" ? (
        <button
          type="button"
          className="btn-outline text-sm"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {t.lead.sendAgain}
        </button>
      ) : null}
      {resend.isSuccess ? <Notice kind="success">{t.lead.sentAgain}</Notice> : null}
    </div>
  );
}
