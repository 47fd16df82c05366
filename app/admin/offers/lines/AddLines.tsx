/**
 * Under the offer's lines: "Zeile hinzufügen", the quick extras (they prefill a title in the
 * offer's language, which goes onto the customer's PDF, and a per-person extra such as
 * catering starts at the group's size) and "Event aus dem Katalog", adding an event at its
 * per-person price for the group (at least its smallest group).
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { format, useI18n } from "../../i18n";
import { centsToInput } from "../money-input";
import type { LineState } from "../editor-state";
import { useOfferFormat } from "../offer-format";
import { catalogueQuery } from "../offers-api";
import type { Locale } from "../../../i18n/locales";

/** The quick extras' titles in the offer's language (they go onto the customer's PDF). */
const EXTRAS = {
  catering: { de: "Catering", en: "Catering", unit: "person" },
  transport: { de: "Transport", en: "Transport", unit: "flat" },
  decoration: { de: "Dekoration", en: "Decoration", unit: "flat" },
  technology: { de: "Technikmiete", en: "Technology rental", unit: "flat" },
} as const;

interface AddLinesProps {
  language: Locale;
  participants: number;
  onAdd(line: Partial<LineState>): void;
}

export function AddLines({ language, participants, onAdd }: AddLinesProps) {
  const { t, locale } = useI18n();
  const words = t.offerEditor;
  const { money } = useOfferFormat();
  const id = useId();
  const catalogue = useQuery(catalogueQuery);
  const [chosen, setChosen] = useState("");

  const addEvent = () => {
    const event = catalogue.data?.events.find((each) => each.slug === chosen);
    if (!event) return;
    onAdd({
      kind: "event",
      eventSlug: event.slug,
      title: event.title[language],
      quantity: String(Math.max(participants || 0, event.minPersons)),
      unit: "person",
      price: centsToInput(event.pricePerPersonCents, locale),
    });
    setChosen("");
  };

  return (
    <div className="space-y-3 border-t border-ink/10 pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-outline" onClick={() => onAdd({})}>
          {words.addLine}
        </button>
        <span className="text-sm text-ink-soft">{words.quickExtras}</span>
        {(Object.keys(EXTRAS) as Array<keyof typeof EXTRAS>).map((extra) => (
          <button
            key={extra}
            type="button"
            className="btn-outline px-3 text-sm"
            onClick={() =>
              onAdd({
                title: EXTRAS[extra][language],
                unit: EXTRAS[extra].unit,
                quantity:
                  EXTRAS[extra].unit === "person" && participants > 0 ? String(participants) : "1",
              })
            }
          >
            + {words.extras[extra]}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1 sm:max-w-md">
          <label htmlFor={`${id}-catalogue`} className="block font-medium">
            {words.catalogue}
          </label>
          <select
            id={`${id}-catalogue`}
            className="input"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{words.catalogueChoose}</option>
            {(catalogue.data?.events ?? []).map((event) => (
              <option key={event.slug} value={event.slug}>
                {event.title[locale]} –{" "}
                {format(words.cataloguePrice, {
                  price: money(event.pricePerPersonCents),
                  min: event.minPersons,
                })}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-outline" disabled={!chosen} onClick={addEvent}>
          {words.catalogueAdd}
        </button>
      </div>
    </div>
  );
}
