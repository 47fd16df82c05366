/**
 * The enquiry form's words in both languages: labels, hints, error messages, what the
 * visitor sees while sending, after success and after a failure, and the pages that answer
 * a form sent without JavaScript. German defines the shape; a test checks that English has
 * the same keys and placeholders. The contact page's loader hands the form only its own
 * language, so no other page and no other language travels to the browser.
 */
import type { EnquiryErrorCode, EnquiryField } from "#app/shared/enquiry/rules.ts";
import { priceTaxNote } from "#app/shared/money/tax.ts";
import type { Localized } from "../locales";

const de = {
  requiredNote: "Felder mit * sind Pflichtfelder.",
  labels: {
    name: "Ihr Name",
    company: "Firma",
    email: "Geschäftliche E-Mail",
    phone: "Telefon (optional)",
    participants: "Anzahl Teilnehmende",
    event: "Event",
    eventOther: "Ihre Idee oder Ihr Wunsch-Event (optional)",
    date: "Wunschtermin oder Zeitraum (optional)",
    message: "Nachricht (optional)",
    privacy:
      "Ich habe die {link} gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage gespeichert werden.",
  } satisfies Record<EnquiryField, string>,
  privacyLink: "Datenschutzerklärung",
  hints: {
    email: "An diese Adresse senden wir Ihr Angebot und eine Eingangsbestätigung.",
    phone: "Für kurze Rückfragen, falls ein Anruf schneller geht.",
    participants: "Von 4 bis 1000 Personen – eine Schätzung genügt.",
    participantsInfo:
      "Warum wir fragen: Ort, Betreuung und Preis pro Person hängen von der Gruppengröße ab. Mit einer ungefähren Zahl können wir direkt passende Events vorschlagen.",
    participantsInfoLabel: "Warum wir nach der Gruppengröße fragen",
    date: "Zum Beispiel „12. Dezember“, „Mitte März“ oder „KW 23, nachmittags“.",
    message: "Wünsche, Anlass, Budget oder Fragen – höchstens {max} Zeichen.",
  },
  eventPlaceholder: "Bitte wählen",
  eventOther: "Sonstiges / noch unsicher",
  /** The list of events already chosen, above the select that adds one more. */
  chosenEvents: "Gewählte Events",
  addEvent: "Weiteres Event hinzufügen (optional)",
  addEventPlaceholder: "Event hinzufügen",
  removeEvent: "{event} entfernen",
  removeEventShort: "Entfernen",
  /** Without JavaScript an event leaves the list by unticking its box. */
  keepEventHint: "Haken entfernen, um ein Event nicht anzufragen.",
  estimate: {
    heading: "Unverbindliche Preisschätzung",
    line: "ab {total} für {persons} Personen{minimum}, unverbindlich, {tax}",
    /** The words about tax after the figure: the one tax setting chooses (decision 0131). */
    tax: { small_business: priceTaxNote.small_business.de, regular: priceTaxNote.regular.de },
    minimum: "Mindestgruppe {minimum} Personen",
    onRequest: "Preis auf Anfrage",
    note: "Ihr Angebot berechnen wir nach Termin, Ort und Wünschen.",
  },
  honeypot: "Bitte dieses Feld leer lassen",
  submit: "Anfrage senden",
  sending: "Wird gesendet …",
  errors: {
    summary: "Bitte prüfen Sie Ihre Angaben:",
    required: "Bitte füllen Sie „{label}“ aus.",
    tooLong: "„{label}“ darf höchstens {max} Zeichen lang sein.",
    singleLine: "„{label}“ darf keine Zeilenumbrüche oder Steuerzeichen enthalten.",
    characters:
      "„{label}“ enthält ein unsichtbares Steuer- oder Richtungszeichen. Bitte tippen Sie den Text neu ein.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@firma.de.",
    phone: "Bitte geben Sie eine Telefonnummer aus Ziffern an, zum Beispiel 030 1234567.",
    participants: "Bitte geben Sie eine ganze Zahl von 4 bis 1000 an.",
    privacy: "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.",
    tooMany: "Bitte wählen Sie höchstens {max} Events.",
    unknownEvent: "Bitte wählen Sie Events aus der Liste – oder „Sonstiges / noch unsicher“.",
    invalid: "Bitte prüfen Sie „{label}“.",
    eventRequired: "Bitte wählen Sie ein Event – oder „Sonstiges / noch unsicher“.",
  } satisfies Record<EnquiryErrorCode | "summary" | "eventRequired", string>,
  success: {
    toastTitle: "Anfrage gesendet",
    toastDescription: "Vielen Dank! Wir melden uns in der Regel innerhalb von 24 Stunden.",
    heading: "Vielen Dank für Ihre Anfrage!",
    text: "Wir haben Ihre Anfrage erhalten und melden uns in der Regel innerhalb von 24 Stunden. Eine Bestätigung ist per E-Mail an {email} unterwegs.",
  },
  failure: {
    toastTitle: "Anfrage nicht gesendet",
    heading: "Ihre Anfrage konnte nicht gesendet werden",
    network:
      "Die Verbindung ist abgebrochen. Ihre Eingaben sind noch da – bitte versuchen Sie es gleich noch einmal.",
    server:
      "Bei uns ist gerade ein Fehler aufgetreten. Ihre Eingaben sind noch da – bitte versuchen Sie es in ein paar Minuten noch einmal.",
    rateLimited:
      "Von Ihrem Anschluss kamen gerade sehr viele Anfragen. Bitte warten Sie eine Minute und senden Sie dann erneut.",
    invalid: "Einige Angaben wurden nicht angenommen. Bitte prüfen Sie das Formular.",
    fallback:
      "Sie erreichen uns auch direkt: telefonisch unter {phone} oder per E-Mail an {email}.",
  },
  /** Pages answering a form sent without JavaScript. */
  page: {
    successTitle: "Vielen Dank für Ihre Anfrage",
    successText:
      "Wir haben Ihre Anfrage erhalten und melden uns in der Regel innerhalb von 24 Stunden. Eine Bestätigung ist per E-Mail unterwegs.",
    errorTitle: "Bitte prüfen Sie Ihre Angaben",
    errorIntro:
      "Ihre Anfrage wurde noch nicht gesendet, weil folgende Angaben fehlen oder nicht passen:",
    back: "Gehen Sie mit der Zurück-Funktion Ihres Browsers zum Formular zurück: Ihre Eingaben sind dort noch vorhanden.",
    backLink: "Zum Anfrageformular",
    home: "Zur Startseite",
    refusedTitle: "Anfrage nicht angenommen",
    refusedText:
      "Diese Anfrage kam nicht von unserem Formular und wurde deshalb nicht angenommen. Bitte senden Sie sie über das Anfrageformular auf unserer Website.",
    rateLimitedTitle: "Zu viele Anfragen",
    unavailableTitle: "Anfrage konnte nicht gespeichert werden",
  },
};

export type EnquiryText = typeof de;
/** What the form in the browser needs (the answer pages stay on the server). */
export type EnquiryFormText = Omit<EnquiryText, "page">;

const en: EnquiryText = {
  requiredNote: "Fields marked * are required.",
  labels: {
    name: "Your name",
    company: "Company",
    email: "Work e-mail",
    phone: "Phone (optional)",
    participants: "Number of participants",
    event: "Event",
    eventOther: "Your idea or preferred event (optional)",
    date: "Preferred date or period (optional)",
    message: "Message (optional)",
    privacy: "I have read the {link} and agree that my details are stored to handle my enquiry.",
  },
  privacyLink: "privacy policy",
  hints: {
    email: "We send our offer and a confirmation of receipt to this address.",
    phone: "For quick questions, in case a call is faster.",
    participants: "From 4 to 1000 people – an estimate is fine.",
    participantsInfo:
      "Why we ask: venue, staffing and the price per person depend on the group size. With a rough number we can suggest suitable events straight away.",
    participantsInfoLabel: "Why we ask for the group size",
    date: "For example “12 December”, “mid-March” or “week 23, afternoons”.",
    message: "Wishes, occasion, budget or questions – at most {max} characters.",
  },
  eventPlaceholder: "Please choose",
  eventOther: "Other / not sure yet",
  chosenEvents: "Chosen events",
  addEvent: "Add another event (optional)",
  addEventPlaceholder: "Add an event",
  removeEvent: "Remove {event}",
  removeEventShort: "Remove",
  keepEventHint: "Untick an event to leave it out of the enquiry.",
  estimate: {
    heading: "Non-binding price estimate",
    line: "from {total} for {persons} people{minimum}, non-binding, {tax}",
    /** The words about tax after the figure: the one tax setting chooses (decision 0131). */
    tax: { small_business: priceTaxNote.small_business.en, regular: priceTaxNote.regular.en },
    minimum: "minimum group {minimum} people",
    onRequest: "Price on request",
    note: "We calculate your offer from the date, venue and your wishes.",
  },
  honeypot: "Please leave this field empty",
  submit: "Send enquiry",
  sending: "Sending …",
  errors: {
    summary: "Please check your details:",
    required: "Please fill in “{label}”.",
    tooLong: "“{label}” may be at most {max} characters long.",
    singleLine: "“{label}” must not contain line breaks or control characters.",
    characters:
      "“{label}” contains an invisible control or direction character. Please type the text again.",
    email: "Please enter a valid e-mail address, for example name@company.com.",
    phone: "Please enter a phone number made of digits, for example +49 30 1234567.",
    participants: "Please enter a whole number from 4 to 1000.",
    privacy: "Please confirm that you have read the privacy policy.",
    tooMany: "Please choose at most {max} events.",
    unknownEvent: "Please choose events from the list – or “Other / not sure yet”.",
    invalid: "Please check “{label}”.",
    eventRequired: "Please choose an event – or “Other / not sure yet”.",
  },
  success: {
    toastTitle: "Enquiry sent",
    toastDescription: "Thank you! We usually reply within 24 hours.",
    heading: "Thank you for your enquiry!",
    text: "We have received your enquiry and usually reply within 24 hours. A confirmation is on its way to {email}.",
  },
  failure: {
    toastTitle: "Enquiry not sent",
    heading: "Your enquiry could not be sent",
    network:
      "The connection was interrupted. Your details are still here – please try again in a moment.",
    server:
      "Something went wrong on our side. Your details are still here – please try again in a few minutes.",
    rateLimited:
      "We just received a lot of enquiries from your connection. Please wait a minute, then send again.",
    invalid: "Some details were not accepted. Please check the form.",
    fallback: "You can also reach us directly: call {phone} or e-mail {email}.",
  },
  page: {
    successTitle: "Thank you for your enquiry",
    successText:
      "We have received your enquiry and usually reply within 24 hours. A confirmation is on its way by e-mail.",
    errorTitle: "Please check your details",
    errorIntro:
      "Your enquiry has not been sent yet because these details are missing or do not fit:",
    back: "Use your browser's back button to return to the form: your details are still there.",
    backLink: "To the enquiry form",
    home: "To the home page",
    refusedTitle: "Enquiry not accepted",
    refusedText:
      "This enquiry did not come from our form and was therefore not accepted. Please send it using the enquiry form on our website.",
    rateLimitedTitle: "Too many enquiries",
    unavailableTitle: "Your enquiry could not be saved",
  },
};

export const enquiryText: Localized<EnquiryText> = { de, en };
