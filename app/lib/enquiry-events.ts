/**
 * The enquiry form's event list and what `?event=` pre-selects. Links carry the event's
 * title in the language of the page they came from, and the language switch keeps the
 * query, so the English form must also recognise a German title (and the other way round),
 * and an event the page's language does not list. A value that matches nothing is not
 * dropped: it becomes the free text of "Other / not sure yet".
 */
import { EVENTS_MAX, LIMITS, OTHER_EVENT } from "#app/shared/enquiry/rules.ts";

export interface EventChoice {
  /** The title in the page's language: what the select shows and sends. */
  title: string;
  /**
   * Its titles in the other languages, recognised in `?event=`: one per line, a single
   * string so that the page's data holds no more than one title per language.
   */
  alias: string;
  /** Offered on a list page of this language (shown in the select from the start). */
  listed: boolean;
  /** Euro per person as the catalogue states it (decision 0131); null: price on request. */
  priceFrom: number | null;
  /** The smallest group the event is offered for. */
  minPersons: number;
}

export interface Preselection {
  /** The select's value: a title, OTHER_EVENT, or "" (nothing chosen). */
  value: string;
  /** Free text for "other" (an unknown event from the link). */
  otherText: string;
  /** An event to add to the select because the link named it (not listed in this language). */
  extra?: EventChoice;
}

const normal = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

export function preselect(param: string | null, events: readonly EventChoice[]): Preselection {
  const wanted = param === null ? "" : normal(param);
  if (wanted === "") return { value: "", otherText: "" };
  const match =
    events.find((event) => normal(event.title) === wanted) ??
    events.find((event) => event.alias.split("\n").some((alias) => normal(alias) === wanted));
  if (!match) return { value: OTHER_EVENT, otherText: param!.trim().slice(0, 200) };
  return match.listed
    ? { value: match.title, otherText: "" }
    : { value: match.title, otherText: "", extra: match };
}

/** What a link's `?event=A&event=B` chooses: titles (and "other") plus the free text. */
export interface Preset {
  chosen: string[];
  otherText: string;
}

/**
 * Every `?event=` of the address, each matched as `preselect` does, in order and without
 * duplicates, at most EVENTS_MAX; values that match nothing become "other" with their
 * words as its free text.
 */
export function preselectAll(params: readonly string[], events: readonly EventChoice[]): Preset {
  const chosen: string[] = [];
  const unknown: string[] = [];
  for (const param of params) {
    const { value, otherText } = preselect(param, events);
    if (value === "") continue;
    if (otherText) unknown.push(otherText);
    if (!chosen.includes(value) && chosen.length < EVENTS_MAX) chosen.push(value);
  }
  return { chosen, otherText: unknown.join(", ").slice(0, LIMITS.eventOther) };
}
