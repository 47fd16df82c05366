/**
 * The offer's event: its date (with the lead's wished date as the hint), start, duration,
 * participants and place.
 */
import { format, useI18n } from "../../i18n";
import type { LeadDetail } from "../../leads/leads-api";
import { DraftField, useDraft } from "./context";

export function EventSection({ lead }: { lead: LeadDetail | undefined }) {
  const { t } = useI18n();
  const words = t.offerEditor;
  const { id } = useDraft();
  return (
    <section className="card space-y-4" aria-labelledby={`${id}-event`}>
      <h2 id={`${id}-event`} className="text-lg font-semibold">
        {words.event}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <DraftField
            field="eventDate"
            label={words.eventDate}
            type="date"
            hint={
              lead?.preferredDate
                ? format(words.preferredDate, { text: lead.preferredDate })
                : undefined
            }
          />
        </div>
        <DraftField field="startTime" label={words.startTime} type="time" step={900} />
        <DraftField field="duration" label={words.duration} inputMode="decimal" />
        <DraftField field="participants" label={words.participants} inputMode="numeric" />
        <div className="sm:col-span-2">
          <DraftField field="place" label={words.place} />
        </div>
      </div>
    </section>
  );
}
