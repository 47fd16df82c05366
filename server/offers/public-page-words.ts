/**
 * The public offer page's own words in German and English (the offer's contents use the
 * PDF's, server/documents/words.ts), and the words of a refused accept form by field.
 */
import type { Locale } from "#app/i18n/locales.ts";

export type Language = Locale;

export const text = {
  de: {
    offerFor: "Angebot für",
    from: "vom",
    validUntil: "gültig bis",
    download: "Angebot als PDF herunterladen",
    downloadAccepted: "Angenommenes Angebot als PDF",
    deposit: {
      heading: "Anzahlung überweisen",
      body: (number: string, amount: string, due: string) =>
        `Die Anzahlungsrechnung ${number} über ${amount} ist bis zum ${due} zu zahlen.`,
      recipient: "Empfänger",
      reference: "Verwendungszweck",
      scan: "Mit der Banking-App scannen (GiroCode): Empfänger, IBAN, Betrag und Verwendungszweck sind dann ausgefüllt.",
      qrLabel: "QR-Code für die Überweisung der Anzahlung (GiroCode)",
    },
    lines: "Leistungen",
    terms: "Allgemeine Geschäftsbedingungen",
    termsLink: "AGB lesen",
    answerHeading: "Ihre Antwort",
    acceptButton: "Annehmen",
    acceptIntro: (email: string) =>
      `Zum Annehmen schicken wir Ihnen einen 6-stelligen Code an ${email}. Sie geben ihn zusammen mit Ihrem Namen und Ihrer Position ein.`,
    declineSummary: "Ablehnen",
    declineReason: "Warum lehnen Sie ab? (optional)",
    declineReasonHint: "Zum Beispiel: zu teuer, anderer Termin, anderer Anbieter.",
    declineButton: "Angebot ablehnen",
    codeSent: (email: string) =>
      `Wir haben einen 6-stelligen Code an ${email} geschickt. Er gilt 10 Minuten.`,
    acceptHeading: "Angebot annehmen",
    name: "Ihr Name",
    position: "Ihre Position",
    positionHint: "Zum Beispiel: Teamleitung, Geschäftsführung, Office Management.",
    termsCheck: "Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.",
    code: "Code aus der E-Mail",
    codeHint: "6 Ziffern",
    submitAccept: (amount: string) => `Verbindlich annehmen (${amount})`,
    newCode: "Neuen Code anfordern",
    back: "Zurück zum Angebot",
    errors: {
      required: {
        name: "Bitte geben Sie Ihren Namen an.",
        position: "Bitte geben Sie Ihre Position an.",
        termsAccepted: "Bitte bestätigen Sie die AGB.",
        code: "Bitte geben Sie den Code aus der E-Mail ein.",
      },
      too_long: "Das ist zu lang.",
      characters:
        "Hier steht ein unsichtbares Steuer- oder Richtungszeichen. Bitte tippen Sie den Text neu ein.",
      format: "Der Code hat 6 Ziffern.",
      code_wrong: (left: number) =>
        `Dieser Code stimmt nicht. Noch ${left} ${left === 1 ? "Versuch" : "Versuche"}.`,
      code_burnt: "Zu viele falsche Versuche: Bitte fordern Sie einen neuen Code an.",
      code_expired: "Dieser Code ist abgelaufen: Bitte fordern Sie einen neuen an.",
      code_missing: "Bitte fordern Sie einen neuen Code an.",
      reason_too_long: "Bitte fassen Sie sich kürzer (höchstens 2.000 Zeichen).",
      tooMany: (minutes: number) =>
        `Sie haben schon mehrere Codes angefordert. Bitte warten Sie ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} und versuchen Sie es dann erneut.`,
      codesCapped: {
        day: "Für heute können wir Ihnen keinen weiteren Code schicken. Bitte rufen Sie uns an oder schreiben Sie uns: Wir schließen die Annahme gemeinsam mit Ihnen ab. Oder fordern Sie morgen einen neuen Code an.",
        offer:
          "Für dieses Angebot können wir keine weiteren Codes schicken. Bitte rufen Sie uns an oder schreiben Sie uns: Wir schließen die Annahme gemeinsam mit Ihnen ab.",
      },
      errorSummary: "Bitte prüfen Sie Ihre Eingaben.",
    },
    status: {
      accepted: {
        title: "Vielen Dank, Sie haben das Angebot angenommen",
        body: (name: string, day: string, time: string) =>
          `Angenommen von ${name} am ${day} um ${time} Uhr. Sie erhalten eine Bestätigung per E-Mail mit dem angenommenen Angebot im Anhang. Wir melden uns in Kürze mit den nächsten Schritten.`,
      },
      declined: {
        title: "Sie haben das Angebot abgelehnt",
        body: "Schade! Danke, dass Sie uns Bescheid gegeben haben. Wenn Sie es sich anders überlegen oder ein anderes Angebot wünschen, schreiben Sie uns gern.",
      },
      expired: {
        title: "Dieses Angebot ist abgelaufen",
        body: (day: string) =>
          `Dieses Angebot galt bis zum ${day} und kann nicht mehr angenommen werden. Schreiben Sie uns oder rufen Sie an: Wir schicken Ihnen gern ein neues Angebot.`,
      },
      replaced: {
        title: "Es gibt eine neuere Fassung dieses Angebots",
        body: "Dieses Angebot wurde überarbeitet; Sie haben die neue Fassung per E-Mail erhalten. Bitte nehmen Sie das Angebot über den Link in dieser E-Mail an.",
        linked: (number: string) =>
          `Dieses Angebot wurde überarbeitet: Es gilt die neue Fassung ${number}, die wir Ihnen auch per E-Mail geschickt haben.`,
        open: (number: string) => `Zur neuen Fassung ${number}`,
      },
      withdrawn: {
        title: "Dieses Angebot wurde zurückgezogen",
        body: "Dieses Angebot gilt nicht mehr. Bei Fragen schreiben Sie uns oder rufen Sie an.",
      },
    },
    notFound: {
      title: "Dieses Angebot gibt es nicht",
      body: "Unter dieser Adresse finden wir kein Angebot. Bitte prüfen Sie den Link aus unserer E-Mail, oder schreiben Sie uns.",
    },
    tooManyRequests: {
      title: "Zu viele Anfragen",
      body: "Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
    },
    unavailable: {
      title: "Gerade nicht erreichbar",
      body: "Wir können Ihre Antwort gerade nicht speichern. Bitte versuchen Sie es in ein paar Minuten erneut, oder schreiben Sie uns.",
    },
    refused: {
      title: "Das hat nicht geklappt",
      body: "Bitte öffnen Sie das Angebot über den Link aus unserer E-Mail und versuchen Sie es dort erneut.",
    },
    contact: "Kontakt",
    legal: { imprint: "Impressum", privacy: "Datenschutz", terms: "AGB" },
    otherLanguage: "English",
    otherLanguageLabel: "This offer in English",
    home: "Zur Startseite",
    skip: "Zum Inhalt springen",
  },
  en: {
    offerFor: "Offer for",
    from: "of",
    validUntil: "valid until",
    download: "Download the offer as PDF",
    downloadAccepted: "Accepted offer as PDF",
    deposit: {
      heading: "Pay the deposit",
      body: (number: string, amount: string, due: string) =>
        `Deposit invoice ${number} for ${amount} is due by ${due}.`,
      recipient: "Recipient",
      reference: "Reference",
      scan: "Scan with your banking app (GiroCode): recipient, IBAN, amount and reference are filled in.",
      qrLabel: "QR code for the transfer of the deposit (GiroCode)",
    },
    lines: "Services",
    terms: "Terms and conditions",
    termsLink: "Read the terms",
    answerHeading: "Your answer",
    acceptButton: "Accept",
    acceptIntro: (email: string) =>
      `To accept, we send a 6-digit code to ${email}. You enter it together with your name and position.`,
    declineSummary: "Decline",
    declineReason: "Why do you decline? (optional)",
    declineReasonHint: "For example: too expensive, another date, another provider.",
    declineButton: "Decline the offer",
    codeSent: (email: string) => `We sent a 6-digit code to ${email}. It is valid for 10 minutes.`,
    acceptHeading: "Accept the offer",
    name: "Your name",
    position: "Your position",
    positionHint: "For example: team lead, managing director, office manager.",
    termsCheck: "I have read and accept the terms and conditions.",
    code: "Code from the e-mail",
    codeHint: "6 digits",
    submitAccept: (amount: string) => `Accept with obligation (${amount})`,
    newCode: "Send a new code",
    back: "Back to the offer",
    errors: {
      required: {
        name: "Please enter your name.",
        position: "Please enter your position.",
        termsAccepted: "Please confirm the terms and conditions.",
        code: "Please enter the code from the e-mail.",
      },
      too_long: "This is too long.",
      characters:
        "This contains an invisible control or direction character. Please type the text again.",
      format: "The code has 6 digits.",
      code_wrong: (left: number) =>
        `This code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`,
      code_burnt: "Too many wrong tries: please ask for a new code.",
      code_expired: "This code has expired: please ask for a new one.",
      code_missing: "Please ask for a new code.",
      reason_too_long: "Please keep it shorter (2,000 characters at most).",
      tooMany: (minutes: number) =>
        `You have already asked for several codes. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
      codesCapped: {
        day: "We cannot send you another code today. Please call us or write to us and we will complete the acceptance with you, or ask for a new code tomorrow.",
        offer:
          "We cannot send any more codes for this offer. Please call us or write to us and we will complete the acceptance with you.",
      },
      errorSummary: "Please check your entries.",
    },
    status: {
      accepted: {
        title: "Thank you, you accepted the offer",
        body: (name: string, day: string, time: string) =>
          `Accepted by ${name} on ${day} at ${time} (Berlin time). You will receive a confirmation by e-mail with the accepted offer attached. We will be in touch shortly with the next steps.`,
      },
      declined: {
        title: "You declined the offer",
        body: "What a pity! Thank you for letting us know. If you change your mind or would like a different offer, just write to us.",
      },
      expired: {
        title: "This offer has expired",
        body: (day: string) =>
          `This offer was valid until ${day} and can no longer be accepted. Write to us or call us: we will gladly send you a new offer.`,
      },
      replaced: {
        title: "There is a newer version of this offer",
        body: "This offer was revised; you received the new version by e-mail. Please accept the offer through the link in that e-mail.",
        linked: (number: string) =>
          `This offer was revised: the new version ${number} applies, which we have also sent you by e-mail.`,
        open: (number: string) => `Open the new version ${number}`,
      },
      withdrawn: {
        title: "This offer was withdrawn",
        body: "This offer is no longer valid. If you have questions, write to us or call us.",
      },
    },
    notFound: {
      title: "There is no such offer",
      body: "We find no offer at this address. Please check the link in our e-mail, or write to us.",
    },
    tooManyRequests: {
      title: "Too many requests",
      body: "Please wait a minute and try again.",
    },
    unavailable: {
      title: "Not available right now",
      body: "We cannot store your answer right now. Please try again in a few minutes, or write to us.",
    },
    refused: {
      title: "That did not work",
      body: "Please open the offer through the link in our e-mail and try again there.",
    },
    contact: "Contact",
    legal: { imprint: "Imprint", privacy: "Privacy", terms: "Terms" },
    otherLanguage: "Deutsch",
    otherLanguageLabel: "Dieses Angebot auf Deutsch",
    home: "Go to the home page",
    skip: "Skip to content",
  },
};

export type AcceptField = "name" | "position" | "termsAccepted" | "code";

/** The words of a refusal of the accept form, by field. */
export function acceptErrors(
  language: Language,
  fields: Record<string, string> | undefined,
  code: string,
  extra: Record<string, unknown> | undefined,
): Partial<Record<AcceptField, string>> {
  const t = text[language].errors;
  const errors: Partial<Record<AcceptField, string>> = {};
  for (const [field, problem] of Object.entries(fields ?? {})) {
    if (!(field in t.required)) continue;
    const key = field as AcceptField;
    errors[key] =
      problem === "required"
        ? t.required[key]
        : problem === "too_long"
          ? t.too_long
          : problem === "characters"
            ? t.characters
            : problem === "format"
              ? t.format
              : t.required[key];
  }
  if (code === "code_wrong") errors.code = t.code_wrong(Number(extra?.triesLeft ?? 0));
  if (code === "code_burnt") errors.code = t.code_burnt;
  if (code === "code_expired") errors.code = t.code_expired;
  if (code === "code_missing") errors.code = t.code_missing;
  return errors;
}

export function tooManyCodes(language: Language, retryAfterSeconds: number): string {
  return text[language].errors.tooMany(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

/** Past the day's or the offer's cap of codes: get in touch (decision 0166). */
export function codesCapped(language: Language, cap: "day" | "offer"): string {
  return text[language].errors.codesCapped[cap];
}

export function reasonTooLong(language: Language, problem?: string): string {
  if (problem === "characters") return text[language].errors.characters;
  return text[language].errors.reason_too_long;
}
