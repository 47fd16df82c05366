import type { ListPage } from "../schema";

const events = [
  "team-kunstwerk",
  "lego-kreativ",
  "domino-event",
  "tassen-design",
  "teamkochen",
  "oel-kreation",
];

export const creativePage: ListPage = {
  slug: "creative-events",
  image: "category-creative",
  events: { de: events, en: events },
  de: {
    seo: {
      title: "Kreative Teamevents in Berlin",
      description:
        "Kreative Teamevents in Berlin: Team Kunstwerk, LEGO® Workshop, Domino-Kettenreaktion, Tassen-Design, Teamkochen und Öl-Kreation. Ab 39 € pro Person.",
      keywords: [
        "Kreatives Teambuilding",
        "Kreativ-Workshop Berlin",
        "Teamevent Berlin",
        "Malen im Team",
      ],
    },
    eyebrow: "Kreative Events",
    heading: "Gemeinsam etwas erschaffen",
    intro:
      "Bei unseren kreativen Events entsteht etwas, das bleibt: ein Gemälde fürs Büro, eine selbst gestaltete Tasse oder ein Video der großen Domino-Kettenreaktion. Talent ist keine Voraussetzung – Lust aufs Ausprobieren genügt.",
    cta: {
      heading: "Lust auf ein kreatives Teamevent?",
      text: "Wir beraten Sie kostenlos und stellen ein Programm zusammen, das zu Ihrem Team und Anlass passt.",
      contactLabel: "Jetzt anfragen",
      phone: true,
    },
  },
  en: {
    seo: {
      title: "Creative Team Events in Berlin",
      description:
        "Creative team events in Berlin: team artwork, LEGO® workshop, domino chain reaction, mug design, team cooking and oil creation. From €39 per person.",
      keywords: [
        "creative team building",
        "creative workshop Berlin",
        "team event Berlin",
        "team painting",
      ],
    },
    eyebrow: "Creative Events",
    heading: "Create something together",
    intro:
      "Our creative events leave something behind: a painting for the office, a mug you designed yourself or a video of the great domino chain reaction. Talent is not required – a willingness to try things out is enough.",
    cta: {
      heading: "Fancy a creative team event?",
      text: "We advise you free of charge and put together a programme that suits your team and your occasion.",
      contactLabel: "Enquire now",
      phone: true,
    },
  },
};
