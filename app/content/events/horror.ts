import type { EventEntry } from "../schema";
import { horrorDetails } from "./horror-details";

/**
 * Horror events, in the order of /horror-events. Their names are the same in both languages
 * (as on the old site). Zombie Virus: the horror page's facts are kept (see ../README.md).
 */
export const horrorEvents: EventEntry[] = [
  {
    id: "zombie-apocalypse-escape",
    image: "event-zombie-apocalypse-escape",
    participants: { min: 16, max: 400 },
    hours: { min: 2, max: 3 },
    priceFrom: 99,
    setting: "indoor",
    intensity: "extreme",
    de: {
      title: "Zombie Apocalypse Escape",
      description:
        "Eingeschlossen in einem verlassenen Bunker, draußen die Horde: Nur wer Rätsel löst und zusammenhält, findet rechtzeitig den Ausgang.",
      location: "Bunkeranlage in Berlin-Lichtenberg",
      highlights: [
        "Professionelle Zombie-Darsteller",
        "60 Minuten Countdown",
        "Echte Bunkerkulisse",
      ],
    },
    en: {
      title: "Zombie Apocalypse Escape",
      description:
        "Locked in an abandoned bunker with the horde outside: only teams that solve puzzles and stick together find the exit in time.",
      location: "Bunker complex in Berlin-Lichtenberg",
      highlights: ["Professional zombie actors", "60-minute countdown", "A real bunker setting"],
    },
    detail: horrorDetails["zombie-apocalypse-escape"],
  },
  {
    id: "detective-of-the-dead",
    image: "event-detective-of-the-dead",
    participants: { min: 16, max: 100 },
    hours: { min: 2, max: 3 },
    priceFrom: 99,
    setting: "indoor",
    intensity: "high",
    de: {
      title: "Detective of the Dead",
      description:
        "Ein Mord in der Gruft, Verdächtige, die nicht ganz lebendig wirken: Ihr Team ermittelt, verhört und überführt den Täter, bevor es zu spät ist.",
      location: "Historisches Gewölbe in Berlin-Mitte",
      highlights: ["Krimi trifft Grusel", "Verhöre mit Schauspielern", "Beweise sichern im Team"],
    },
    en: {
      title: "Detective of the Dead",
      description:
        "A murder in the crypt and suspects who don't look quite alive: your team investigates, interrogates and unmasks the killer before it's too late.",
      location: "Historic vaults in Berlin-Mitte",
      highlights: ["Crime meets horror", "Interrogations with actors", "Gather evidence as a team"],
    },
    detail: horrorDetails["detective-of-the-dead"],
  },
  {
    id: "living-dead-experience",
    image: "event-living-dead-experience",
    participants: { min: 16, max: 300 },
    hours: { min: 3, max: 3 },
    priceFrom: 149,
    setting: "indoor",
    intensity: "extreme",
    de: {
      title: "LIVING DEAD EXPERIENCE",
      description:
        "Unser intensivstes Format: drei Stunden Überlebenskampf auf einem nächtlichen Friedhofsgelände, mit Maskenbildnern, Nebel und Spezialeffekten.",
      location: "Eventgelände in Berlin-Spandau",
      highlights: [
        "Film-Make-up für Darsteller",
        "Nebel, Licht und Sounddesign",
        "Nur für starke Nerven",
      ],
    },
    en: {
      title: "LIVING DEAD EXPERIENCE",
      description:
        "Our most intense format: three hours of survival on a graveyard site at night, with make-up artists, fog and special effects.",
      location: "Event grounds in Berlin-Spandau",
      highlights: [
        "Film make-up for the actors",
        "Fog, lighting and sound design",
        "Only for strong nerves",
      ],
    },
    detail: horrorDetails["living-dead-experience"],
  },
  {
    id: "horror-night-walk",
    image: "event-horror-night-walk",
    participants: { min: 12, max: 60 },
    hours: { min: 2, max: 3 },
    priceFrom: 89,
    setting: "outdoor",
    intensity: "high",
    de: {
      title: "Horror Night Walk",
      description:
        "Mit Fackeln durch den nächtlichen Wald: Gruselige Geschichten, unheimliche Begegnungen und Aufgaben, die nur gemeinsam zu schaffen sind.",
      location: "Spandauer Forst bei Nacht",
      highlights: ["Fackelwanderung mit Guide", "Überraschende Begegnungen", "Aufwärmen am Feuer"],
    },
    en: {
      title: "Horror Night Walk",
      description:
        "A torch-lit walk through the forest at night: creepy stories, eerie encounters and tasks that can only be mastered together.",
      location: "Spandau Forest at night",
      highlights: [
        "Torch-lit walk with a guide",
        "Unexpected encounters",
        "Warming up by the fire",
      ],
    },
    detail: horrorDetails["horror-night-walk"],
  },
  {
    id: "blair-mutants-project",
    image: "event-blair-mutants-project",
    participants: { min: 16, max: 200 },
    hours: { min: 2, max: 3 },
    priceFrom: 99,
    setting: "outdoor",
    intensity: "extreme",
    de: {
      title: "BLAIR MUTANT'S PROJECT",
      description:
        "Ein geheimes Labor im Wald, ein Experiment außer Kontrolle: Ihr Team muss herausfinden, was geschehen ist – und das Gelände lebend verlassen.",
      location: "Waldgelände am Berliner Stadtrand",
      highlights: ["Found-Footage-Atmosphäre", "Mutanten-Darsteller", "Stirnlampen und Funkgeräte"],
    },
    en: {
      title: "BLAIR MUTANT'S PROJECT",
      description:
        "A secret lab in the woods, an experiment out of control: your team must find out what happened – and leave the site alive.",
      location: "Woodland on the edge of Berlin",
      highlights: ["Found-footage atmosphere", "Mutant actors", "Head torches and radios"],
    },
    detail: horrorDetails["blair-mutants-project"],
  },
  {
    id: "zombie-virus",
    image: "event-zombie-virus",
    participants: { min: 16, max: 400 },
    hours: { min: 2, max: 3 },
    priceFrom: 149,
    setting: "indoor",
    intensity: "extreme",
    de: {
      title: "ZOMBIE VIRUS",
      description:
        "Ein Virus breitet sich aus, und Ihr Team ist die letzte Hoffnung: In fünf Phasen und einem Finale kämpfen Sie um das Gegenmittel.",
      location: "Ehemaliges Klinikgelände in Berlin-Buch",
      highlights: ["Fünf Phasen plus Finale", "Immersive Klinikkulisse", "Für 16 bis 400 Personen"],
    },
    en: {
      title: "ZOMBIE VIRUS",
      description:
        "A virus is spreading, and your team is the last hope: across five phases and a finale you fight for the antidote.",
      location: "Former hospital site in Berlin-Buch",
      highlights: ["Five phases plus finale", "Immersive hospital setting", "For 16 to 400 people"],
    },
    detail: {
      de: {
        seo: {
          title: "ZOMBIE VIRUS – Horror-Teamevent in Berlin",
          description:
            "Horror-Teamevent in fünf Phasen plus Finale: Findet Ihr Team das Gegenmittel? 16-400 Personen, 2-3 Stunden, ab 149 € pro Person.",
          keywords: [
            "Zombie Event Berlin",
            "Horror Teamevent",
            "Zombie Virus",
            "Escape Game Berlin",
          ],
        },
        category: "Horror Event",
        body: [
          "Berlin-Buch, 19 Uhr: Auf dem ehemaligen Klinikgelände ist ein Virus ausgebrochen. Die Infizierten werden unruhig, der Strom fällt immer wieder aus, und irgendwo in den Gebäuden liegt die Formel für das Gegenmittel. Ihr Team ist als Einsatzkommando vor Ort – und hat nicht viel Zeit.",
          "ZOMBIE VIRUS verbindet Escape-Game, Teamaufgaben und Live-Theater. Professionelle Darstellerinnen und Darsteller in Film-Make-up spielen die Infizierten, ein Sounddesign sorgt für Gänsehaut, und eine Spielleitung behält jederzeit die Sicherheit im Blick. Berührt wird niemand, erschreckt wird jeder.",
          "Große Gruppen treten in mehreren Einsatzteams an, die sich per Funk abstimmen müssen: Nur wenn alle Teams ihre Teile der Formel liefern, gelingt das Finale. Wer lieber zuschaut als mitrennt, übernimmt die Einsatzzentrale.",
        ],
        features: [
          "Immersive Kulisse auf einem ehemaligen Klinikgelände",
          "Professionelle Darsteller mit Film-Make-up",
          "Funkgeräte, Stirnlampen und Einsatzausrüstung",
          "Spielleitung und Sicherheitsteam während des gesamten Events",
          "Codewort zum Aussteigen für alle, denen es zu viel wird",
          "Ab 16 Jahren, für alle Fitnesslevel",
        ],
        phases: [
          {
            title: "Phase 1: Der Ausbruch",
            text: "Briefing im Einsatzzelt: Die Lage ist ernst, die Zeit knapp. Die Teams erhalten Ausrüstung, Funkgeräte und ihren ersten Auftrag.",
          },
          {
            title: "Phase 2: Quarantäne",
            text: "Die Teams sichern die Zugänge zum Klinikgebäude. Codes knacken, Türen verriegeln – und dabei leise bleiben.",
          },
          {
            title: "Phase 3: Patient Null",
            text: "In den Krankenakten steckt die Spur zum ersten Infizierten. Wer kombiniert am schnellsten, bevor die Akten verbrennen?",
          },
          {
            title: "Phase 4: Das Labor",
            text: "Im Kellerlabor liegen die Bestandteile des Gegenmittels – bewacht von denen, die bereits infiziert sind.",
          },
          {
            title: "Phase 5: Die Formel",
            text: "Alle Teams bringen ihre Fragmente zusammen. Nur wer sich jetzt per Funk abstimmt, setzt die Formel richtig zusammen.",
          },
          {
            title: "Finale: Das Gegenmittel",
            text: "Der letzte Weg zum Ausgang. Gelingt die Flucht mit dem Gegenmittel, feiern alle gemeinsam – mit Darstellern und Fotos in Zombie-Optik.",
          },
        ],
      },
      en: {
        seo: {
          title: "ZOMBIE VIRUS – a Horror Team Event in Berlin",
          description:
            "A horror team event in five phases plus a finale: will your team find the antidote? 16-400 people, 2-3 hours, from €149 per person.",
          keywords: [
            "zombie event Berlin",
            "horror team event",
            "Zombie Virus",
            "escape game Berlin",
          ],
        },
        category: "Horror event",
        body: [
          "Berlin-Buch, 7 pm: a virus has broken out on the former hospital site. The infected are getting restless, the power keeps failing, and somewhere in the buildings lies the formula for the antidote. Your team is on site as the response unit – and time is short.",
          "ZOMBIE VIRUS combines an escape game, team tasks and live theatre. Professional actors in film make-up play the infected, sound design sends shivers down your spine, and a game master keeps an eye on safety throughout. Nobody gets touched, everybody gets scared.",
          "Large groups play as several response units that must coordinate by radio: the finale only succeeds if every team delivers its part of the formula. Anyone who would rather watch than run takes over the control room.",
        ],
        features: [
          "Immersive setting on a former hospital site",
          "Professional actors in film make-up",
          "Radios, head torches and response gear",
          "Game master and safety team throughout the event",
          "A code word to step out for anyone who has had enough",
          "Age 16 and over, for every fitness level",
        ],
        phases: [
          {
            title: "Phase 1: The Outbreak",
            text: "Briefing in the command tent: the situation is serious and time is short. Teams receive their gear, radios and first mission.",
          },
          {
            title: "Phase 2: Quarantine",
            text: "Teams secure the entrances to the hospital building. Crack codes, lock doors – and stay quiet while doing it.",
          },
          {
            title: "Phase 3: Patient Zero",
            text: "The medical records hold the trail to the first person infected. Who can piece it together before the files burn?",
          },
          {
            title: "Phase 4: The Lab",
            text: "The antidote's ingredients lie in the basement lab – guarded by those who are already infected.",
          },
          {
            title: "Phase 5: The Formula",
            text: "All teams bring their fragments together. Only teams that coordinate by radio now will assemble the formula correctly.",
          },
          {
            title: "Finale: The Antidote",
            text: "The last run to the exit. If the escape with the antidote succeeds, everyone celebrates together – with the actors and photos in zombie style.",
          },
        ],
      },
    },
  },
];
