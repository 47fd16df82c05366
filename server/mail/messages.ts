/**
 * The two e-mails of an enquiry: to the agency (German, reply-to the visitor, every field)
 * and the confirmation to the visitor (in their language). Every value is escaped in the
 * HTML part; values that reach a header were refused at validation if they held a line
 * break, and are stripped of any here again, so no field can add a header.
 */
import type { SendMailOptions } from "nodemailer";
import { site } from "#app/content/site.ts";
import { format } from "#app/i18n/dictionary/index.ts";
import { AGENCY_LOCALE, mailText } from "#app/i18n/dictionary/mail.ts";
import { defaultLocale, isLocale, localeSettings, type Locale } from "#app/i18n/locales.ts";
import { enquiryText } from "#app/i18n/dictionary/enquiry.ts";
import { OTHER_EVENT } from "#app/shared/enquiry/schema.ts";
import { estimateText } from "#app/shared/enquiry/estimate.ts";
import { eventsOf, type LeadRecord, type MailKind } from "../leads/store/intake.ts";
import { escapeHtml } from "../html.ts";
import { agencyPhone } from "../documents/words.ts";
import type { QueuedMessage } from "./schema.ts";

export interface MailSettings {
  from: string;
  agencyEmail: string;
  /** The domain of our Message-IDs: the site's host (SITE_URL); else the sender's domain. */
  messageDomain?: string | undefined;
  /**
   * The read mailbox's address when IMAP is on (server/mail/inbound): the Reply-To of every
   * mail about a lead, so that answers come back to the app (issue 47, decision 0172).
   */
  mailbox?: string | undefined;
}

/**
 * Kinds a person wrote (a reply from the composer, an offer, an invoice, a payment reminder
 * staff read and sent from the overdue invoices): everything else
 * the app writes by itself and marks `Auto-Submitted: auto-generated` (RFC 3834), so that
 * out-of-office responders stay quiet.
 */
const PERSON_WRITTEN = new Set(["reply", "offer", "invoice", "payment_reminder"]);
const AUTO_SUBMITTED = { "Auto-Submitted": "auto-generated" } as const;

export function isPersonWritten(kind: string): boolean {
  return PERSON_WRITTEN.has(kind);
}

/** The Message-ID of an outbox row: `<id@site-domain>`, the same on every retry. */
export function messageIdFor(outboxId: string, settings: MailSettings): string {
  return `<${outboxId}@${messageDomain(settings)}>`;
}

export function messageDomain(settings: MailSettings): string {
  return settings.messageDomain ?? domainOf(settings.from);
}

/** Belt and braces for headers: no control characters, one line, bounded length. */
export function headerSafe(value: string, max = 200): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .trim()
    .slice(0, max);
}

function domainOf(from: string): string {
  const address = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  return address.split("@")[1] ?? "localhost";
}

/** An event as a person reads it: the title, or "Other" with what the visitor wrote. */
function titleLabel(title: string, enquiry: Pick<LeadRecord, "eventOther">, language: Locale) {
  if (title !== OTHER_EVENT) return title;
  const other = mailText[language].other;
  return enquiry.eventOther ? `${other}: ${enquiry.eventOther}` : other;
}

/** Every event of the enquiry as a person reads it, in the order chosen. */
export function eventLabels(
  enquiry: Pick<LeadRecord, "event" | "events" | "eventOther">,
  language: Locale,
): string[] {
  return eventsOf(enquiry).map((title) => titleLabel(title, enquiry, language));
}

/** The events in one line ("Teamkochen, Bowling"), as subjects and tables show them. */
export function eventLabel(
  enquiry: Pick<LeadRecord, "event" | "events" | "eventOther">,
  language: Locale,
): string {
  return eventLabels(enquiry, language).join(", ");
}

/** The stored estimate, one line per event ("Bowling: ab 975 € für 25 Personen, ..."). */
export function estimateLabels(enquiry: LeadRecord, language: Locale): string[] {
  const words = enquiryText[language].estimate;
  return (enquiry.estimate ?? []).map(
    (line) =>
      `${titleLabel(line.title, enquiry, language)}: ${estimateText(line, words, localeSettings[language].intl, site.tax.regime)}`,
  );
}

type Row = [label: string, value: string];

function textBlock(rows: Row[]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows
    .map(([label, value]) =>
      value.includes("\n") ? `${label}:\n${value}` : `${`${label}:`.padEnd(width)}${value}`,
    )
    .join("\n");
}

function htmlTable(rows: Row[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" style="border-collapse:collapse;font:15px/1.5 Arial,sans-serif;color:#13212e">${cells}</table>`;
}

function htmlDocument(lang: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font:15px/1.5 Arial,sans-serif;color:#13212e">${body}</body></html>`;
}

const paragraphs = (text: string) =>
  text
    .split("\n\n")
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

function berlinTime(date: Date, language: Locale): string {
  return new Intl.DateTimeFormat(localeSettings[language].intl, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(date);
}

function agencyMail(enquiry: LeadRecord): Omit<SendMailOptions, "from" | "to"> {
  const t = mailText[AGENCY_LOCALE].agency;
  const none = mailText[AGENCY_LOCALE].none;
  const event = eventLabel(enquiry, AGENCY_LOCALE);
  const estimate = estimateLabels(enquiry, AGENCY_LOCALE);
  const subject = headerSafe(
    format(t.subject, {
      event,
      participants: String(enquiry.participants),
      company: enquiry.company,
    }),
    250,
  );
  const rows: Row[] = [
    [t.labels.name, enquiry.name],
    [t.labels.company, enquiry.company],
    [t.labels.email, enquiry.email],
    [t.labels.phone, enquiry.phone ?? none],
    [t.labels.participants, String(enquiry.participants)],
    [t.labels.event, eventLabels(enquiry, AGENCY_LOCALE).join("\n")],
    // Marked as the estimate it is: the offer is made by hand (docs/product.md#price-estimate).
    ...(estimate.length > 0 ? [[t.labels.estimate, estimate.join("\n")] as Row] : []),
    [t.labels.date, enquiry.preferredDate ?? none],
    [t.labels.message, enquiry.message ?? none],
  ];
  const meta: Row[] = [
    [
      t.labels.language,
      isLocale(enquiry.language) ? mailText[enquiry.language].languageName : enquiry.language,
    ],
    [t.labels.page, enquiry.sourcePage],
    [
      t.labels.received,
      format(t.receivedAt, { time: berlinTime(enquiry.createdAt, AGENCY_LOCALE) }),
    ],
    [t.labels.id, enquiry.id],
  ];
  const intro = format(t.intro, { name: enquiry.name, email: enquiry.email });
  return {
    replyTo: { name: headerSafe(enquiry.name), address: headerSafe(enquiry.email, 254) },
    subject,
    text: `${intro}\n\n${textBlock(rows)}\n\n${textBlock(meta)}\n`,
    html: htmlDocument(
      localeSettings[AGENCY_LOCALE].lang,
      `<p>${escapeHtml(intro)}</p>${htmlTable(rows)}<hr style="border:0;border-top:1px solid #ddd;margin:16px 0">${htmlTable(meta)}`,
    ),
  };
}

function confirmationMail(
  enquiry: LeadRecord,
  settings: MailSettings,
): Omit<SendMailOptions, "from" | "to"> {
  const language = isLocale(enquiry.language) ? enquiry.language : defaultLocale;
  const t = mailText[language].confirmation;
  const values = {
    brand: site.brand,
    name: enquiry.name,
    phone: agencyPhone(language),
    email: settings.agencyEmail,
  };
  // The visitor's own message is not echoed back: a form that mails free text to any
  // address typed into it would be a spam relay.
  const rows: Row[] = [
    [t.labels.company, enquiry.company],
    [t.labels.event, eventLabels(enquiry, language).join("\n")],
    [t.labels.participants, format(t.people, { participants: String(enquiry.participants) })],
    ...(enquiry.estimate?.length
      ? [[t.labels.estimate, estimateLabels(enquiry, language).join("\n")] as Row]
      : []),
    ...(enquiry.preferredDate ? [[t.labels.date, enquiry.preferredDate] as Row] : []),
  ];
  const top = `${format(t.greeting, values)}\n\n${t.thanks}\n\n${t.summary}`;
  const bottom = `${format(t.questions, values)}\n\n${format(t.closing, values)}\n\n${t.notYou}`;
  const address = `${site.brand} · ${site.address.street} · ${site.address.postalCode} ${site.address.city}`;
  return {
    // With the mailbox read, an answer to the confirmation comes back to the app too.
    replyTo: settings.mailbox ?? settings.agencyEmail,
    subject: headerSafe(`${format(t.subject, values)}: ${eventLabel(enquiry, language)}`, 250),
    text: `${top}\n\n${textBlock(rows)}\n\n${bottom}\n\n--\n${address}\n`,
    html: htmlDocument(
      localeSettings[language].lang,
      `${paragraphs(top)}${htmlTable(rows)}${paragraphs(bottom)}<p style="color:#5b6670;font-size:13px">${escapeHtml(address)}</p>`,
    ),
    // RFC 3834: an automatic reply, so that auto-responders do not answer it.
    headers: AUTO_SUBMITTED,
  };
}

/** The complete message of one outbox row; its Message-ID stays the same on every retry. */
export function composeMail(
  kind: MailKind,
  outboxId: string,
  enquiry: LeadRecord,
  settings: MailSettings,
): SendMailOptions {
  const body = kind === "agency" ? agencyMail(enquiry) : confirmationMail(enquiry, settings);
  const to =
    kind === "agency"
      ? settings.agencyEmail
      : { name: headerSafe(enquiry.name), address: headerSafe(enquiry.email, 254) };
  return {
    // The agency's notice is written by the app as well.
    headers: AUTO_SUBMITTED,
    ...body,
    from: settings.from,
    to,
    messageId: messageIdFor(outboxId, settings),
  };
}

/** The sender's address without its display name. */
function addressOf(from: string): string {
  return /<([^<>]+)>$/.exec(from)?.[1] ?? from;
}

/**
 * A mail composed when it was queued (a back-office invitation, a reply to a lead): plain
 * text from the agency's address, Reply-To the person who wrote it when it names one. With
 * the mailbox read (`settings.mailbox`) a mail about a lead answers to that mailbox instead,
 * and one a person wrote names them: `"Vera Verkauf · Spreegeist Events" <hallo@…>`, their
 * name, direct phone (when they gave one) and address in a signature below the text
 * (decision 0172); the phone never goes in a header.
 */
export function composeQueued(
  outboxId: string,
  message: QueuedMessage,
  settings: MailSettings,
  about: { kind: string; aboutLead: boolean } = { kind: "reply", aboutLead: false },
): SendMailOptions {
  const to = headerSafe(message.to, 254);
  const writer = message.replyTo
    ? { name: headerSafe(message.replyTo.name), address: headerSafe(message.replyTo.address, 254) }
    : undefined;
  const phone = message.replyTo?.phone ? headerSafe(message.replyTo.phone, 40) : undefined;
  const personWritten = isPersonWritten(about.kind);
  const viaMailbox = about.aboutLead && settings.mailbox ? settings.mailbox : undefined;
  // A person's name goes in the display name; the address stays the agency's (SPF, DMARC).
  const person =
    viaMailbox && personWritten && writer && writer.name !== site.brand ? writer : undefined;
  const replyTo = viaMailbox ?? writer;
  return {
    from: person
      ? { name: `${person.name} · ${site.brand}`, address: addressOf(settings.from) }
      : settings.from,
    to: message.toName ? { name: headerSafe(message.toName), address: to } : to,
    ...(replyTo ? { replyTo } : {}),
    subject: headerSafe(message.subject, 250),
    text: person
      ? `${message.text.trimEnd()}\n\n-- \n${person.name}\n${site.brand}\n${[phone, person.address].filter(Boolean).join("\n")}\n`
      : message.text,
    messageId: messageIdFor(outboxId, settings),
    ...(personWritten ? {} : { headers: AUTO_SUBMITTED }),
    ...(message.inReplyTo
      ? { inReplyTo: message.inReplyTo, references: message.references ?? [message.inReplyTo] }
      : {}),
  };
}
