/**
 * The inbox's exports, streamed row by row: CSV for Excel as German offices use it (UTF-8
 * with a byte order mark, so Excel reads the umlauts; `;` between cells, since `,` is the
 * decimal comma there) and JSON. Cells are written by server/csv.ts, as `npm run leads`
 * writes them: every cell quoted, a formula's first character (= + - @, tab, CR) defused
 * with an apostrophe, so neither `;` nor `,` in a visitor's text can start a formula cell.
 */
import { Readable } from "node:stream";
import { csvLine as csvRecord, type CsvValue } from "../csv.ts";
import type { Db } from "../database/connection.ts";
import { exportLeads, type LeadExportRow, type LeadFilter } from "./store/index.ts";
import { leadEvent } from "./catalogue.ts";
import { localeSettings, type Locale } from "#app/i18n/locales.ts";
import { enquiryText } from "#app/i18n/dictionary/enquiry.ts";
import { estimateText } from "#app/shared/enquiry/estimate.ts";
import { site } from "#app/content/site.ts";
import { OTHER_EVENT } from "#app/shared/enquiry/schema.ts";
import type { LostReason } from "./schema.ts";

export type ExportLanguage = Locale;

const stateLabels: Record<ExportLanguage, Record<LeadExportRow["state"], string>> = {
  de: {
    new: "neu",
    contacted: "kontaktiert",
    offer_sent: "Angebot gesendet",
    won: "gewonnen",
    lost: "verloren",
  },
  en: { new: "new", contacted: "contacted", offer_sent: "offer sent", won: "won", lost: "lost" },
};

const headers: Record<ExportLanguage, string[]> = {
  de: [
    "Eingang (Berlin)",
    "Status",
    "Name",
    "Firma",
    "E-Mail",
    "Telefon",
    "Personen",
    "Event",
    "Kategorie",
    "Schätzung (unverbindlich)",
    "Wunschtermin",
    "Nachricht",
    "Sprache",
    "Seite",
    "Letzte Änderung (Berlin)",
    "Verantwortlich",
    "Nächster Schritt",
    "Verlustgrund",
    "ID",
  ],
  en: [
    "Received (Berlin)",
    "State",
    "Name",
    "Company",
    "E-mail",
    "Phone",
    "People",
    "Event",
    "Category",
    "Estimate (non-binding)",
    "Preferred date",
    "Message",
    "Language",
    "Page",
    "Last change (Berlin)",
    "Owner",
    "Next step",
    "Lost reason",
    "ID",
  ],
};

const lostReasonLabels: Record<ExportLanguage, Record<LostReason, string>> = {
  de: {
    too_expensive: "zu teuer",
    date_taken: "Termin vergeben",
    other_provider: "anderer Anbieter",
    no_answer: "keine Antwort",
    cancelled: "abgesagt",
    other: "anderer Grund",
  },
  en: {
    too_expensive: "too expensive",
    date_taken: "date taken",
    other_provider: "chose another provider",
    no_answer: "no answer",
    cancelled: "cancelled",
    other: "other",
  },
};

/** "2026-11-24 10:00 Rückruf": the step's Berlin day, time when it has one, words. */
function nextStepCell(row: LeadExportRow): string {
  if (row.nextStepDate === null) return "";
  return [row.nextStepDate, row.nextStepTime, row.nextStepText].filter(Boolean).join(" ");
}

/** The reason's label, and for 'other' its words after it. */
function lostReasonCell(row: LeadExportRow, language: ExportLanguage): string {
  if (row.lostReason === null) return "";
  const label = lostReasonLabels[language][row.lostReason];
  return row.lostReasonText ? `${label}: ${row.lostReasonText}` : label;
}

const berlin = new Intl.DateTimeFormat("sv-SE", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

function csvLine(cells: CsvValue[]): string {
  return csvRecord(cells, ";");
}

/** Every event of the lead in one cell, in the order chosen ("other: what they wrote"). */
function eventText(row: LeadExportRow): string {
  return row.events
    .map((title) =>
      title !== OTHER_EVENT ? title : row.eventOther ? `other: ${row.eventOther}` : "other",
    )
    .join(", ");
}

/** The stored estimate, one "title: figure" per event; empty for older leads. */
function estimateCell(row: LeadExportRow, language: ExportLanguage): string {
  const words = enquiryText[language].estimate;
  return (row.estimate ?? [])
    .map(
      (line) =>
        `${line.title}: ${estimateText(line, words, localeSettings[language].intl, site.tax.regime)}`,
    )
    .join("\n");
}

export function csvRow(row: LeadExportRow, language: ExportLanguage): string {
  return csvLine([
    berlin.format(row.createdAt),
    stateLabels[language][row.state],
    row.name,
    row.company,
    row.email,
    row.phone,
    row.participants,
    eventText(row),
    leadEvent(row.event)?.category ?? "",
    estimateCell(row, language),
    row.preferredDate,
    row.message,
    row.language,
    row.sourcePage,
    row.updatedAt ? berlin.format(row.updatedAt) : "",
    row.ownerName,
    nextStepCell(row),
    lostReasonCell(row, language),
    row.id,
  ]);
}

/** The CSV file: byte order mark, header line, one line per lead (CRLF). */
export function leadsCsv(db: Db, filter: LeadFilter, language: ExportLanguage): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(headers[language])}`;
      for await (const row of exportLeads(db, filter)) yield csvRow(row, language);
    })(),
  );
}

/** A JSON array of the leads, every field as stored. */
export function leadsJson(db: Db, filter: LeadFilter): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield "[";
      for await (const row of exportLeads(db, filter)) {
        yield `${first ? "\n" : ",\n"}${JSON.stringify({
          ...row,
          category: leadEvent(row.event)?.category ?? null,
        })}`;
        first = false;
      }
      yield first ? "]\n" : "\n]\n";
    })(),
  );
}
