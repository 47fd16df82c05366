import type { ContactPageText, Localized } from "./schema";

/** Copy of /contact and /en/contact; phone, e-mail and address come from ./site.ts. */
export const contactPage: Localized<ContactPageText> = {
  de: {
    seo: {
      title: "Kontakt – Teamevent in Berlin anfragen",
      description:
        "Teamevent oder Weihnachtsfeier in Berlin anfragen: telefonisch, per E-Mail oder über das Formular. Kostenlose Beratung, Antwort in der Regel innerhalb von 24 Stunden.",
      keywords: [
        "Teamevent anfragen",
        "Kontakt Eventagentur Berlin",
        "Weihnachtsfeier anfragen",
        "Teambuilding Angebot",
      ],
    },
    eyebrow: "Kontakt",
    heading: "Lassen Sie uns Ihr Teamevent planen",
    intro:
      "Erzählen Sie uns, was Sie vorhaben – wir melden uns in der Regel innerhalb von 24 Stunden mit Ideen und einem unverbindlichen Angebot.",
    labels: { phone: "Telefon", email: "E-Mail", address: "Adresse", hours: "Erreichbarkeit" },
    hours: "Montag bis Freitag, 9 bis 18 Uhr",
    service: {
      heading: "Unser Service",
      text: "Wir antworten in der Regel innerhalb von 24 Stunden – auch auf kurzfristige Anfragen.",
      items: ["Kostenlose Beratung", "Individuelle Angebote", "Professionelle Betreuung vor Ort"],
    },
    enquiry: {
      heading: "Anfrageformular",
      text: "Erzählen Sie uns kurz, was Sie vorhaben. Wir melden uns in der Regel innerhalb von 24 Stunden mit einem unverbindlichen Angebot.",
    },
  },
  en: {
    seo: {
      title: "Contact – Enquire About a Team Event in Berlin",
      description:
        "Enquire about a team event or Christmas party in Berlin by phone, e-mail or form. Free consultation, we usually reply within 24 hours.",
      keywords: [
        "team event enquiry",
        "event agency Berlin contact",
        "Christmas party enquiry",
        "team building quote",
      ],
    },
    eyebrow: "Contact",
    heading: "Let's plan your team event",
    intro:
      "Tell us what you have in mind – we usually get back to you within 24 hours with ideas and a no-obligation offer.",
    labels: { phone: "Phone", email: "E-mail", address: "Address", hours: "Opening hours" },
    hours: "Monday to Friday, 9 am to 6 pm",
    service: {
      heading: "Our Service",
      text: "We usually reply within 24 hours – including to short-notice enquiries.",
      items: ["Free consultation", "Tailored offers", "Professional support on site"],
    },
    enquiry: {
      heading: "Enquiry form",
      text: "Tell us briefly what you have in mind. We usually reply within 24 hours with a no-obligation offer.",
    },
  },
};
