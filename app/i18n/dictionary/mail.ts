/**
 * The words of the two e-mails of an enquiry (server/mail/messages.ts): the confirmation
 * to the visitor, in the language of the page they wrote from, and the mail to the agency,
 * in the agency's language (`AGENCY_LOCALE`). Placeholders: `{name}` and the like.
 */
import { defaultLocale, type Localized } from "../locales";

const de = {
  /** This language's own name, as the agency mail names the visitor's language. */
  languageName: "Deutsch",
  /** The event "Other / not sure yet". */
  other: "Sonstiges / noch unsicher",
  /** A missing optional value. */
  none: "–",
  confirmation: {
    subject: "Ihre Anfrage bei {brand}",
    greeting: "Guten Tag {name},",
    thanks:
      "vielen Dank für Ihre Anfrage. Wir melden uns in der Regel innerhalb von 24 Stunden mit Ideen und einem unverbindlichen Angebot.",
    summary: "Ihre Angaben im Überblick:",
    questions:
      "Fragen vorab? Sie erreichen uns telefonisch unter {phone} oder per E-Mail an {email}.",
    closing: "Viele Grüße\nIhr Team von {brand}",
    notYou:
      "Sie haben keine Anfrage gesendet? Dann hat jemand Ihre Adresse eingetragen; Sie brauchen nichts zu tun.",
    people: "{participants} Personen",
    labels: {
      event: "Event",
      participants: "Teilnehmende",
      estimate: "Preisschätzung",
      date: "Wunschtermin",
      company: "Firma",
    },
  },
  agency: {
    subject: "Anfrage: {event} · {participants} Personen · {company}",
    intro:
      "Neue Anfrage über das Formular der Website. Antworten Sie einfach auf diese E-Mail: die Antwort geht an {name} <{email}>.",
    labels: {
      name: "Name",
      company: "Firma",
      email: "E-Mail",
      phone: "Telefon",
      participants: "Teilnehmende",
      event: "Event",
      estimate: "Schätzung, unverbindlich",
      date: "Wunschtermin",
      message: "Nachricht",
      language: "Sprache",
      page: "Seite",
      received: "Eingegangen",
      id: "Anfrage-ID",
    },
    receivedAt: "{time} (Berlin)",
  },
};

export type MailText = typeof de;

const en: MailText = {
  languageName: "English",
  other: "Other / not sure yet",
  none: "–",
  confirmation: {
    subject: "Your enquiry with {brand}",
    greeting: "Hello {name},",
    thanks:
      "thank you for your enquiry. We usually reply within 24 hours with ideas and a no-obligation offer.",
    summary: "Your details at a glance:",
    questions: "Any questions in the meantime? Call us on {phone} or e-mail {email}.",
    closing: "Best regards\nThe {brand} team",
    notYou:
      "You did not send an enquiry? Then someone entered your address; you do not need to do anything.",
    people: "{participants} people",
    labels: {
      event: "Event",
      participants: "Participants",
      estimate: "Price estimate",
      date: "Preferred date",
      company: "Company",
    },
  },
  agency: {
    subject: "Enquiry: {event} · {participants} people · {company}",
    intro:
      "New enquiry from the website's form. Simply reply to this e-mail: the answer goes to {name} <{email}>.",
    labels: {
      name: "Name",
      company: "Company",
      email: "E-mail",
      phone: "Phone",
      participants: "Participants",
      event: "Event",
      estimate: "Estimate, non-binding",
      date: "Preferred date",
      message: "Message",
      language: "Language",
      page: "Page",
      received: "Received",
      id: "Enquiry ID",
    },
    receivedAt: "{time} (Berlin)",
  },
};

/** The language the agency reads its mails in. */
export const AGENCY_LOCALE = defaultLocale;

export const mailText: Localized<MailText> = { de, en };
