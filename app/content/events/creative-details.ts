/**
 * Detail pages (`detail`) of the creative events that did not have one before, in both
 * languages; ./creative.ts attaches each to its event. They quote only the facts of the
 * event's card (group size, hours, price, location, highlights).
 */
import type { EventDetailEntry } from "./detail-entry";

export const creativeDetails = {
  "tassen-design": {
    de: {
      seo: {
        title: "Tassen-Design – Porzellantassen gestalten im Team",
        description:
          "Tassen-Design für 8-60 Personen: Porzellantassen mit Farben und Schablonen gestalten, im Keramikofen brennen, ins Büro liefern. 2-3 Stunden, ab 39 € pro Person.",
        keywords: [
          "Tassen bemalen Berlin",
          "Tassen-Design Workshop",
          "Kreatives Teamevent",
          "Teamevent Berlin",
        ],
      },
      category: "Kreatives Event",
      body: [
        "Jeden Morgen dieselbe Tasse aus dem Büroschrank? Beim Tassen-Design gestaltet jede Person ihre eigene. Auf dem Tisch liegen weiße Porzellantassen, Porzellanfarben in vielen Tönen und Schablonen für alle, die lieber mit einer Vorlage beginnen.",
        "Ob Schriftzug, Muster, Porträt der Lieblingskollegin oder ein Insider aus dem letzten Projekt – erlaubt ist, was gefällt. Wir zeigen zu Beginn, wie die Farben auf Porzellan wirken und wie Linien, Flächen und Schablonen gelingen. Danach wird gemalt, verglichen, gelacht und manchmal auch gegenseitig geholfen.",
        "Nach dem Workshop brennen wir die Tassen im Keramikofen. So werden sie spülmaschinenfest, und etwa eine Woche später kommen sie ins Büro – als tägliche Erinnerung an einen gemeinsamen Nachmittag. Der Workshop findet im Keramikstudio in Berlin-Friedrichshain statt oder bei Ihnen.",
      ],
      features: [
        "Eine Porzellantasse für jede Person",
        "Porzellanfarben und Schablonen",
        "Einführung in die Maltechnik auf Porzellan",
        "Brennen im Keramikofen, spülmaschinenfest",
        "Lieferung der fertigen Tassen ins Büro",
      ],
    },
    en: {
      seo: {
        title: "Mug Design – Painting Porcelain Mugs as a Team",
        description:
          "Mug design for 8-60 people: decorate porcelain mugs with paints and stencils, fired in a kiln and delivered to your office. 2-3 hours, from €39 per person.",
        keywords: [
          "mug painting Berlin",
          "mug design workshop",
          "creative team event",
          "team event Berlin",
        ],
      },
      category: "Creative event",
      body: [
        "The same old mug from the office cupboard every morning? In Mug Design everyone creates their own. On the table are plain white porcelain mugs, porcelain paints in many shades and stencils for anyone who prefers to start from a template.",
        "Lettering, patterns, a portrait of a favourite colleague or an in-joke from the last project – anything goes. We begin by showing how the paints behave on porcelain and how to get lines, areas and stencils right. Then it is time to paint, compare, laugh and sometimes lend each other a hand.",
        "After the workshop we fire the mugs in a ceramics kiln. That makes them dishwasher-safe, and about a week later they arrive at your office – a daily reminder of an afternoon spent together. The workshop takes place at the ceramics studio in Berlin-Friedrichshain or at your venue.",
      ],
      features: [
        "A porcelain mug for everyone",
        "Porcelain paints and stencils",
        "An introduction to painting on porcelain",
        "Fired in a ceramics kiln, dishwasher-safe",
        "The finished mugs delivered to your office",
      ],
    },
  },
} satisfies Record<string, EventDetailEntry>;
