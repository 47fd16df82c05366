import type { ListPage } from "../schema";

export const socialPage: ListPage = {
  slug: "social-events",
  image: "category-social",
  variant: { de: "vibe", en: "rating" },
  // The two languages show different events on purpose (docs/product.md#event-lists).
  events: {
    de: ["bowling", "karaoke", "minigolf"],
    en: ["charitable-teambuilding", "urban-gardening", "social-innovation-workshop"],
  },
  de: {
    seo: {
      title: "Social Events – Bowling, Karaoke & Minigolf in Berlin",
      description:
        "Social Events für Teams in Berlin: Bowling, Karaoke und Minigolf für den entspannten Feierabend. Für 8 bis 120 Personen, ab 39 € pro Person.",
      keywords: [
        "Social Event Berlin",
        "Firmenfeier Bowling",
        "Karaoke Firmenfeier",
        "Teamabend Berlin",
      ],
    },
    eyebrow: "Social Events",
    heading: "Feierabend mit dem ganzen Team",
    intro:
      "Manchmal braucht es kein großes Programm, sondern einen guten Abend: eigene Bowlingbahnen, eine private Karaoke-Lounge oder Schwarzlicht-Minigolf. Wir reservieren, organisieren das Essen und sorgen dafür, dass alle dabei sind.",
    cta: {
      heading: "Den nächsten Teamabend planen",
      text: "Sagen Sie uns, wann und mit wie vielen Personen Sie feiern möchten. Wir kümmern uns um Reservierung, Essen und Getränke.",
      contactLabel: "Kostenlos beraten lassen",
      phone: true,
    },
  },
  en: {
    seo: {
      title: "Social Impact Team Events in Berlin",
      description:
        "Corporate social responsibility team events in Berlin: charitable team building, urban gardening and social innovation workshops. From €39 per person.",
      keywords: [
        "CSR team event Berlin",
        "charity team building",
        "corporate volunteering Berlin",
        "social impact event",
      ],
    },
    eyebrow: "Social Events",
    heading: "Team events that do good",
    intro:
      "Give something back and grow as a team at the same time: our social-impact formats connect your people with Berlin charities, community gardens and social enterprises. Every project is vetted by us and leaves results that last.",
    cta: {
      heading: "Plan a team event with impact",
      text: "We'll match your team with the right project and take care of everything from the partner to the catering. The first consultation is free.",
      contactLabel: "Free consultation",
      phone: true,
    },
  },
};
