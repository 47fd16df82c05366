/**
 * `npm run leads`: enquiries as a table for the terminal, or (`--csv`) as CSV for the
 * agency's spreadsheet. CSV follows RFC 4180 (`,` between cells, quotes doubled, CRLF);
 * its cells are written by server/csv.ts like the back office's export: every cell quoted
 * and a formula's first character (= + - @, tab, CR) defused with an apostrophe, so a
 * visitor cannot plant a formula in the agency's sheet, whichever separator it reads with.
 */
import { defaultLocale, isLocale } from "#app/i18n/locales.ts";
import { csvLine } from "../csv.ts";
import { estimateLabels, eventLabel } from "../mail/messages.ts";
import type { LeadWithMail } from "./store/intake.ts";

export interface Lead {
  received: string;
  state: string;
  language: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  participants: number;
  /** Every event of the enquiry, comma-separated, in the order chosen. */
  event: string;
  /** The server's non-binding estimate, one "title: figure" per event ("; " between). */
  estimate: string;
  preferredDate: string;
  message: string;
  sourcePage: string;
  mail: string;
  id: string;
}

function berlin(date: Date): string {
  // sv-SE formats as "2026-11-21 15:30": sortable and unambiguous.
  return new Intl.DateTimeFormat("sv-SE", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(date);
}

/** "sent" when every mail went out; otherwise what is still open or failed. */
export function mailSummary(mails: LeadWithMail["mails"]): string {
  if (mails.length === 0) return "–";
  if (mails.every((mail) => mail.status === "sent")) return "sent";
  return mails
    .filter((mail) => mail.status !== "sent")
    .map((mail) => `${mail.kind}: ${mail.status} (${mail.attempts} attempts)`)
    .join(", ");
}

export function toLead(row: LeadWithMail): Lead {
  const language = isLocale(row.language) ? row.language : defaultLocale;
  return {
    received: berlin(row.createdAt),
    state: row.state,
    language: row.language,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone ?? "",
    participants: row.participants,
    event: eventLabel(row, language),
    estimate: estimateLabels(row, language).join("; "),
    preferredDate: row.preferredDate ?? "",
    message: row.message ?? "",
    sourcePage: row.sourcePage,
    mail: mailSummary(row.mails),
    id: row.id,
  };
}

const csvColumns: Array<[keyof Lead, string]> = [
  ["received", "received (Berlin)"],
  ["state", "state"],
  ["language", "language"],
  ["name", "name"],
  ["company", "company"],
  ["email", "email"],
  ["phone", "phone"],
  ["participants", "participants"],
  ["event", "event"],
  ["estimate", "estimate (non-binding)"],
  ["preferredDate", "preferred date"],
  ["message", "message"],
  ["sourcePage", "page"],
  ["mail", "mail status"],
  ["id", "id"],
];

export function toCsv(leads: Lead[]): string {
  return [
    csvLine(
      csvColumns.map(([, title]) => title),
      ",",
    ),
    ...leads.map((lead) =>
      csvLine(
        csvColumns.map(([key]) => lead[key]),
        ",",
      ),
    ),
  ].join("");
}

const tableColumns: Array<[keyof Lead, string, number]> = [
  ["received", "received", 16],
  ["state", "state", 10],
  ["language", "lang", 4],
  ["name", "name", 22],
  ["company", "company", 22],
  ["email", "e-mail", 28],
  ["participants", "people", 6],
  ["event", "event", 26],
  ["mail", "mail", 34],
];

/** One line per enquiry; long values are cut with "…", line breaks shown as spaces. */
export function toTable(leads: Lead[]): string {
  const cell = (value: string | number, width: number) => {
    const text = String(value).replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
    const chars = [...text];
    return (chars.length > width ? `${chars.slice(0, width - 1).join("")}…` : text).padEnd(width);
  };
  const header = tableColumns.map(([, title, width]) => cell(title, width)).join("  ");
  const rule = tableColumns.map(([, , width]) => "─".repeat(width)).join("  ");
  const rows = leads.map((lead) =>
    tableColumns.map(([key, , width]) => cell(lead[key], width)).join("  "),
  );
  return [header, rule, ...rows].map((line) => line.trimEnd()).join("\n");
}
