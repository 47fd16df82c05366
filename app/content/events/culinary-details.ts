/**
 * Detail pages (`detail`) of the culinary events that did not have one before, in both
 * languages; ./culinary.ts attaches each to its event. They quote only the facts of the
 * event's card (group size, hours, price, location, highlights).
 */
import type { EventDetailEntry } from "./detail-entry";

export const culinaryDetails = {
  "grill-duell": {
    de: {
      seo: {
        title: "Grill-Duell in Berlin – Grillevent für Teams",
        description:
          "Grill-Duell für 10-120 Personen: zwei Teams, zwei Grills, ein Grillmeister als Coach und eine Jury mit Pokal. 3-4 Stunden, ab 69 € pro Person.",
        keywords: ["Grill-Duell Berlin", "Grillevent Firma", "Grillkurs Team", "Sommerfest Berlin"],
      },
      category: "Kulinarisches Event",
      body: [
        "Zwei Teams, zwei Grills, eine Jury: Beim Grill-Duell tritt Ihr Team am Rost gegeneinander an. Aus Fleisch, Fisch und Gemüse soll ein Menü entstehen, das die Jury überzeugt – in Geschmack, Garpunkt und Präsentation.",
        "Als Coach steht unser Grillmeister beiden Teams zur Seite: Er erklärt die Grundlagen, verrät Kniffe für direkte und indirekte Hitze und gibt Tipps, wenn etwas anzubrennen droht. Die Teams planen ihr Menü, verteilen die Aufgaben und behalten gemeinsam die Zeit im Blick.",
        "Wenn die Teller angerichtet sind, verkostet die Jury und vergibt den Pokal. Danach wird aus dem Wettkampf ein Fest: Alles, was gegrillt wurde, landet auf dem gemeinsamen Grillbuffet. Das Duell findet auf der Grillterrasse am Wannsee statt oder bei Ihnen vor Ort.",
      ],
      features: [
        "Grillmeister als Coach für beide Teams",
        "Fleisch, Fisch und Gemüse für die Menüs",
        "Jury-Wertung mit Pokal",
        "Gemeinsames Grillbuffet zum Abschluss",
        "Auf der Grillterrasse am Wannsee oder bei Ihnen vor Ort",
      ],
      phases: [
        {
          title: "Einführung",
          text: "Der Grillmeister erklärt Grill, Glut und Zutaten; die Teams planen ihr Menü.",
        },
        {
          title: "Das Duell",
          text: "Beide Teams grillen parallel – mit Coaching, Zeitplan und viel Rauch.",
        },
        {
          title: "Jury und Buffet",
          text: "Die Jury verkostet und vergibt den Pokal, dann essen alle gemeinsam am Grillbuffet.",
        },
      ],
    },
    en: {
      seo: {
        title: "Grill Duel in Berlin – a Barbecue Event for Teams",
        description:
          "Grill Duel for 10-120 people: two teams, two grills, a grill master as coach and a jury with a trophy. 3-4 hours, from €69 per person.",
        keywords: [
          "grill duel Berlin",
          "corporate barbecue event",
          "barbecue class for teams",
          "summer party Berlin",
        ],
      },
      category: "Culinary event",
      body: [
        "Two teams, two grills, one jury: in the Grill Duel your team goes head to head at the grill. Meat, fish and vegetables have to become a menu that wins the jury over – in flavour, cooking and presentation.",
        "Our grill master coaches both teams, explains the basics, shares tricks for direct and indirect heat and gives tips whenever something is about to burn. The teams plan their menu, share out the jobs and keep an eye on the clock together.",
        "Once the plates are served, the jury tastes and awards the trophy. Then the contest turns into a party: everything that was grilled goes onto the shared barbecue buffet. The duel takes place on the barbecue terrace by the Wannsee or at your venue.",
      ],
      features: [
        "A grill master coaching both teams",
        "Meat, fish and vegetables for the menus",
        "Jury scoring with a trophy",
        "A shared barbecue buffet to finish",
        "On the barbecue terrace by the Wannsee or at your venue",
      ],
      phases: [
        {
          title: "Introduction",
          text: "The grill master explains grills, embers and ingredients; the teams plan their menu.",
        },
        {
          title: "The duel",
          text: "Both teams grill side by side – with coaching, a schedule and plenty of smoke.",
        },
        {
          title: "Jury and buffet",
          text: "The jury tastes and awards the trophy, then everyone eats together at the barbecue buffet.",
        },
      ],
    },
  },
  "oel-kreation": {
    de: {
      seo: {
        title: "Speiseöl-Kreation – aromatisierte Öle im Team herstellen",
        description:
          "Speiseöl-Kreation für 8-40 Personen: eigene Öle mit Kräutern, Chili und Zitrus kreieren, verkosten und mitnehmen. 2-3 Stunden, ab 49 € pro Person.",
        keywords: [
          "Öl Workshop Berlin",
          "Speiseöl herstellen",
          "Kulinarisches Teamevent",
          "Teamevent Berlin",
        ],
      },
      category: "Kulinarisches Event",
      body: [
        "Kräuter, Chili, Zitrus: Bei der Speiseöl-Kreation mischt Ihr Team eigene aromatisierte Öle. Zu Beginn stellen wir die Zutaten vor und zeigen, wie sich Aromen im Öl entfalten, welche Kombinationen harmonieren und wie man mutig, aber nicht zu mutig würzt.",
        "Dann wird ausprobiert. In kleinen Gruppen entstehen Rezepturen, die probiert, verworfen und verfeinert werden. Bei der Verkostung mit Brot und Dips zeigt sich, welches Öl die meisten Fans hat – und wer das feinste Gespür für Schärfe besitzt.",
        "Zum Schluss gestaltet jede Person ein eigenes Etikett und füllt ihre Flaschen ab, die sie mit nach Hause nimmt. Der Workshop findet in der Manufaktur in Berlin-Prenzlauer Berg statt oder bei Ihnen.",
      ],
      features: [
        "Kräuter, Chili, Zitrus und Öle für eigene Kreationen",
        "Einführung in Aromen und Kombinationen",
        "Verkostung mit Brot und Dips",
        "Eigenes Etikett gestalten",
        "Flaschen zum Mitnehmen",
      ],
    },
    en: {
      seo: {
        title: "Cooking Oil Creation – Making Flavoured Oils as a Team",
        description:
          "Cooking Oil Creation for 8-40 people: create your own oils with herbs, chilli and citrus, taste them and take them home. 2-3 hours, from €49 per person.",
        keywords: [
          "oil workshop Berlin",
          "make flavoured oil",
          "culinary team event",
          "team event Berlin",
        ],
      },
      category: "Culinary event",
      body: [
        "Herbs, chilli, citrus: in Cooking Oil Creation your team blends its own flavoured oils. We start by introducing the ingredients and showing how flavours develop in oil, which combinations work together and how to season boldly, but not too boldly.",
        "Then it is time to experiment. In small groups, recipes are tried, discarded and refined. At the tasting with bread and dips it becomes clear which oil has the most fans – and who has the finest feeling for heat.",
        "Finally everyone designs their own label and fills their bottles to take home. The session takes place at the workshop in Berlin-Prenzlauer Berg or at your venue.",
      ],
      features: [
        "Herbs, chilli, citrus and oils for your own creations",
        "An introduction to flavours and combinations",
        "Tasting with bread and dips",
        "Design your own label",
        "Bottles to take home",
      ],
    },
  },
} satisfies Record<string, EventDetailEntry>;
