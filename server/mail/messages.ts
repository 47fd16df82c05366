/**
 * The two e-mails of an enquiry: to the agency (German, reply-to the visitor, every field)
 * and the confirmation to the visitor (in their language). Every value is escaped in the
 * HTML part; values that reach a header were refused at validation if they held a line
 * break, and are stripped of any here again, so no field can add a header.
 */
import type { SendMailOptions } from "nodemailer";
import { site } from "../../app/content/site.ts";
import { OTHER_EVENT } from "../../app/lib/enquiry-schema.ts";
import type { Enquiry, MailKind } from "../db/enquiries.ts";
import type { QueuedMessage } from "../db/schema.ts";

export interface MailSettings {
  from: string;
  agencyEmail: string;
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char]!);
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

const copy = {
  de: {
    language: "Deutsch",
    other: "Sonstiges / noch unsicher",
    people: "Personen",
    confirmSubject: "Ihre Anfrage bei {brand}",
    greeting: "Guten Tag {name},",
    thanks:
      "vielen Dank für Ihre Anfrage. Wir melden uns in der Regel innerhalb von 24 Stunden mit Ideen und einem unverbindlichen Angebot.",
    summary: "Ihre Angaben im Überblick:",
    questions:
      "Fragen vorab? Sie erreichen uns telefonisch unter {phone} oder per E-Mail an {email}.",
    closing: "Viele Grüße\nIhr Team von {brand}",
    notYou:
      "Sie haben keine Anfrage gesendet? Dann hat jemand Ihre Adresse eingetragen; Sie brauchen nichts zu tun.",
    labels: {
      event: "Event",
      participants: "Teilnehmende",
      date: "Wunschtermin",
      company: "Firma",
    },
  },
  en: {
    language: "English",
    other: "Other / not sure yet",
    people: "people",
    confirmSubject: "Your enquiry with {brand}",
    greeting: "Hello {name},",
    thanks:
      "thank you for your enquiry. We usually reply within 24 hours with ideas and a no-obligation offer.",
    summary: "Your details at a glance:",
    questions: "Any questions in the meantime? Call us on {phone} or e-mail {email}.",
    closing: "Best regards\nThe {brand} team",
    notYou:
      "You did not send an enquiry? Then someone entered your address; you do not need to do anything.",
    labels: {
      event: "Event",
      participants: "Participants",
      date: "Preferred date",
      company: "Company",
    },
  },
} as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The event as a person reads it: the title, or "Other" with what the visitor wrote. */
export function eventLabel(enquiry: Enquiry, language: "de" | "en"): string {
  if (enquiry.event !== OTHER_EVENT) return enquiry.event;
  const other = copy[language].other;
  return enquiry.eventOther ? `${other}: ${enquiry.eventOther}` : other;
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

function berlinTime(date: Date, language: "de" | "en"): string {
  return new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(date);
}

function agencyMail(enquiry: Enquiry): Omit<SendMailOptions, "from" | "to"> {
  const event = eventLabel(enquiry, "de");
  const subject = headerSafe(
    `Anfrage: ${event} · ${enquiry.participants} Personen · ${enquiry.company}`,
    250,
  );
  const rows: Row[] = [
    ["Name", enquiry.name],
    ["Firma", enquiry.company],
    ["E-Mail", enquiry.email],
    ["Telefon", enquiry.phone ?? "–"],
    ["Teilnehmende", String(enquiry.participants)],
    ["Event", event],
    ["Wunschtermin", enquiry.preferredDate ?? "–"],
    ["Nachricht", enquiry.message ?? "–"],
  ];
  const meta: Row[] = [
    ["Sprache", `${copy[enquiry.language as "de" | "en"]?.language ?? enquiry.language}`],
    ["Seite", enquiry.sourcePage],
    ["Eingegangen", `${berlinTime(enquiry.createdAt, "de")} (Berlin)`],
    ["Anfrage-ID", enquiry.id],
  ];
  const intro = `Neue Anfrage über das Formular der Website. Antworten Sie einfach auf diese E-Mail: die Antwort geht an ${enquiry.name} <${enquiry.email}>.`;
  return {
    replyTo: { name: headerSafe(enquiry.name), address: headerSafe(enquiry.email, 254) },
    subject,
    text: `${intro}\n\n${textBlock(rows)}\n\n${textBlock(meta)}\n`,
    html: htmlDocument(
      "de",
      `<p>${escapeHtml(intro)}</p>${htmlTable(rows)}<hr style="border:0;border-top:1px solid #ddd;margin:16px 0">${htmlTable(meta)}`,
    ),
  };
}

function confirmationMail(
  enquiry: Enquiry,
  settings: MailSettings,
): Omit<SendMailOptions, "from" | "to"> {
  const language = enquiry.language === "en" ? "en" : "de";
  const t = copy[language];
  const values = {
    brand: site.brand,
    name: enquiry.name,
    phone: site.phone.display,
    email: settings.agencyEmail,
  };
  // The visitor's own message is not echoed back: a form that mails free text to any
  // address typed into it would be a spam relay.
  const rows: Row[] = [
    [t.labels.company, enquiry.company],
    [t.labels.event, eventLabel(enquiry, language)],
    [t.labels.participants, `${enquiry.participants} ${t.people}`],
    ...(enquiry.preferredDate ? [[t.labels.date, enquiry.preferredDate] as Row] : []),
  ];
  const top = `${fill(t.greeting, values)}\n\n${t.thanks}\n\n${t.summary}`;
  const bottom = `${fill(t.questions, values)}\n\n${fill(t.closing, values)}\n\n${t.notYou}`;
  const address = `${site.brand} · ${site.address.street} · ${site.address.postalCode} ${site.address.city}`;
  return {
    replyTo: settings.agencyEmail,
    subject: headerSafe(`${fill(t.confirmSubject, values)}: ${eventLabel(enquiry, language)}`, 250),
    text: `${top}\n\n${textBlock(rows)}\n\n${bottom}\n\n--\n${address}\n`,
    html: htmlDocument(
      language,
      `${paragraphs(top)}${htmlTable(rows)}${paragraphs(bottom)}<p style="color:#5b6670;font-size:13px">${escapeHtml(address)}</p>`,
    ),
    // RFC 3834: an automatic reply, so that auto-responders do not answer it.
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The complete message of one outbox row; its Message-ID stays the same on every retry. */
export function composeMail(
  kind: MailKind,
  outboxId: string,
  enquiry: Enquiry,
  settings: MailSettings,
): SendMailOptions {
  const body = kind === "agency" ? agencyMail(enquiry) : confirmationMail(enquiry, settings);
  const to =
    kind === "agency"
      ? settings.agencyEmail
      : { name: headerSafe(enquiry.name), address: headerSafe(enquiry.email, 254) };
  return {
    ...body,
    from: settings.from,
    to,
    messageId: `<${outboxId}@${domainOf(settings.from)}>`,
  };
}

/** A mail composed when it was queued (a back-office invitation): plain text. */
export function composeQueued(
  outboxId: string,
  message: QueuedMessage,
  settings: MailSettings,
): SendMailOptions {
  return {
    from: settings.from,
    to: headerSafe(message.to, 254),
    subject: headerSafe(message.subject),
    text: message.text,
    messageId: `<${outboxId}@${domainOf(settings.from)}>`,
  };
}
