import type { EventEntry } from "../schema";
import { socialDetails } from "./social-details";

/**
 * Social events. The two social pages list different events (docs/product.md#event-lists): the
 * German page the evening formats with their vibe, the English page the CSR formats with their
 * rating.
 */
export const socialEvents: EventEntry[] = [
  {
    id: "bowling",
    image: "event-bowling",
    participants: { min: 8, max: 120 },
    hours: { min: 2, max: 3 },
    priceFrom: 39,
    setting: "indoor",
    vibe: { de: "Locker & gesellig", en: "Relaxed & sociable" },
    de: {
      title: "Bowling",
      description:
        "Eigene Bahnen, Fingerfood und ein kleines Turnier: der unkomplizierte Feierabend für Teams, die einfach zusammen lachen wollen.",
      location: "Bowlingcenter in Berlin-Steglitz",
      highlights: ["Reservierte Bahnen", "Fingerfood-Buffet", "Turnier mit Pokal"],
    },
    en: {
      title: "Bowling",
      description:
        "Private lanes, finger food and a small tournament: the easy after-work event for teams who simply want to laugh together.",
      location: "Bowling centre in Berlin-Steglitz",
      highlights: ["Reserved lanes", "Finger-food buffet", "Tournament with trophy"],
    },
    detail: socialDetails.bowling,
  },
  {
    id: "karaoke",
    image: "event-karaoke",
    participants: { min: 8, max: 80 },
    hours: { min: 2, max: 4 },
    priceFrom: 45,
    setting: "indoor",
    vibe: { de: "Laut & ausgelassen", en: "Loud & lively" },
    de: {
      title: "Karaoke",
      description:
        "Private Karaoke-Lounge, tausende Songs und ein Moderator, der auch die Schüchternen ans Mikro lockt.",
      location: "Karaoke-Bar in Berlin-Friedrichshain",
      highlights: ["Private Lounge", "Über 20.000 Songs", "Moderation und Duett-Battle"],
    },
    en: {
      title: "Karaoke",
      description:
        "A private karaoke lounge, thousands of songs and a host who coaxes even the shyest to the mic.",
      location: "Karaoke bar in Berlin-Friedrichshain",
      highlights: ["Private lounge", "Over 20,000 songs", "Host and duet battle"],
    },
    detail: socialDetails.karaoke,
  },
  {
    id: "minigolf",
    image: "event-minigolf",
    participants: { min: 8, max: 100 },
    hours: { min: 1, max: 2 },
    priceFrom: 39,
    setting: "both",
    vibe: { de: "Entspannt & verspielt", en: "Easy-going & playful" },
    de: {
      title: "Minigolf",
      description:
        "Schwarzlicht, Windmühlen und knifflige Bahnen: Minigolf als Teamwettbewerb mit anschließendem Get-together an der Bar.",
      location: "Indoor-Minigolf in Berlin-Kreuzberg",
      highlights: ["18 Schwarzlicht-Bahnen", "Team-Wertung", "Get-together an der Bar"],
    },
    en: {
      title: "Mini Golf",
      description:
        "Blacklight, windmills and tricky holes: mini golf as a team competition, followed by a get-together at the bar.",
      location: "Indoor mini golf in Berlin-Kreuzberg",
      highlights: ["18 blacklight holes", "Team scoring", "Get-together at the bar"],
    },
    detail: socialDetails.minigolf,
  },
  {
    id: "charitable-teambuilding",
    image: "event-charitable-teambuilding",
    participants: { min: 10, max: 50 },
    hours: { min: 4, max: 6 },
    priceFrom: 49,
    setting: "both",
    rating: 5,
    de: {
      title: "Charity-Teambuilding",
      description:
        "Gemeinsam Gutes tun: Ihr Team packt bei einem Berliner Sozialprojekt an – vom Renovieren eines Jugendtreffs bis zum Packen von Hilfspaketen.",
      location: "Gemeinnützige Partnerprojekte in ganz Berlin",
      highlights: [
        "Geprüfte Partnerprojekte",
        "Sichtbare Ergebnisse",
        "Abschluss mit Projektbesuch",
      ],
    },
    en: {
      title: "Charitable Teambuilding",
      description:
        "Do good together: your team lends a hand at a Berlin charity project – from renovating a youth club to packing aid parcels.",
      location: "Vetted charity partners across Berlin",
      highlights: ["Vetted partner projects", "Visible results", "Wrap-up with the project team"],
    },
    detail: socialDetails["charitable-teambuilding"],
  },
  {
    id: "urban-gardening",
    image: "event-urban-gardening",
    participants: { min: 8, max: 30 },
    hours: { min: 3, max: 5 },
    priceFrom: 39,
    setting: "outdoor",
    months: [4, 5, 6, 7, 8, 9, 10],
    rating: 5,
    de: {
      title: "Urban-Gardening-Projekt",
      description:
        "Hochbeete bauen, pflanzen, ernten: Ihr Team legt einen Gemeinschaftsgarten an, der nach dem Event der Nachbarschaft bleibt.",
      location: "Gemeinschaftsgärten in Berlin-Neukölln und Wedding",
      highlights: [
        "Hochbeete selbst bauen",
        "Anleitung durch Gärtner",
        "Garten bleibt der Nachbarschaft",
      ],
    },
    en: {
      title: "Urban Gardening Project",
      description:
        "Build raised beds, plant, harvest: your team creates a community garden that stays with the neighbourhood after the event.",
      location: "Community gardens in Berlin-Neukölln and Wedding",
      highlights: [
        "Build raised beds yourselves",
        "Guided by gardeners",
        "The garden stays with the neighbourhood",
      ],
    },
    detail: socialDetails["urban-gardening"],
  },
  {
    id: "social-innovation-workshop",
    image: "event-social-innovation-workshop",
    participants: { min: 12, max: 40 },
    hours: { min: 4, max: 8 },
    priceFrom: 59,
    setting: "indoor",
    rating: 5,
    de: {
      title: "Social-Innovation-Workshop",
      description:
        "Ihr Team entwickelt mit Berliner Sozialunternehmen Lösungen für eine echte Herausforderung – mit Design-Thinking-Methoden und Pitch zum Schluss.",
      location: "Coworking-Space für Sozialunternehmen oder Ihre Räume",
      highlights: [
        "Echte Aufgabe eines Sozialunternehmens",
        "Design-Thinking-Coaches",
        "Pitch vor Expertinnen",
      ],
    },
    en: {
      title: "Social Innovation Workshop",
      description:
        "Your team works with Berlin social enterprises on solutions to a real challenge – using design-thinking methods and ending with a pitch.",
      location: "Social-enterprise co-working space or your premises",
      highlights: [
        "A real social-enterprise brief",
        "Design-thinking coaches",
        "Pitch to a panel of experts",
      ],
    },
    detail: socialDetails["social-innovation-workshop"],
  },
];
