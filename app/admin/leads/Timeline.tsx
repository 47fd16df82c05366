/**
 * A lead's timeline, newest first: one sentence per entry with an icon, the author and the
 * Berlin time. Arrival (through which form, in words), the two automatic mails with their
 * delivery ("Erneut senden" when one failed), state changes (a lost lead's reason), owner
 * changes, notes, calls, replies sent (text folded, delivery), customers' answers, next
 * steps set and done, merges, offers sent (number, amount, link) and answered (accepted or
 * declined with the reason), invoices issued (kind, number, amount, delivery); entries of a
 * lead merged into this one say so.
 */
import { useQuery } from "@tanstack/react-query";
import { useI18n } from "../i18n";
import { mailsInQuery } from "./mails-in-api";
import { useLeadFormat } from "./lead-format";
import type { LeadDetail } from "./leads-api";
import { useEntryContent } from "./timeline-entry";
import { TimelineIcon } from "./TimelineIcon";

export function Timeline({
  lead,
  onAnswer,
}: {
  lead: LeadDetail;
  /** Opens the composer in the thread of a customer's mail from the mailbox. */
  onAnswer?: (answer: { id: string; subject: string }) => void;
}) {
  const { t } = useI18n();
  const { at } = useLeadFormat();
  const mailsIn = useQuery(mailsInQuery(lead.id));
  const contentOf = useEntryContent(lead, mailsIn.data, onAnswer);
  // A lead merged into this one brings its own "merged into" entry: this one's says it.
  const entries = lead.timeline.filter(
    (entry) => !(entry.kind === "merged" && entry.leadId !== lead.id),
  );
  return (
    <section className="card space-y-3" aria-labelledby="lead-timeline">
      <h2 id="lead-timeline" className="text-lg font-semibold">
        {t.timeline.title}
      </h2>
      {entries.length === 0 ? <p className="text-ink-soft">{t.timeline.empty}</p> : null}
      <ol className="space-y-4" data-testid="timeline">
        {entries.map((entry) => {
          const content = contentOf(entry);
          return (
            <li key={`${entry.kind}-${entry.id}`} className="flex gap-3">
              <TimelineIcon name={content.icon} tone={content.tone} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium break-words">{content.sentence}</p>
                {content.extra}
                <p className="text-sm text-ink-soft">
                  {entry.actorName ??
                    (entry.kind === "received" ? lead.name : t.timeline.automatic)}{" "}
                  · <time dateTime={entry.at}>{at(entry.at)}</time>
                  {entry.leadId !== lead.id ? ` · ${t.timeline.fromMerged}` : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
