/**
 * The form's events: the select (field "event") and, below it, the list of events chosen so
 * far with the non-binding estimate. Without JavaScript (and until hydration) each chosen
 * event is a ticked checkbox named `events`, so unticking leaves it out; once hydrated it is
 * a hidden value with a remove button, and choosing in the select moves the event into the
 * list. The select keeps its name `event`, so a form sent without JavaScript adds its
 * choice to the list's events.
 */
import type { EnquiryFormText } from "#app/i18n/dictionary/enquiry.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import { estimateLines, estimateText } from "#app/shared/enquiry/estimate.ts";
import { EVENTS_MAX, OTHER_EVENT } from "#app/shared/enquiry/rules.ts";
import type { EventChoice } from "../../lib/enquiry-events";
import { StrokeIcon } from "../ui/icons";

export interface Picker {
  chosen: string[];
  add(title: string): void;
  remove(title: string): void;
  hydrated: boolean;
  /** The group size typed so far, when it is a valid one. */
  participants: number | null;
}

export function EventSelect({
  props,
  className,
  text,
  options,
  picker,
}: {
  props: Record<string, unknown> & { id: string };
  className: string;
  text: EnquiryFormText;
  options: EventChoice[];
  picker: Picker;
}) {
  const { chosen, hydrated } = picker;
  const hide = (title: string) => hydrated && chosen.includes(title);
  return (
    <select
      {...props}
      className={className}
      required={chosen.length === 0}
      disabled={hydrated && chosen.length >= EVENTS_MAX}
      defaultValue=""
      onChange={(event) => {
        // Once hydrated the select only adds: its choice moves into the list.
        if (!hydrated || event.target.value === "") return;
        picker.add(event.target.value);
        event.target.value = "";
      }}
    >
      <option value="" disabled={chosen.length === 0}>
        {chosen.length > 0 ? text.addEventPlaceholder : text.eventPlaceholder}
      </option>
      {options
        .filter((choice) => !hide(choice.title))
        .map((choice) => (
          <option key={choice.title} value={choice.title}>
            {choice.title}
          </option>
        ))}
      {!hide(OTHER_EVENT) && <option value={OTHER_EVENT}>{text.eventOther}</option>}
    </select>
  );
}

export function ChosenEvents({
  text,
  events,
  picker,
  intl,
  taxRegime,
  focusSelect,
}: {
  text: EnquiryFormText;
  /** Every event the form knows (listed or not), for the estimate's prices. */
  events: readonly EventChoice[];
  picker: Picker;
  intl: string;
  /** The agency's tax setting, from the page's props (the browser bundle has only the example). */
  taxRegime: TaxRegime;
  focusSelect: () => void;
}) {
  const { chosen, hydrated, participants } = picker;
  const label = (title: string) => (title === OTHER_EVENT ? text.eventOther : title);
  const lines =
    participants === null
      ? []
      : estimateLines(chosen, participants, (title) =>
          events.find((event) => event.title === title),
        );
  return (
    <>
      {chosen.length > 0 && (
        <div className="grid gap-2 sm:col-span-2">
          <p id="enquiry-chosen-heading" className="font-semibold text-ink">
            {text.chosenEvents}
          </p>
          <ul
            aria-labelledby="enquiry-chosen-heading"
            className="grid gap-2"
            data-testid="enquiry-chosen-events"
          >
            {chosen.map((title) => (
              <li
                key={title}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-spree/30 bg-spree-soft py-1 pr-1 pl-3.5 text-ink"
              >
                {hydrated ? (
                  <>
                    <input type="hidden" name="events" value={title} />
                    <span className="font-medium break-words">{label(title)}</span>
                    <button
                      type="button"
                      aria-label={text.removeEvent.replace("{event}", label(title))}
                      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-spree hover:bg-white focus-visible:outline-2 focus-visible:outline-spree"
                      onClick={() => {
                        picker.remove(title);
                        focusSelect();
                      }}
                    >
                      <StrokeIcon className="size-4" strokeWidth={2.5}>
                        <path d="M6 6l12 12M18 6 6 18" />
                      </StrokeIcon>
                      {text.removeEventShort}
                    </button>
                  </>
                ) : (
                  <label className="flex flex-1 cursor-pointer items-center gap-3 py-2 font-medium">
                    <input
                      type="checkbox"
                      name="events"
                      value={title}
                      defaultChecked
                      className="size-5 shrink-0 accent-spree"
                    />
                    {label(title)}
                  </label>
                )}
              </li>
            ))}
          </ul>
          {!hydrated && <p className="text-sm text-ink-soft">{text.keepEventHint}</p>}
        </div>
      )}
      {/* Announced as it changes while the group size is typed. */}
      <div aria-live="polite" className="empty:hidden sm:col-span-2" data-testid="enquiry-estimate">
        {lines.length > 0 && (
          <div className="rounded-lg border border-ink/15 bg-sand p-4">
            <p className="font-semibold text-ink">{text.estimate.heading}</p>
            <ul className="mt-1.5 grid gap-1 text-ink">
              {lines.map((line) => (
                <li key={line.title}>
                  <span className="font-medium">{label(line.title)}:</span>{" "}
                  {estimateText(line, text.estimate, intl, taxRegime)}
                </li>
              ))}
            </ul>
            <p className="mt-1.5 text-sm text-ink-soft">{text.estimate.note}</p>
          </div>
        )}
      </div>
    </>
  );
}
