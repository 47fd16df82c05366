import type { ListPage } from "../schema";

const events = [
  "lebkuchenherzen",
  "weihnachts-teamkochen",
  "winter-grillen",
  "weihnachts-rallye",
  "plaetzchen-backen",
  "weihnachts-escape",
  "eisstockschiessen",
  "weihnachtsmarkt-tour",
  "kraenze-binden",
  "weihnachts-krimidinner",
  "schneekugel-workshop",
  "weihnachts-quiz",
];

export const christmasPage: ListPage = {
  slug: "christmas-events",
  image: "category-christmas",
  variant: { de: "season", en: "season" },
  // The English page lists 11 events: it omits the wreath workshop (docs/product.md#event-lists).
  events: { de: events, en: events.filter((id) => id !== "kraenze-binden") },
  de: {
    seo: {
      title: "Weihnachtsfeier in Berlin – Ideen für Firmen",
      description:
        "Weihnachtsfeier in Berlin: Lebkuchenherzen, Krimidinner, Winter-Grillen, Eisstockschießen und mehr. Für 8 bis 500 Personen, ab 29 € pro Person.",
      keywords: [
        "Weihnachtsfeier Berlin",
        "Firmen-Weihnachtsfeier",
        "Weihnachtsfeier Ideen",
        "Teamevent Weihnachten",
      ],
    },
    eyebrow: "Weihnachtsfeiern",
    heading: "Weihnachtsfeiern, über die man noch im Januar spricht",
    intro:
      "Schluss mit dem immer gleichen Restaurantabend: Bei uns wird gebacken, gerätselt, gegrillt und gesungen. Jedes Format hat seine Saison – und die beliebtesten Termine im Dezember sind schnell vergeben.",
    cta: {
      heading: "Planen Sie Ihre Weihnachtsfeier",
      text: "Nennen Sie uns Wunschtermin und Gruppengröße – wir prüfen die Verfügbarkeit und senden Ihnen in der Regel innerhalb von 24 Stunden ein Angebot.",
      contactLabel: "Weihnachtsfeier anfragen",
      phone: true,
    },
  },
  en: {
    seo: {
      title: "Christmas Parties in Berlin – Ideas for Companies",
      description:
        "Christmas parties in Berlin: gingerbread hearts, murder mystery dinner, winter barbecue, ice stock sport and more. For 8 to 500 people, from €29 per person.",
      keywords: [
        "Christmas party Berlin",
        "company Christmas party",
        "Christmas party ideas",
        "festive team event",
      ],
    },
    eyebrow: "Christmas Events",
    heading: "Christmas parties people still talk about in January",
    intro:
      "Forget the same old restaurant evening: with us your team bakes, solves puzzles, grills and sings. Every format has its season – and the most popular dates in December go quickly.",
    cta: {
      heading: "Plan your Christmas party",
      text: "Tell us your preferred date and group size – we check availability and usually send you an offer within 24 hours.",
      contactLabel: "Enquire about a Christmas party",
      phone: true,
    },
  },
};
