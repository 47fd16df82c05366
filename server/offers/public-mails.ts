/**
 * The mails of the online answer to an offer, composed when queued (server/mail/outbox.ts):
 * the 6-digit code to the offer's address (nothing in it but the code, the offer's number
 * and how long it holds), the confirmation of an acceptance to the customer (the accepted
 * PDF attached), and the word to the lead's owner (or the agency) that an offer was
 * accepted or declined, in the owner's back-office language with a link to the lead, and
 * the owner's alert that the codes to accept it ran out.
 */
import { site } from "#app/content/site.ts";
import type { QueuedMessage } from "../mail/schema.ts";
import type { FormOfAddress } from "../documents/model.ts";
import { greeting } from "../documents/salutation.ts";
import { agencyPhone, formatCents, formatDay } from "../documents/words.ts";
import type { Locale } from "#app/i18n/locales.ts";

type Language = Locale;

export function codeMail(
  offer: { number: string; language: Language; email: string },
  code: string,
  purpose: "accept" | "cancel" = "accept",
): QueuedMessage {
  const de = offer.language === "de";
  const what = de
    ? purpose === "accept"
      ? `zur Annahme des Angebots ${offer.number}`
      : `zur Stornierung der Buchung zum Angebot ${offer.number}`
    : purpose === "accept"
      ? `to accept offer ${offer.number}`
      : `to cancel the booking of offer ${offer.number}`;
  return {
    to: offer.email,
    subject:
      purpose === "cancel"
        ? de
          ? `Ihr Code zur Stornierung: Angebot ${offer.number}`
          : `Your code to cancel: offer ${offer.number}`
        : de
          ? `Ihr Code für Angebot ${offer.number}`
          : `Your code for offer ${offer.number}`,
    text: de
      ? `Guten Tag,\n\nIhr Code ${what} lautet:\n\n${code}\n\nEr gilt 10 Minuten und nur einmal. Haben Sie ihn nicht angefordert, können Sie diese E-Mail einfach löschen.\n\n${site.brand}\n`
      : `Hello,\n\nyour code ${what} is:\n\n${code}\n\nIt is valid for 10 minutes and only once. If you did not ask for it, you can simply delete this e-mail.\n\n${site.brand}\n`,
  };
}

export function acceptedMail(input: {
  number: string;
  language: Language;
  email: string;
  contactName: string;
  formOfAddress?: FormOfAddress | null | undefined;
  /** Who accepted (as typed): greeted by the contact's salutation when it is the contact. */
  name: string;
  acceptedDay: string;
  acceptedTime: string;
  grossCents: number;
  pageUrl: string;
}): QueuedMessage {
  const de = input.language === "de";
  const day = formatDay(input.acceptedDay, input.language);
  const gross = formatCents(input.grossCents, input.language);
  const contact = `${agencyPhone(input.language)} · ${site.email}`;
  const sameName = (a: string, b: string) =>
    a.trim().toLowerCase().replace(/\s+/g, " ") === b.trim().toLowerCase().replace(/\s+/g, " ");
  const hello = sameName(input.name, input.contactName)
    ? greeting(input, input.language)
    : greeting({ contactName: input.name }, input.language);
  return {
    to: input.email,
    toName: input.contactName,
    subject: de
      ? `Bestätigung: Angebot ${input.number} angenommen`
      : `Confirmation: offer ${input.number} accepted`,
    text: de
      ? `${hello}\n\nvielen Dank! Sie haben unser Angebot ${input.number} über ${gross} am ${day} um ${input.acceptedTime} Uhr angenommen. Das angenommene Angebot mit Ihrer Annahme finden Sie im Anhang; online: ${input.pageUrl}\n\nWir melden uns in Kürze mit den nächsten Schritten.\n\nMit freundlichen Grüßen\n${site.brand}\n${contact}\n`
      : `${hello}\n\nthank you! You accepted our offer ${input.number} for ${gross} on ${day} at ${input.acceptedTime} (Berlin time). The accepted offer with your acceptance is attached; online: ${input.pageUrl}\n\nWe will be in touch shortly with the next steps.\n\nKind regards\n${site.brand}\n${contact}\n`,
  };
}

export function ownerMail(input: {
  to: string;
  toName?: string | undefined;
  language: Language;
  number: string;
  company: string;
  answer: "accepted" | "declined";
  name: string | null;
  reason: string | null;
  grossCents: number;
  leadUrl: string | null;
}): QueuedMessage {
  const de = input.language === "de";
  const gross = formatCents(input.grossCents, input.language);
  const lead = input.leadUrl ? `\n\n${de ? "Zur Anfrage" : "The lead"}: ${input.leadUrl}` : "";
  const what =
    input.answer === "accepted"
      ? de
        ? `${input.company} hat das Angebot ${input.number} über ${gross} online angenommen (${input.name}). Die Anfrage steht jetzt auf „Gewonnen“.`
        : `${input.company} accepted offer ${input.number} for ${gross} online (${input.name}). The lead is now "Won".`
      : de
        ? `${input.company} hat das Angebot ${input.number} über ${gross} online abgelehnt.${input.reason ? ` Begründung: ${input.reason}` : " Ohne Begründung."} Die Anfrage steht jetzt auf „Verloren“.`
        : `${input.company} declined offer ${input.number} for ${gross} online.${input.reason ? ` Reason: ${input.reason}` : " No reason given."} The lead is now "Lost".`;
  return {
    to: input.to,
    ...(input.toName ? { toName: input.toName } : {}),
    subject:
      input.answer === "accepted"
        ? de
          ? `Angebot ${input.number} angenommen`
          : `Offer ${input.number} accepted`
        : de
          ? `Angebot ${input.number} abgelehnt`
          : `Offer ${input.number} declined`,
    text: `${what}${lead}\n`,
  };
}

/**
 * The owner's alert (once per offer) that the codes to accept an offer ran out: the
 * customer was asked to get in touch; if they asked for none, someone else may be guessing.
 */
export function codesCappedMail(input: {
  to: string;
  toName?: string | undefined;
  language: Language;
  number: string;
  company: string;
  cap: "day" | "offer";
  codes: number;
  leadUrl: string | null;
}): QueuedMessage {
  const de = input.language === "de";
  const lead = input.leadUrl ? `\n\n${de ? "Zur Anfrage" : "The lead"}: ${input.leadUrl}` : "";
  const limit =
    input.cap === "day"
      ? de
        ? "die Grenze für 24 Stunden"
        : "the limit for 24 hours"
      : de
        ? "die Grenze für dieses Angebot"
        : "the limit for this offer";
  const text = de
    ? `Für das Angebot ${input.number} (${input.company}) wurden ${input.codes} Codes zur Online-Annahme angefordert; ${limit} ist erreicht, weitere Codes verschicken wir nicht. Die Seite des Angebots bittet den Kunden, sich bei uns zu melden.\n\nBitte melden Sie sich beim Kunden: Er kann das Angebot unterschrieben per E-Mail zurückschicken, oder Sie senden eine neue Fassung. Hat beim Kunden niemand so viele Codes angefordert, versucht vielleicht jemand anderes, das Angebot anzunehmen.${lead}\n`
    : `${input.codes} codes to accept offer ${input.number} (${input.company}) online were asked for; ${limit} is reached and no more codes are sent. The offer's page asks the customer to get in touch with us.\n\nPlease contact the customer: they can sign the offer and return it by e-mail, or you send a new version. If nobody at the customer's asked for so many codes, someone else may be trying to accept the offer.${lead}\n`;
  return {
    to: input.to,
    ...(input.toName ? { toName: input.toName } : {}),
    subject: de
      ? `Angebot ${input.number}: keine Codes mehr zur Annahme`
      : `Offer ${input.number}: no more codes to accept it`,
    text,
  };
}
