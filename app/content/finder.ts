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
