/**
 * The server's hints about the offer's day (the same event booked, a full day): a note, not
 * a block; at the top of the editor and again beside "Speichern", where it appears after
 * saving.
 */
import { format, useI18n } from "../../i18n";
import { useOfferFormat } from "../offer-format";
import type { OfferDetail } from "../offers-api";

export function Warnings({
  warnings,
  testId,
}: {
  warnings: OfferDetail["warnings"];
  testId?: string;
}) {
  const { t } = useI18n();
  const words = t.offerEditor;
  const { day } = useOfferFormat();
  if (warnings.length === 0) return null;
  return (
    <div
      className="space-y-1 rounded-lg border border-accent/30 bg-accent-soft px-3 py-2"
      role="note"
      data-testid={testId}
    >
      <p className="font-semibold text-accent-strong">{words.warnings}</p>
      {warnings.map((warning) => (
        <p key={warning.kind}>
          {format(warning.kind === "event_booked" ? words.warningBooked : words.warningDayFull, {
            date: day(warning.date),
            count: warning.others.length,
            others: warning.others
              .map(
                (other) =>
                  `${other.number} (${other.company}${other.title ? `, ${other.title}` : ""})`,
              )
              .join("; "),
          })}
        </p>
      ))}
    </div>
  );
}
