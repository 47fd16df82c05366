/**
 * The headcount link on the customer's offer page once it is a booking (decision 0194): the
 * address to pass on to the participants, in a field that selects whole for copying (no
 * script on that page), with what the participants are asked and until when.
 */
import type { Locale } from "#app/i18n/locales.ts";
import { berlinDayAndTime } from "#app/shared/berlin-time.ts";
import { formatDay } from "../documents/words.ts";
import { escapeHtml as e } from "../html.ts";
import type { Db } from "../database/connection.ts";
import { headcountPath } from "./paths.ts";
import { DEFAULT_CLOSES_BEFORE_HOURS, headcountPageOf, headcountTokenOf } from "./store.ts";
import { headcountWords } from "./words.ts";

export interface OfferHeadcount {
  url: string;
  closesAt: Date | null;
  open: boolean;
}

const words = {
  de: {
    heading: "Link für Ihre Teilnehmenden",
    body: "Geben Sie diesen Link an Ihr Team weiter: Jede Person sagt zu oder ab und wählt, was das Event braucht (Sprache der Anleitung, je nach Event Ernährung oder Haftungsverzicht). Ein Konto braucht niemand; niemand sieht die Antworten der anderen.",
    label: "Link zum Kopieren",
    closed: "Die Anmeldung über diesen Link ist geschlossen.",
  },
  en: {
    heading: "Link for your participants",
    body: "Pass this link on to your team: each person says whether they will come and chooses what the event needs (the guide's language and, depending on the event, diet or a waiver). Nobody needs an account; nobody sees the others' answers.",
    label: "Link to copy",
    closed: "Answers through this link are closed.",
  },
} as const;

export function headcountOfferSection(
  view: OfferHeadcount,
  language: Locale,
  card: string,
): string {
  const w = words[language];
  const until = view.closesAt ? berlinDayAndTime(view.closesAt) : null;
  const closes = until
    ? headcountWords[language].closesAt(
        headcountWords[language].when(formatDay(until.day, language), until.time),
      )
    : "";
  return `<section class="${card} mt-6" aria-labelledby="headcount-link-heading" data-testid="headcount-link">
<h2 id="headcount-link-heading" class="text-2xl font-bold">${e(w.heading)}</h2>
<p class="mt-2">${e(w.body)}</p>
<label for="headcount-url" class="mt-4 block font-semibold">${e(w.label)}</label>
<input id="headcount-url" readonly value="${e(view.url)}" class="mt-1 block min-h-11 w-full rounded-xl border border-ink/30 bg-sand/60 px-3 py-2 font-mono text-sm">
<p class="mt-2 text-sm ${view.open ? "text-ink-soft" : "font-semibold"}">${e(view.open ? closes : w.closed)}</p></section>`;
}

/** The link of an offer's booking as its page shows it (made the first time). */
export async function offerHeadcountOf(
  db: Db,
  bookingId: string,
  input: { now: Date; closesBeforeHours?: number | undefined; siteUrl: string; language: Locale },
): Promise<OfferHeadcount> {
  const token = await headcountTokenOf(db, bookingId, input.now);
  const hours = input.closesBeforeHours ?? DEFAULT_CLOSES_BEFORE_HOURS;
  const page = (await headcountPageOf(db, token, input.now, hours))!;
  return {
    url: `${input.siteUrl}${headcountPath(token, input.language)}`,
    closesAt: page.closesAt,
    open: page.state === "open",
  };
}
