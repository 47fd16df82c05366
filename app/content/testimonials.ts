import type { Testimonial } from "./schema";

/** Shown on both home pages; the old site showed three, all with five stars. */
export const testimonials: Testimonial[] = [
  {
    name: "Sandra Köhler",
    role: { de: "Head of People, Berliner Fintech", en: "Head of People, Berlin fintech" },
    text: {
      de: "Vom ersten Telefonat bis zum letzten Zombie war alles perfekt organisiert. Unser Team spricht heute noch von diesem Abend.",
      en: "From the first phone call to the last zombie, everything was perfectly organised. Our team still talks about that evening.",
    },
    rating: 5,
  },
  {
    name: "Markus Brandt",
    role: {
      de: "Teamleiter Vertrieb, Logistikunternehmen",
      en: "Sales team lead, logistics company",
    },
    text: {
      de: "Die Stadtrallye war genau richtig für unsere 120 Leute: gut erklärt, fair gewertet und mit viel Berlin-Wissen gespickt.",
      en: "The city rally was just right for our 120 people: clearly explained, fairly scored and full of Berlin knowledge.",
    },
    rating: 5,
  },
  {
    name: "Aylin Demir",
    role: { de: "Office Managerin, Agentur für Software", en: "Office manager, software agency" },
    text: {
      de: "Unsere Weihnachtsfeier mit Teamkochen war entspannt, lecker und ohne jeden Aufwand für uns. Angebot innerhalb eines Tages.",
      en: "Our Christmas party with team cooking was relaxed, delicious and no effort at all for us. We had an offer within a day.",
    },
    rating: 5,
  },
];
