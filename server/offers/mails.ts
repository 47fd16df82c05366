/**
 * The mail an offer goes out with (decision 0133): its subject and text in the offer's
 * language, from the reply template meant for offers when the agency wrote one, otherwise
 * from the words here. The online link and the number exist only once the offer is sent, so
 * the draft carries the placeholders `{link}` (required) and `{number}`, which sending fills.
 */
import { site } from "#app/content/site.ts";
import { priceWithTaxNote } from "#app/shared/money/tax.ts";
import { greeting } from "../documents/salutation.ts";
import { formatCents, formatDay } from "../documents/words.ts";
import type { ReplyPlaceholder, ReplyTemplate } from "../leads/store/templates.ts";
import { fillPlaceholders } from "../leads/store/templates.ts";
import type { OfferLineRow, OfferRow } from "./store/queries.ts";

/** Where the offer's online link and its number go in the mail's words. */
export const LINK_PLACEHOLDER = "{link}";
export const NUMBER_PLACEHOLDER = "{number}";

/** The longest subject and text an offer's mail may have (as a reply's). */
export const OFFER_MAIL_LIMITS = { subject: 180, text: 10_000 } as const;

/**
 * The reply template for offers: its German name says "Angebot", but not the seeded
 * "Angebot folgt" (that one announces an offer, it does not carry one).
 */
export function isOfferTemplate(template: Pick<ReplyTemplate, "name">): boolean {
  const name = template.name.de.toLowerCase();
  return name.includes("angebot") && !name.includes("folgt");
}

interface MailFacts {
  name: string;
  /** "Sehr geehrte Frau Weiß," / "Guten Tag Jana Weiß," (salutation.ts). */
  greeting: string;
  company: string;
  events: string;
  participants: string;
  date: string | null;
  validUntil: string;
  /** The price with its tax words: under § 19 the total; under the regular regime the net plus VAT, and the gross. */
  price: string;
  staffName: string;
}

const grossWord = { de: "brutto", en: "gross" };

/**
 * The offer's price as the mail states it. Under the regular regime "zzgl. MwSt." belongs to
 * the net amount (decision 0131), never to the gross, which already holds the VAT.
 */
function priceWords(offer: OfferRow): string {
  const language = offer.language;
  if (offer.taxRegime !== "regular") {
    return priceWithTaxNote(formatCents(offer.grossCents, language), offer.taxRegime, language);
  }
  const net = priceWithTaxNote(formatCents(offer.totals.netCents, language), "regular", language);
  return `${net} (${formatCents(offer.grossCents, language)} ${grossWord[language]})`;
}

function factsOf(offer: OfferRow, lines: readonly OfferLineRow[], staffName: string): MailFacts {
  const language = offer.language;
  const events = lines.filter((line) => line.kind === "event").map((line) => line.title);
  return {
    name: offer.customer.contactName,
    greeting: greeting(offer.customer, language),
    company: offer.customer.company,
    events: events.join(", ") || (language === "en" ? "your event" : "Ihr Event"),
    participants: String(offer.participants),
    date: offer.eventDate ? formatDay(offer.eventDate, language) : null,
    validUntil: formatDay(offer.validUntil, language),
    price: priceWords(offer),
    staffName,
  };
}

const builtIn = {
  de: (f: MailFacts) => ({
    subject: `Ihr Angebot ${NUMBER_PLACEHOLDER}: ${f.events}`,
    text: [
      f.greeting,
      `vielen Dank für Ihre Anfrage. Anbei erhalten Sie unser Angebot ${NUMBER_PLACEHOLDER} für ${f.events}${f.date ? ` am ${f.date}` : ""} mit ${f.participants} Personen über ${f.price}.`,
      `Sie können das Angebot bis zum ${f.validUntil} online ansehen und annehmen:\n${LINK_PLACEHOLDER}`,
      "Haben Sie Fragen oder Wünsche? Antworten Sie einfach auf diese Mail.",
      `Viele Grüße\n${f.staffName}\n${site.brand}`,
    ].join("\n\n"),
  }),
  en: (f: MailFacts) => ({
    subject: `Your offer ${NUMBER_PLACEHOLDER}: ${f.events}`,
    text: [
      f.greeting,
      `thank you for your enquiry. Please find attached our offer ${NUMBER_PLACEHOLDER} for ${f.events}${f.date ? ` on ${f.date}` : ""} for ${f.participants} people, ${f.price}.`,
      `You can view and accept the offer online until ${f.validUntil}:\n${LINK_PLACEHOLDER}`,
      "Any questions or wishes? Just reply to this e-mail.",
      `Best regards\n${f.staffName}\n${site.brand}`,
    ].join("\n\n"),
  }),
};

/** The greetings by name that the seeded templates start with ("Guten Tag {name},"). */
const plainGreetings = ["Guten Tag {name},", "Dear {name},"];

const linkLine = {
  de: `Online ansehen und annehmen: ${LINK_PLACEHOLDER}`,
  en: `View and accept online: ${LINK_PLACEHOLDER}`,
};

/**
 * The offer's mail draft: from the offers' reply template (its placeholders filled with the
 * offer's facts, the link's line added when it has none) or the built-in words.
 */
export function offerMailWords(
  offer: OfferRow,
  lines: readonly OfferLineRow[],
  input: { staffName: string; template: ReplyTemplate | undefined },
): { subject: string; text: string } {
  const facts = factsOf(offer, lines, input.staffName);
  const language = offer.language;
  if (!input.template) return builtIn[language](facts);
  const values: Record<ReplyPlaceholder, string> = {
    name: facts.name,
    company: facts.company,
    events: facts.events,
    participants: facts.participants,
    preferredDate: facts.date ?? "",
    estimate: facts.price,
    staffName: facts.staffName,
  };
  const words = input.template[language];
  // A template's plain greeting by name gives way to the salutation, which knows the form of address.
  const templateGreeting = plainGreetings.includes(words.greeting.trim())
    ? facts.greeting
    : words.greeting;
  const parts = [templateGreeting, words.body, words.signature]
    .map((part) => fillPlaceholders(part, values).trim())
    .filter((part) => part !== "");
  const text = parts.join("\n\n");
  const subject = fillPlaceholders(words.subject, values).trim();
  return {
    subject: subject.includes(NUMBER_PLACEHOLDER) ? subject : `${subject} (${NUMBER_PLACEHOLDER})`,
    text: text.includes(LINK_PLACEHOLDER)
      ? text
      : // The link before the signature when there is one.
        words.signature.trim()
        ? [...parts.slice(0, -1), linkLine[language], parts.at(-1)!].join("\n\n")
        : [...parts, linkLine[language]].join("\n\n"),
  };
}

/** The words with the number and the link filled in. */
export function fillOfferMail(words: string, values: { number: string; link: string }): string {
  return words
    .replaceAll(NUMBER_PLACEHOLDER, values.number)
    .replaceAll(LINK_PLACEHOLDER, values.link);
}
