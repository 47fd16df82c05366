import type { Localized, NewsPageText } from "../schema";

/** Copy of /news and /en/news; the article cards come from ./index.ts. */
export const newsPage: Localized<NewsPageText> = {
  de: {
    seo: {
      title: "News – Trends und Ideen für Teamevents",
      description:
        "Trends, Erfolgsgeschichten und Ankündigungen rund um Teambuilding und Firmenevents in Berlin – aus der Praxis von Spreegeist Events.",
      keywords: [
        "Teambuilding News",
        "Teamevent Trends",
        "Firmenevent Berlin",
        "Teambuilding Blog",
      ],
    },
    eyebrow: "News",
    heading: "Neues aus der Welt der Teamevents",
    intro:
      "Was Teams heute zusammenbringt, welche Formate neu sind und was wir bei unseren Events lernen: Hier schreiben wir darüber.",
    box: {
      heading: "Fragen zu Ihrem nächsten Teamevent?",
      text: "Wir beraten Sie kostenlos – per Telefon, per E-Mail oder über unser Kontaktformular. Antwort in der Regel innerhalb von 24 Stunden.",
      contactLabel: "Kontakt aufnehmen",
    },
  },
  en: {
    seo: {
      title: "News – Trends and Ideas for Team Events",
      description:
        "Trends, case studies and announcements about team building and corporate events in Berlin – from the everyday work of Spreegeist Events.",
      keywords: [
        "team building news",
        "team event trends",
        "corporate events Berlin",
        "team building blog",
      ],
    },
    eyebrow: "News",
    heading: "News from the world of team events",
    intro:
      "What brings teams together today, which formats are new and what we learn at our events: this is where we write about it.",
    box: {
      heading: "Stay Informed",
      text: "Questions about your next team event, or want to hear about new formats first? Get in touch by phone, e-mail or through our contact page – we usually reply within 24 hours.",
      contactLabel: "Contact us",
    },
  },
};
