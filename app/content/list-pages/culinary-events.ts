import type { ListPage } from "../schema";

const events = ["teamkochen", "grill-duell", "oel-kreation"];

export const culinaryPage: ListPage = {
  slug: "culinary-events",
  image: "category-culinary",
  variant: { de: "culinary", en: "culinary" },
  events: { de: events, en: events },
  de: {
    seo: {
      title: "Kulinarische Teamevents in Berlin",
      description:
        "Kulinarische Teamevents in Berlin: Teamkochen mit Profiköchen, Grill-Duell am Wannsee und eigene Speiseöle kreieren. Ab 49 € pro Person.",
      keywords: [
        "Teamkochen Berlin",
        "Kochevent Firma",
        "Grillevent Berlin",
        "Kulinarisches Teamevent",
      ],
    },
    eyebrow: "Kulinarische Events",
    heading: "Genuss, der verbindet",
    intro:
      "Nichts bringt Menschen so schnell an einen Tisch wie gutes Essen. Bei unseren kulinarischen Events kochen, grillen und experimentieren Ihre Teams gemeinsam – und genießen am Ende, was sie selbst geschaffen haben.",
    cta: {
      heading: "Hunger auf ein kulinarisches Teamevent?",
      text: "Nennen Sie uns Gruppengröße, Termin und besondere Wünsche wie vegetarische oder vegane Menüs. Wir melden uns in der Regel innerhalb von 24 Stunden.",
      contactLabel: "Jetzt anfragen",
      phone: true,
    },
  },
  en: {
    seo: {
      title: "Culinary Team Events in Berlin",
      description:
        "Culinary team events in Berlin: team cooking with professional chefs, a grill duel by the Wannsee and creating your own oils. From €49 per person.",
      keywords: [
        "team cooking Berlin",
        "corporate cooking event",
        "barbecue event Berlin",
        "culinary team event",
      ],
    },
    eyebrow: "Culinary Events",
    heading: "Food that brings people together",
    intro:
      "Nothing gets people around a table faster than good food. At our culinary events your teams cook, grill and experiment together – and finally enjoy what they have created themselves.",
    cta: {
      heading: "Hungry for a culinary team event?",
      text: "Tell us your group size, date and any special wishes such as vegetarian or vegan menus. We usually reply within 24 hours.",
      contactLabel: "Enquire now",
      phone: true,
    },
  },
};
