import type { HomeText, Localized } from "./schema";

export type { HomeText };

/** Copy of the two home pages. */
export const home: Localized<HomeText> = {
  de: {
    seo: {
      title: "Teambuilding & Firmenevents in Berlin",
      description:
        "Teambuilding, Firmenfeiern und Weihnachtsfeiern in Berlin: über 100 Events für 16 bis 1000 Personen, Teambuilding ab 39 € pro Person. Kostenlose Beratung, Antwort in 24 Stunden.",
      keywords: [
        "Teambuilding Berlin",
        "Firmenevent Berlin",
        "Weihnachtsfeier Berlin",
        "Teamevent",
        "Betriebsausflug Berlin",
      ],
    },
    hero: {
      eyebrow: "Teamevents in Berlin",
      heading: "Teambuilding, das in Erinnerung bleibt",
      intro:
        "Über 100 Events für Teams von 16 bis 1000 Personen – drinnen und draußen, kreativ, sportlich oder schaurig. Wir planen, Sie genießen.",
      primary: "Events entdecken",
      secondary: "Kostenlos beraten lassen",
    },
    facts: [
      { value: "100+", label: "Events" },
      { value: "16–1000", label: "Personen" },
      { value: "ab 39 €", label: "Teambuilding p. P." },
      { value: "24 h", label: "Antwortzeit" },
    ],
    why: {
      heading: "Warum Teambuilding in Berlin?",
      intro: "Die Hauptstadt bietet Kulissen, die kein Seminarhotel hat – wir kennen sie.",
      items: [
        {
          title: "Einzigartige Locations",
          text: "Vom Wannsee-Ufer bis zur Industriehalle in Kreuzberg: Wir finden den Ort, der zu Ihrem Team passt.",
        },
        {
          title: "Professionelle Betreuung",
          text: "Erfahrene Trainerinnen und Trainer moderieren, erklären und sorgen dafür, dass alle mitmachen.",
        },
        {
          title: "Individuelle Konzepte",
          text: "Jedes Event passen wir an Gruppengröße, Budget und Ziel an – vom Kick-off bis zur Weihnachtsfeier.",
        },
      ],
    },
    categories: {
      heading: "Unsere Event-Kategorien",
      intro: "Wählen Sie eine Kategorie – oder lassen Sie sich von uns beraten.",
      link: "Ansehen",
    },
    testimonials: { heading: "Das sagen unsere Kunden" },
    cta: {
      heading: "Bereit für Ihr nächstes Teamevent?",
      text: "Erzählen Sie uns von Ihrem Team. Die Beratung ist kostenlos, und Sie erhalten in der Regel innerhalb von 24 Stunden ein individuelles Angebot.",
      contact: "Jetzt anfragen",
    },
  },
  en: {
    seo: {
      title: "Team Building & Corporate Events in Berlin",
      description:
        "Team building, company parties and Christmas parties in Berlin: 100+ events for 16 to 1000 people, team building from €39 per person. Free consultation, reply within 24 hours.",
      keywords: [
        "team building Berlin",
        "corporate events Berlin",
        "Christmas party Berlin",
        "team event",
        "company outing Berlin",
      ],
    },
    hero: {
      eyebrow: "Team events in Berlin",
      heading: "Team building your people will remember",
      intro:
        "100+ events for teams of 16 to 1000 people – indoors and outdoors, creative, sporty or spooky. We plan, you enjoy.",
      primary: "Explore events",
      secondary: "Get free advice",
    },
    facts: [
      { value: "100+", label: "events" },
      { value: "16–1000", label: "people" },
      { value: "from €39", label: "team building p.p." },
      { value: "24 h", label: "reply time" },
    ],
    why: {
      heading: "Why Spreegeist Events",
      intro: "Berlin offers settings no seminar hotel can match – and we know them all.",
      items: [
        {
          title: "Unique locations",
          text: "From the shores of the Wannsee to an industrial hall in Kreuzberg: we find the place that suits your team.",
        },
        {
          title: "Professional support",
          text: "Experienced trainers host, explain and make sure everyone joins in.",
        },
        {
          title: "Tailored concepts",
          text: "We adapt every event to your group size, budget and goal – from kick-off to Christmas party.",
        },
      ],
    },
    categories: {
      heading: "Our event categories",
      intro: "Pick a category – or let us advise you.",
      link: "View",
    },
    testimonials: { heading: "What our clients say" },
    cta: {
      heading: "Ready for your next team event?",
      text: "Tell us about your team. The consultation is free, and you usually receive a tailored offer within 24 hours.",
      contact: "Enquire now",
    },
  },
};
