import type { FallbackEvent } from "../schema";

/**
 * The generic event page, served for any /events/{slug} without an entry
 * (docs/product.md#event-detail): 'Event Details', 8-50 people, 2-4 hours, price on request.
 */
export const fallbackEvent: FallbackEvent = {
  image: "category-teambuilding",
  participants: { min: 8, max: 50 },
  hours: { min: 2, max: 4 },
  de: {
    seo: {
      title: "Event Details",
      description:
        "Details zu diesem Teamevent in Berlin stellen wir Ihnen gern persönlich zusammen: für 8-50 Personen, Preis auf Anfrage.",
      keywords: ["Teamevent Berlin", "Event anfragen"],
    },
    title: "Event Details",
    category: "Teamevent",
    location: "Berlin und Umgebung",
    body: [
      "Zu diesem Event haben wir hier noch keine ausführliche Beschreibung. Erzählen Sie uns, was Sie sich vorstellen – wir stellen Ablauf, Ort und Preis für Ihr Team zusammen.",
      "Sie erhalten in der Regel innerhalb von 24 Stunden ein unverbindliches Angebot.",
    ],
    features: [
      "Kostenlose Beratung",
      "Individuelles Angebot für Ihr Team",
      "Professionelle Betreuung vor Ort",
    ],
  },
  en: {
    seo: {
      title: "Event Details",
      description:
        "We are happy to put together the details of this team event in Berlin for you personally: for 8-50 people, price on request.",
      keywords: ["team event Berlin", "event enquiry"],
    },
    title: "Event Details",
    category: "Team event",
    location: "Berlin and surroundings",
    body: [
      "We don't have a full description of this event here yet. Tell us what you have in mind – we will put together the schedule, venue and price for your team.",
      "You usually receive a no-obligation offer within 24 hours.",
    ],
    features: [
      "Free consultation",
      "A tailored offer for your team",
      "Professional support on site",
    ],
  },
};
