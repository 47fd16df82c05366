import type { ListPage } from "../schema";

const events = [
  "city-rally-berlin",
  "seifenkisten-rennen",
  "cross-golf",
  "survival-training",
  "disc-golf-event",
  "domino-event",
  "team-olympiade",
  "flossbau",
  "drachenboot",
  "gps-schnitzeljagd",
  "outdoor-escape-game",
  "bogenschiessen",
  "kistenklettern",
  "bubble-football",
  "kanutour",
];

export const teambuildingPage: ListPage = {
  slug: "teambuilding-events",
  image: "category-teambuilding",
  events: { de: events, en: events },
  de: {
    seo: {
      title: "Teambuilding Events in Berlin",
      description:
        "15 Teambuilding Events in Berlin: City Rally, Seifenkisten-Rennen, Floßbau am Wannsee und mehr. Für 8 bis 1000 Personen, ab 39 € pro Person.",
      keywords: [
        "Teambuilding Berlin",
        "Teamevent Berlin",
        "Firmenevent",
        "Betriebsausflug Berlin",
      ],
    },
    eyebrow: "Teambuilding Events",
    heading: "Teambuilding in Berlin, das verbindet",
    intro:
      "Ob Stadtrallye durch Mitte, Floßbau am Wannsee oder Cross Golf zwischen Industriehallen: Unsere Teambuilding Events bringen Menschen zusammen, die sonst nur im Meeting nebeneinandersitzen. Wir planen alles – Sie bringen das Team.",
    benefits: {
      heading: "Warum Teambuilding?",
      intro:
        "Ein gemeinsames Erlebnis wirkt länger als jeder Workshop-Foliensatz. Vier Gründe, warum sich ein Teamevent für Ihr Unternehmen lohnt:",
      items: [
        {
          title: "Teamzusammenhalt",
          text: "Wer gemeinsam ein Floß baut oder ein Rätsel knackt, lernt sich von einer neuen Seite kennen – und vertraut sich danach auch im Arbeitsalltag mehr.",
        },
        {
          title: "Motivation",
          text: "Ein Tag raus aus der Routine gibt neue Energie. Erfolgserlebnisse im Team wirken noch Wochen später nach.",
        },
        {
          title: "Produktivität",
          text: "Teams, die offen miteinander reden und Rollen klar verteilen, arbeiten schneller und mit weniger Reibung zusammen.",
        },
        {
          title: "Unternehmenskultur",
          text: "Gemeinsame Geschichten prägen eine Kultur. Ein gutes Teamevent wird zum Erlebnis, über das man noch lange spricht.",
        },
      ],
    },
    cta: {
      heading: "Welches Event passt zu Ihrem Team?",
      text: "Erzählen Sie uns von Gruppengröße, Termin und Budget. Die Beratung ist kostenlos, und Sie erhalten in der Regel innerhalb von 24 Stunden ein individuelles Angebot.",
      contactLabel: "Kostenlos beraten lassen",
      phone: true,
    },
  },
  en: {
    seo: {
      title: "Team Building Events in Berlin",
      description:
        "15 team-building events in Berlin: City Rally, soapbox race, raft building on the Wannsee and more. For 8 to 1000 people, from €39 per person.",
      keywords: [
        "team building Berlin",
        "team event Berlin",
        "corporate event",
        "company outing Berlin",
      ],
    },
    eyebrow: "Teambuilding Events",
    heading: "Team building in Berlin that brings people together",
    intro:
      "Whether it's a city rally through Mitte, raft building on the Wannsee or cross golf between industrial halls: our team-building events bring together people who otherwise only sit side by side in meetings. We plan everything – you bring the team.",
    benefits: {
      heading: "Why Teambuilding?",
      intro:
        "A shared experience lasts longer than any workshop slide deck. Four reasons why a team event pays off for your company:",
      items: [
        {
          title: "Team cohesion",
          text: "Building a raft or cracking a puzzle together shows colleagues a new side of each other – and builds trust that carries over into everyday work.",
        },
        {
          title: "Motivation",
          text: "A day away from routine brings fresh energy. Shared successes keep working for weeks afterwards.",
        },
        {
          title: "Productivity",
          text: "Teams that talk openly and share out roles clearly work faster and with less friction.",
        },
        {
          title: "Company culture",
          text: "Shared stories shape a culture. A good team event becomes an experience people talk about for a long time.",
        },
      ],
    },
    cta: {
      heading: "Which event suits your team?",
      text: "Tell us about your group size, date and budget. The consultation is free, and you usually receive a tailored offer within 24 hours.",
      contactLabel: "Get free advice",
      phone: true,
    },
  },
};
