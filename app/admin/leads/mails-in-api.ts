/**
 * The mails taken from the agency's mailbox (server/mail/inbound/routes.ts): a lead's mails
 * with their attachments, marking them read, the mailbox's state, and the page's live
 * refresh when a mail lands on the lead (`event: mail` on the leads' stream).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { InboundMailView } from "../../../server/mail/inbound/routes.ts";
import type { MailboxStatus } from "../../../server/mail/inbound/reader.ts";
import { adminApi } from "../api";
import { listenToLeadStream } from "./lead-stream";

export type { InboundMailView, MailboxStatus };

export const mailsInQuery = (leadId: string) => ({
  queryKey: ["lead", leadId, "mails-in"],
  queryFn: () => adminApi.get<InboundMailView[]>(`/leads/${leadId}/mails-in`),
});

export const mailboxQuery = {
  queryKey: ["mailbox"],
  queryFn: () => adminApi.get<{ mailbox: MailboxStatus | null }>("/mailbox"),
  staleTime: 60_000,
};

export const markMailsRead = (leadId: string) =>
  adminApi.post<{ read: number }>(`/leads/${leadId}/mails-in/read`);

export const attachmentUrl = (mailId: string, position: number) =>
  `/api/admin/mails-in/${mailId}/attachments/${position}`;

/** Reads the lead (and its mails) again when a mail from the mailbox lands on it. */
export function useLeadMailRefresh(leadId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stream = listenToLeadStream({
      mail: (data) => {
        let id = "";
        try {
          id = String((JSON.parse(data) as { leadId?: unknown }).leadId ?? "");
        } catch {
          return;
        }
        if (id !== leadId) return;
        void queryClient.invalidateQueries({ queryKey: ["lead", leadId] });
        void queryClient.invalidateQueries({ queryKey: ["leads", "counts"] });
      },
    });
    return stream.stop;
  }, [leadId, queryClient]);
}

/**
 * The lead's new answers are read once its page shows them (the server counts it only for
 * the lead's owner, or anyone while nobody owns it); the badge and the view follow.
 */
export function useMarkAnswersRead(leadId: string) {
  const queryClient = useQueryClient();
  const mails = useQuery(mailsInQuery(leadId));
  const unread = mails.data?.some((mail) => mail.unread) ?? false;
  useEffect(() => {
    if (!unread) return;
    // Shown as "Neu" until the next reading of the lead; the counts change at once.
    const timer = setTimeout(() => {
      void markMailsRead(leadId).then(({ read }) => {
        if (read > 0) void queryClient.invalidateQueries({ queryKey: ["leads"] });
      });
    }, 1_500);
    return () => clearTimeout(timer);
  }, [leadId, unread, queryClient]);
}
