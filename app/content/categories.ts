import type { Category } from "./schema";

/**
 * The event categories of the home grid, header and footer, in the old site's order.
 * News (id 6) appears only on the home page.
 */
export const categories = [
  {
    id: 1,
    slug: "teambuilding-events",
    title: { de: "Teambuilding Events", en: "Teambuilding Events" },
    description: {
      de: "Stadtrallyes, Seifenkisten-Rennen, Cross Golf und mehr: Aktivitäten, die Ihr Team zusammenschweißen.",
      en: "City rallies, soapbox races, cross golf and more: activities that bring your team closer together.",
    },
    price: 39,
    badge: { de: "Beliebt", en: "Popular" },
    image: "category-teambuilding",
  },
  {
    id: 2,
    slug: "creative-events",
    title: { de: "Kreative Events", en: "Creative Events" },
    description: {
      de: "Gemeinsam gestalten: Team-Kunstwerk, LEGO®-Workshop, Domino-Kettenreaktion und Tassen-Design.",
      en: "Create together: team artwork, LEGO® workshop, domino chain reaction and mug design.",
    },
    price: 39,
    image: "category-creative",
  },
  {
    id: 3,
    slug: "culinary-events",
    title: { de: "Kulinarische Events", en: "Culinary Events" },
    description: {
      de: "Teamkochen, Grill-Duell und eigene Öle kreieren: Genuss, der verbindet.",
      en: "Team cooking, grill duel and creating your own oils: food that brings people together.",
    },
    price: 49,
    image: "category-culinary",
  },
  {
    id: 4,
    slug: "horror-events",
    title: { de: "Horror Events", en: "Horror Events" },
    description: {
      de: "Zombie-Apokalypse, Detektivspiele und Nachtwanderungen für Teams mit starken Nerven.",
      en: "Zombie apocalypse, detective games and night walks for teams with strong nerves.",
    },
    price: 89,
    badge: { de: "Nervenkitzel", en: "Thrilling" },
    image: "category-horror",
  },
  {
    id: 5,
    slug: "christmas-events",
    title: { de: "Weihnachtsfeiern", en: "Christmas Events" },
    description: {
      de: "Über 15 Formate für Ihre Weihnachtsfeier: von Lebkuchenherzen bis zum Winter-Grillen.",
      en: "Over 15 formats for your Christmas party: from gingerbread hearts to a winter barbecue.",
    },
    price: 29,
    badge: { de: "Saison", en: "Seasonal" },
    image: "category-christmas",
  },
  {
    id: 6,
    slug: "news",
    title: { de: "News", en: "News" },
    description: {
      de: "Trends, Erfolgsgeschichten und Ankündigungen rund um Teamevents in Berlin.",
      en: "Trends, success stories and announcements about team events in Berlin.",
    },
    price: 0,
    image: "category-news",
  },
] as const satisfies readonly Category[];

/** The five event categories that the header and footer link to. */
export const eventCategories = categories.filter((c) => c.slug !== "news");
