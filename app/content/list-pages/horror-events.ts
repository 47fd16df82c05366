import type { ListPage } from "../schema";

const events = [
  "zombie-apocalypse-escape",
  "detective-of-the-dead",
  "living-dead-experience",
  "horror-night-walk",
  "blair-mutants-project",
  "zombie-virus",
];

export const horrorPage: ListPage = {
  slug: "horror-events",
  image: "category-horror",
  variant: { de: "intensity", en: "intensity" },
  events: { de: events, en: events },
  de: {
    seo: {
      title: "Horror Events für Teams in Berlin",
      description:
        "Horror-Teamevents in Berlin: Zombie-Escape, Detective of the Dead, Horror Night Walk und mehr. Für Teams mit starken Nerven, ab 89 € pro Person.",
      keywords: [
        "Horror Event Berlin",
        "Zombie Event",
        "Grusel Teamevent",
        "Halloween Firmenevent",
      ],
    },
    eyebrow: "Horror Events",
    heading: "Teamevents für starke Nerven",
    intro:
      "Nebel, Dunkelheit und Darsteller, die Ihnen das Blut in den Adern gefrieren lassen: Unsere Horror Events schweißen zusammen wie kaum etwas anderes. Jedes Format ist als Extrem oder Hoch eingestuft – so wissen Sie vorher, worauf sich Ihr Team einlässt.",
    cta: {
      heading: "Trauen Sie sich?",
      text: "Wir beraten Sie, welches Format zu Ihrem Team passt – vom schaurigen Nachtspaziergang bis zur Zombie-Apokalypse. Rufen Sie an oder schreiben Sie uns.",
      contactLabel: "Horror Event anfragen",
      phone: true,
    },
  },
  en: {
    seo: {
      title: "Horror Events for Teams in Berlin",
      description:
        "Horror team events in Berlin: zombie escape, Detective of the Dead, Horror Night Walk and more. For teams with strong nerves, from €89 per person.",
      keywords: [
        "horror event Berlin",
        "zombie event",
        "scary team event",
        "Halloween corporate event",
      ],
    },
    eyebrow: "Horror Events",
    heading: "Team events for strong nerves",
    intro:
      "Fog, darkness and actors who will make your blood run cold: few things bond a team like our horror events. Every format is rated Extreme or High, so you know in advance what your team is letting itself in for.",
    cta: {
      heading: "Do you dare?",
      text: "We'll help you choose the format that suits your team – from a spooky night walk to a full zombie apocalypse. Call us or send us a message.",
      contactLabel: "Enquire about a horror event",
      phone: true,
    },
  },
};
