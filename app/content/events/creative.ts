import type { EventEntry } from "../schema";
import { creativeDetails } from "./creative-details";

/**
 * Creative events. /creative-events also lists Domino Event (./teambuilding.ts), Teamkochen
 * and Speiseöl-Kreation (./culinary.ts).
 */
export const creativeEvents: EventEntry[] = [
  {
    id: "team-kunstwerk",
    image: "event-team-kunstwerk",
    participants: { min: 4, max: 50 },
    hours: { min: 3, max: 4 },
    priceFrom: 65,
    setting: "indoor",
    de: {
      title: "Team Kunstwerk",
      description:
        "Jede Person malt ein eigenes Feld, zusammen ergibt sich ein großes Gemälde: ein Kunstwerk für Ihr Büro, das Ihr Team selbst geschaffen hat.",
      location: "Atelier in Berlin-Kreuzberg oder bei Ihnen vor Ort",
      highlights: [
        "Keine Malkenntnisse nötig",
        "Anleitung durch Künstlerin",
        "Bild bleibt bei Ihnen",
      ],
    },
    en: {
      title: "Team Artwork",
      description:
        "Everyone paints their own panel, and together they form one large painting: a work of art for your office, created by your team.",
      location: "Studio in Berlin-Kreuzberg or at your venue",
      highlights: [
        "No painting skills needed",
        "Guided by an artist",
        "The painting is yours to keep",
      ],
    },
    detail: {
      de: {
        seo: {
          title: "Team Kunstwerk – gemeinsames Gemälde als Teamevent",
          description:
            "Gemeinsam ein großes Gemälde schaffen: Team Kunstwerk für 4-50 Personen, 3-4 Stunden mit Künstlerin, ab 65 € pro Person. Das Bild bleibt bei Ihnen.",
          keywords: [
            "Team Kunstwerk",
            "Malen im Team",
            "Kreatives Teambuilding",
            "Teamevent Berlin",
          ],
        },
        category: "Kreatives Event",
        body: [
          "Am Anfang steht eine Idee, die zu Ihrem Team passt: Ihr Logo, die Berliner Skyline, ein abstraktes Motiv in Ihren Firmenfarben oder etwas ganz Eigenes. Unsere Künstlerin überträgt den Entwurf auf ein Raster aus Leinwänden – für jede Person eine.",
          "Dann malt jede und jeder ein eigenes Feld, mit Acrylfarbe, Spachtel und Pinsel. Niemand sieht das ganze Bild, solange gemalt wird. Damit die Übergänge passen, müssen sich Nachbarn abstimmen: Wo läuft die Linie weiter, welcher Farbton schließt an? Malkenntnisse braucht es dafür nicht, nur Neugier.",
          "Der schönste Moment kommt zum Schluss, wenn alle Leinwände zusammengesetzt werden und aus vielen Einzelteilen ein Bild entsteht. Das Kunstwerk nehmen Sie mit – als Erinnerung, die im Büro jeden Tag sichtbar bleibt.",
        ],
        features: [
          "Motiventwurf nach Ihren Wünschen",
          "Leinwände, Acrylfarben, Pinsel und Schürzen",
          "Anleitung durch eine Berliner Künstlerin",
          "Fertiges Gesamtbild zum Mitnehmen",
          "Getränke und Snacks im Atelier",
        ],
      },
      en: {
        seo: {
          title: "Team Artwork – a Shared Painting as a Team Event",
          description:
            "Create one large painting together: Team Artwork for 4-50 people, 3-4 hours with an artist, from €65 per person. The painting is yours to keep.",
          keywords: [
            "team artwork",
            "team painting",
            "creative team building",
            "team event Berlin",
          ],
        },
        category: "Creative event",
        body: [
          "It starts with an idea that suits your team: your logo, the Berlin skyline, an abstract motif in your company colours or something entirely your own. Our artist transfers the design onto a grid of canvases – one for each person.",
          "Then everyone paints their own panel with acrylics, palette knives and brushes. Nobody sees the whole picture while painting. For the edges to match, neighbours have to coordinate: where does the line continue, which shade comes next? No painting skills are needed, only curiosity.",
          "The best moment comes at the end, when all the canvases are put together and many pieces become one picture. You take the artwork with you – a reminder that stays visible in the office every day.",
        ],
        features: [
          "Motif designed to your wishes",
          "Canvases, acrylic paints, brushes and aprons",
          "Guidance from a Berlin artist",
          "The finished painting to take home",
          "Drinks and snacks in the studio",
        ],
      },
    },
  },
  {
    id: "lego-kreativ",
    image: "event-lego-kreativ",
    participants: { min: 6, max: 30 },
    hours: { min: 2, max: 3 },
    priceFrom: 45,
    setting: "indoor",
    de: {
      title: "LEGO® Kreativ-Workshop",
      description:
        "Mit Klemmbausteinen Ideen sichtbar machen: Ihr Team baut Modelle zu echten Fragen aus dem Arbeitsalltag und erzählt, was dahintersteckt.",
      location: "Workshop-Raum in Berlin-Mitte oder bei Ihnen",
      highlights: [
        "Moderation durch erfahrene Coaches",
        "Bauen statt endlos reden",
        "Ergebnisse zum Mitnehmen",
      ],
    },
    en: {
      title: "LEGO® Creative Workshop",
      description:
        "Make ideas visible with toy bricks: your team builds models about real questions from everyday work and explains what lies behind them.",
      location: "Workshop room in Berlin-Mitte or at your venue",
      highlights: [
        "Hosted by experienced coaches",
        "Build instead of endless talk",
        "Results to take home",
      ],
    },
    detail: {
      de: {
        seo: {
          title: "LEGO® Kreativ-Workshop für Teams in Berlin",
          description:
            "Kreativ-Workshop mit LEGO® Steinen für 6-30 Personen: Ideen bauen, Strategien sichtbar machen. 2-3 Stunden mit Coach, ab 45 € pro Person.",
          keywords: [
            "LEGO Workshop Berlin",
            "Kreativ-Workshop",
            "Teambuilding",
            "Strategie-Workshop",
          ],
        },
        category: "Kreatives Event",
        body: [
          "Im LEGO® Kreativ-Workshop denken Teams mit den Händen. Statt über Folien zu diskutieren, baut jede Person ein Modell zu einer Frage: Wie sieht unser Team heute aus? Was bremst uns? Wo wollen wir in einem Jahr stehen? Anschließend erklärt jede und jeder das eigene Modell – und plötzlich kommen auch die Stimmen zu Wort, die in Meetings sonst still bleiben.",
          "Unsere Coaches beginnen mit kurzen Aufwärmübungen, damit auch Bau-Neulinge schnell ins Spielen kommen. Danach werden die Fragen konkreter, und aus den Einzelmodellen entsteht ein gemeinsames Bild, über das sich erstaunlich gut reden lässt.",
          "Der Workshop eignet sich für Kick-offs, Strategietage und neu zusammengesetzte Teams. Die wichtigsten Erkenntnisse halten wir in einer Fotodokumentation fest, die Sie nach dem Termin erhalten.",
        ],
        features: [
          "Moderation durch zwei erfahrene Coaches",
          "Umfangreiches Steine-Set für jede Person",
          "Fragen abgestimmt auf Ihr Ziel und Ihr Team",
          "Fotodokumentation der Modelle und Ergebnisse",
          "Kaffee, Tee und Snacks",
        ],
      },
      en: {
        seo: {
          title: "LEGO® Creative Workshop for Teams in Berlin",
          description:
            "A creative workshop with LEGO® bricks for 6-30 people: build ideas and make strategy visible. 2-3 hours with a coach, from €45 per person.",
          keywords: [
            "LEGO workshop Berlin",
            "creative workshop",
            "team building",
            "strategy workshop",
          ],
        },
        category: "Creative event",
        body: [
          "In the LEGO® Creative Workshop teams think with their hands. Instead of debating slides, each person builds a model answering a question: What does our team look like today? What slows us down? Where do we want to be in a year? Then everyone explains their model – and suddenly the voices that usually stay quiet in meetings are heard.",
          "Our coaches start with short warm-up exercises so that even first-time builders get going quickly. The questions then become more specific, and the individual models grow into a shared picture that is surprisingly easy to talk about.",
          "The workshop suits kick-offs, strategy days and newly formed teams. We capture the key insights in a photo record that you receive after the session.",
        ],
        features: [
          "Hosted by two experienced coaches",
          "A generous brick set for every person",
          "Questions tailored to your goal and your team",
          "Photo record of the models and results",
          "Coffee, tea and snacks",
        ],
      },
    },
  },
  {
    id: "tassen-design",
    image: "event-tassen-design",
    participants: { min: 8, max: 60 },
    hours: { min: 2, max: 3 },
    priceFrom: 39,
    setting: "indoor",
    de: {
      title: "Tassen-Design",
      description:
        "Jede Person gestaltet ihre eigene Porzellantasse – gebrannt und spülmaschinenfest kommt sie eine Woche später ins Büro.",
      location: "Keramikstudio in Berlin-Friedrichshain oder bei Ihnen",
      highlights: [
        "Porzellanfarben und Schablonen",
        "Brennen im Keramikofen",
        "Lieferung ins Büro",
      ],
    },
    en: {
      title: "Mug Design",
      description:
        "Everyone designs their own porcelain mug – fired and dishwasher-safe, it arrives at your office a week later.",
      location: "Ceramics studio in Berlin-Friedrichshain or at your venue",
      highlights: [
        "Porcelain paints and stencils",
        "Fired in a ceramics kiln",
        "Delivered to your office",
      ],
    },
    detail: creativeDetails["tassen-design"],
  },
];
