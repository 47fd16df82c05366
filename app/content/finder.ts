/**
 * Copy of the event finder (/event-finder) and the shortlist (/merkliste, /en/shortlist).
 * The events and their facts come from ./events; the filters' words from the UI dictionary.
 */
import { z } from "zod";
import { seoTextSchema, text, type Localized } from "./schema";

export const toolPageTextSchema = z.strictObject({
  seo: seoTextSchema,
  /** Small label above the heading. */
  eyebrow: text,
  heading: text,
  intro: text,
});
export type ToolPageText = z.infer<typeof toolPageTextSchema>;

export const finderPage = {
  de: {
    seo: {
      title: "Event-Finder: das passende Teamevent in Berlin",
      description:
        "Finden Sie Ihr Teamevent in Berlin nach Gruppengröße, Budget pro Person, Dauer, drinnen oder draußen und Saison – aus allen Events von Spreegeist.",
      keywords: ["Teamevent finden", "Teambuilding Berlin", "Firmenevent Budget", "Event-Finder"],
    },
    eyebrow: "Event-Finder",
    heading: "Welches Event passt zu Ihrem Team?",
    intro:
      "Geben Sie ein, wie viele Sie sind, was es pro Person kosten darf und wie lange es dauern soll: Die Liste zeigt sofort, was passt.",
  },
  en: {
    seo: {
      title: "Event Finder: the right team event in Berlin",
      description:
        "Find your team event in Berlin by group size, budget per person, duration, indoors or outdoors and season – from every event Spreegeist offers.",
      keywords: [
        "find a team event",
        "team building Berlin",
        "corporate event budget",
        "event finder",
      ],
    },
    eyebrow: "Event finder",
    heading: "Which event suits your team?",
    intro:
      "Tell us how many you are, what it may cost per person and how long it should last: the list shows at once what fits.",
  },
} satisfies Localized<ToolPageText>;

export const shortlistPage = {
  de: {
    seo: {
      title: "Merkliste",
      description:
        "Ihre gemerkten Teamevents auf einen Blick: vergleichen, entfernen und mit einer Anfrage für alle ein Angebot einholen.",
      keywords: ["Merkliste", "Teamevents vergleichen"],
    },
    eyebrow: "Merkliste",
    heading: "Ihre gemerkten Events",
    intro:
      "Vergleichen Sie Ihre Favoriten und fragen Sie alle mit einer Nachricht an: Wir melden uns meist innerhalb von 24 Stunden.",
  },
  en: {
    seo: {
      title: "Shortlist",
      description:
        "Your saved team events at a glance: compare, remove, and ask for an offer for all of them with one enquiry.",
      keywords: ["shortlist", "compare team events"],
    },
    eyebrow: "Shortlist",
    heading: "Your saved events",
    intro:
      "Compare your favourites and ask about all of them in one message: we usually reply within 24 hours.",
  },
} satisfies Localized<ToolPageText>;

/** The finder form's words (island props: only the finder page carries them). */
const finderLabelsDe = {
  filters: "Filter",
  size: "Gruppengröße",
  sizeHint: "Anzahl Personen",
  budget: "Budget pro Person (€)",
  budgetHint: "höchstens, mit „ab“-Preis verglichen",
  setting: "Drinnen oder draußen",
  settingIndoor: "Drinnen",
  settingOutdoor: "Draußen",
  duration: "Dauer",
  durationShort: "bis 2 Stunden",
  durationMedium: "2–4 Stunden",
  durationLong: "länger als 4 Stunden",
  category: "Kategorie",
  month: "Monat",
  monthHint: "Weihnachtsformate von November bis Januar",
  any: "Egal",
  submit: "Events anzeigen",
  reset: "Filter zurücksetzen",
  countOne: "1 Event passt",
  countOther: "{count} Events passen",
  noMatch: "Kein Event passt zu allen Angaben.",
  nearest: "Diese Events kommen Ihren Wünschen am nächsten:",
  contactHint: "Oder schreiben Sie uns: Wir stellen ein passendes Event für Sie zusammen.",
  contactLink: "Anfrage ohne festes Event",
};
export type FinderLabels = Record<keyof typeof finderLabelsDe, string>;
export const finderLabels: Localized<FinderLabels> = {
  de: finderLabelsDe,
  en: {
    filters: "Filters",
    size: "Group size",
    sizeHint: "number of people",
    budget: "Budget per person (€)",
    budgetHint: "at most, compared with the 'from' price",
    setting: "Indoors or outdoors",
    settingIndoor: "Indoors",
    settingOutdoor: "Outdoors",
    duration: "Duration",
    durationShort: "up to 2 hours",
    durationMedium: "2–4 hours",
    durationLong: "longer than 4 hours",
    category: "Category",
    month: "Month",
    monthHint: "Christmas formats from November to January",
    any: "Any",
    submit: "Show events",
    reset: "Reset filters",
    countOne: "1 event matches",
    countOther: "{count} events match",
    noMatch: "No event matches everything you chose.",
    nearest: "These events come closest:",
    contactHint: "Or write to us: we will put together an event that fits.",
    contactLink: "Enquire without a set event",
  },
};

/** The shortlist page's words (island props: only that page carries them). */
const shortlistLabelsDe = {
  empty: "Ihre Merkliste ist leer. Mit „Merken“ auf einem Event legen Sie es hier ab.",
  browse: "Events entdecken",
  remove: "Entfernen",
  enquireAll: "Anfrage für alle senden",
  countOne: "1 gemerktes Event",
  countOther: "{count} gemerkte Events",
  storageNote:
    "Die Merkliste bleibt nur in diesem Browser gespeichert; wir erhalten sie erst, wenn Sie eine Anfrage senden.",
  needsScript: "Die Merkliste lebt in Ihrem Browser und braucht JavaScript.",
};
export type ShortlistLabels = Record<keyof typeof shortlistLabelsDe, string>;
export const shortlistLabels: Localized<ShortlistLabels> = {
  de: shortlistLabelsDe,
  en: {
    empty: "Your shortlist is empty. Press 'Save' on an event to keep it here.",
    browse: "Discover events",
    remove: "Remove",
    enquireAll: "Enquire about all",
    countOne: "1 saved event",
    countOther: "{count} saved events",
    storageNote:
      "The shortlist is kept in this browser only; we receive it only when you send an enquiry.",
    needsScript: "The shortlist lives in your browser and needs JavaScript.",
  },
};
