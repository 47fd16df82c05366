/** The headcount page's words in both languages (decision 0194). */
import type { Localized } from "#app/i18n/locales.ts";
import type { Diet } from "./schema.ts";
import type { FieldProblem, HeadcountField } from "./input.ts";

interface PageWords {
  title: string;
  /** The language switch's name, in the other language. */
  otherLanguage: string;
  intro: string;
  when: (day: string, time: string | null) => string;
  closesAt: (at: string) => string;
  name: string;
  email: string;
  emailHint: string;
  attending: string;
  yes: string;
  no: string;
  onlyIfAttending: string;
  guide: string;
  guideDe: string;
  guideEn: string;
  diet: string;
  diets: Record<Diet, string>;
  dietNote: string;
  dietNoteHint: string;
  waiverHeading: string;
  waiverText: string;
  waiverCheck: string;
  submit: string;
  privacy: string;
  privacyLink: string;
  errorSummary: string;
  problems: Record<FieldProblem, string>;
  alreadyAnswered: string;
  thanksTitle: string;
  thanksBody: string;
  another: string;
  closedTitle: string;
  closedBody: (at: string) => string;
  cancelledTitle: string;
  cancelledBody: string;
  contact: string;
  fieldNames: Record<HeadcountField, string>;
}

export const headcountWords: Localized<PageWords> = {
  de: {
    title: "Teilnahme am Event",
    otherLanguage: "This page in English",
    intro:
      "Ihr Team hat ein Event bei uns gebucht. Bitte sagen Sie uns, ob Sie dabei sind und was wir für Sie vorbereiten sollen. Andere Teilnehmende sehen Ihre Angaben nicht.",
    when: (day, time) => (time ? `${day}, ${time} Uhr` : day),
    closesAt: (at) => `Antworten bis ${at}`,
    name: "Ihr Name",
    email: "Ihre E-Mail-Adresse",
    emailHint: "Eine Antwort je E-Mail-Adresse.",
    attending: "Sind Sie dabei?",
    yes: "Ja, ich bin dabei",
    no: "Nein, ich kann nicht",
    onlyIfAttending: "Nur nötig, wenn Sie dabei sind.",
    guide: "Sprache der Anleitung",
    guideDe: "Deutsch",
    guideEn: "Englisch",
    diet: "Ernährung",
    diets: {
      any: "Ich esse alles",
      vegetarian: "Vegetarisch",
      vegan: "Vegan",
      no_pork: "Kein Schweinefleisch",
      gluten_free: "Glutenfrei",
      lactose_free: "Laktosefrei",
    },
    dietNote: "Allergien oder Unverträglichkeiten (freiwillig)",
    dietNoteHint: "Zum Beispiel: Nüsse. Höchstens 200 Zeichen.",
    waiverHeading: "Haftungsverzicht",
    waiverText:
      "Dieses Event ist körperlich und emotional intensiv (Dunkelheit, Schreckmomente, Bewegung). Die Teilnahme erfolgt auf eigene Verantwortung; wer gesundheitliche Einschränkungen hat oder schwanger ist, spricht bitte vorher mit uns. Die Anweisungen der Spielleitung sind zu befolgen.",
    waiverCheck: "Ich habe den Haftungsverzicht gelesen und akzeptiere ihn.",
    submit: "Antwort senden",
    privacy: "Wir nutzen Ihre Angaben nur für dieses Event und löschen sie 30 Tage danach.",
    privacyLink: "Datenschutzerklärung",
    errorSummary: "Bitte prüfen Sie die markierten Felder.",
    problems: {
      required: "Bitte ausfüllen.",
      tooLong: "Dieser Text ist zu lang.",
      email: "Bitte eine gültige E-Mail-Adresse angeben.",
      choice: "Bitte eine der Möglichkeiten wählen.",
      text: "Dieser Text enthält ein unsichtbares Steuerzeichen oder einen Zeilenumbruch.",
      waiver: "Bitte bestätigen Sie den Haftungsverzicht, um teilzunehmen.",
    },
    alreadyAnswered:
      "Für diese E-Mail-Adresse liegt schon eine Antwort vor. Soll sie geändert werden, schreiben Sie uns bitte.",
    thanksTitle: "Danke, Ihre Antwort ist angekommen",
    thanksBody: "Wir haben Ihre Angaben gespeichert. Bis bald beim Event!",
    another: "Eine weitere Person anmelden",
    closedTitle: "Die Anmeldung ist geschlossen",
    closedBody: (at) =>
      `Antworten waren bis ${at} möglich. Für Änderungen wenden Sie sich bitte an Ihre Ansprechperson oder an uns.`,
    cancelledTitle: "Dieses Event findet nicht statt",
    cancelledBody: "Die Buchung wurde storniert; Antworten sind nicht mehr nötig.",
    contact: "Fragen?",
    fieldNames: {
      name: "Name",
      email: "E-Mail-Adresse",
      attending: "Teilnahme",
      diet: "Ernährung",
      dietNote: "Allergien",
      guide: "Sprache der Anleitung",
      waiver: "Haftungsverzicht",
    },
  },
  en: {
    title: "Your place at the event",
    otherLanguage: "Diese Seite auf Deutsch",
    intro:
      "Your team has booked an event with us. Please tell us whether you will be there and what we should prepare for you. Other participants do not see your answer.",
    when: (day, time) => (time ? `${day}, ${time}` : day),
    closesAt: (at) => `Answers until ${at}`,
    name: "Your name",
    email: "Your e-mail address",
    emailHint: "One answer per e-mail address.",
    attending: "Will you be there?",
    yes: "Yes, I will be there",
    no: "No, I cannot come",
    onlyIfAttending: "Only needed if you will be there.",
    guide: "Language of the guide",
    guideDe: "German",
    guideEn: "English",
    diet: "Diet",
    diets: {
      any: "I eat everything",
      vegetarian: "Vegetarian",
      vegan: "Vegan",
      no_pork: "No pork",
      gluten_free: "Gluten-free",
      lactose_free: "Lactose-free",
    },
    dietNote: "Allergies or intolerances (optional)",
    dietNoteHint: "For example: nuts. At most 200 characters.",
    waiverHeading: "Waiver",
    waiverText:
      "This event is physically and emotionally intense (darkness, scares, movement). You take part at your own risk; if you have health restrictions or are pregnant, please talk to us first. Follow the game master's instructions.",
    waiverCheck: "I have read the waiver and accept it.",
    submit: "Send my answer",
    privacy: "We use your answer only for this event and delete it 30 days after the event.",
    privacyLink: "Privacy policy",
    errorSummary: "Please check the marked fields.",
    problems: {
      required: "Please fill this in.",
      tooLong: "This text is too long.",
      email: "Please enter a valid e-mail address.",
      choice: "Please choose one of the options.",
      text: "This text contains an invisible control character or a line break.",
      waiver: "Please accept the waiver to take part.",
    },
    alreadyAnswered:
      "This e-mail address has already answered. To change the answer, please write to us.",
    thanksTitle: "Thank you, your answer has arrived",
    thanksBody: "We have saved your answer. See you at the event!",
    another: "Sign up another person",
    closedTitle: "Answers are closed",
    closedBody: (at) =>
      `Answers were possible until ${at}. For changes, please contact your organiser or us.`,
    cancelledTitle: "This event will not take place",
    cancelledBody: "The booking was cancelled; no answers are needed any more.",
    contact: "Questions?",
    fieldNames: {
      name: "Name",
      email: "E-mail address",
      attending: "Attendance",
      diet: "Diet",
      dietNote: "Allergies",
      guide: "Language of the guide",
      waiver: "Waiver",
    },
  },
};
