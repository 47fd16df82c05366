/**
 * Bank statements in the back office, under /api/admin (decision 0185), for owners and
 * staff (they do the bookkeeping): upload a CAMT.053 file (JSON `{ file }`, the XML as
 * text, up to the limit of LARGE_BODY_ROUTES) or a bank's CSV (JSON `{ csv, columns, … }`,
 * the bytes as base64, after a preview of its first lines, decision 0198), the lines to
 * reconcile, confirming a line (to the proposed invoice or one chosen by hand, searched by
 * number or customer), undoing a recorded one (decision 0199).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { multiLine, singleLine } from "#app/shared/text-rule.ts";
import {
  CSV_SEPARATORS,
  decodeCsv,
  guessColumns,
  readCsvStatement,
  readLayout,
} from "./csv-statement.ts";
import { listMappings, mappingFor, saveMapping } from "./mappings.ts";
import {
  confirmLine,
  importEntries,
  importStatement,
  linesToReconcile,
  recordedLines,
  searchOpenInvoices,
  undoLine,
} from "./store.ts";
import type { CsvPreview } from "./types.ts";

const team = { roles: ["owner", "staff"] as const };

const uploadBody = z
  .object({
    file: z
      .string({ error: "Choose the bank statement (CAMT.053 XML) to upload." })
      .check(multiLine()),
    fileName: z.string().max(255, "The file's name is too long.").optional(),
  })
  .strict();
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;
const bytesOf = (value: string) => new Uint8Array(Buffer.from(value, "base64"));
const columnName = z
  .string()
  .trim()
  .min(1, "Choose a column.")
  .max(200, "This column's name is too long.")
  .check(singleLine());
const optionalColumn = columnName.optional();
const csvBody = z
  .object({
    csv: z
      .string({ error: "Choose the bank statement (CSV) to upload." })
      .min(1, "Choose the bank statement (CSV) to upload.")
      .regex(base64, "The file did not arrive as base64."),
    fileName: z.string().max(255, "The file's name is too long.").check(singleLine()).optional(),
    separator: z.enum(CSV_SEPARATORS, { error: "Choose the separator." }).optional(),
    columns: z
      .object(
        {
          bookedOn: z.string({ error: "Choose the column with the booking day." }).pipe(columnName),
          amount: z.string({ error: "Choose the column with the amount." }).pipe(columnName),
          currency: optionalColumn,
          indicator: optionalColumn,
          debtorName: optionalColumn,
          iban: optionalColumn,
          remittance: optionalColumn,
          entryRef: optionalColumn,
        },
        { error: "Choose the columns." },
      )
      .strict(),
    /** Saves the mapping under this name (replacing one of the same name). */
    saveAs: z
      .string()
      .trim()
      .min(1, "Name the mapping, e.g. after the bank.")
      .max(80, "The name is too long (80 characters at most).")
      .check(singleLine())
      .optional(),
  })
  .strict();
const previewBody = z
  .object({
    sample: z
      .string({ error: "Choose the bank statement (CSV) to upload." })
      .min(1, "The file is empty.")
      .max(12_000, "Send only the file's first 8 KB for the preview.")
      .regex(base64, "The file did not arrive as base64."),
    /** The sample is the file's beginning, cut: its last, partial line is dropped. */
    truncated: z.boolean().optional(),
  })
  .strict();
const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, "Type at least two characters of a number or customer.")
    .max(80, "The search is too long.")
    .check(singleLine()),
});
const undoBody = z
  .object({
    reason: z
      .string({ error: "Say why the payment is undone." })
      .trim()
      .min(3, "Say why the payment is undone.")
      .max(500, "The reason is too long (500 characters at most).")
      .check(multiLine()),
  })
  .strict();
const lineParams = z.object({ id: z.string().uuid("This is not a statement line's id.") });
const confirmBody = z
  .object({
    invoiceId: z.string().uuid("This is not an invoice's id.").optional(),
    overpayment: z.boolean().optional(),
  })
  .strict();

export async function bankAdminRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, now, audit } = options;
  const actorOf = (request: { admin: { userId: string; name: string } }) => ({
    id: request.admin.userId,
    name: request.admin.name,
  });

  app.post("/bank-statements", { config: team }, async (request, reply) => {
    const isCsv =
      typeof request.body === "object" && request.body !== null && "csv" in request.body;
    const at = now();
    const actor = actorOf(request);
    let fileName: string | undefined;
    let format: "camt053" | "csv" = "camt053";
    let mapping: string | undefined;
    let result;
    if (isCsv) {
      const body = parseInput(csvBody, request.body);
      fileName = body.fileName;
      format = "csv";
      const { text } = decodeCsv(bytesOf(body.csv));
      const layout = readLayout(text, body.separator);
      const columns = body.columns;
      const entries = readCsvStatement(text, {
        separator: layout.separator,
        columns,
        statementId: fileName ?? null,
      });
      result = await database.run(async (db) =>
        db.transaction(async (t) => {
          const tx = t as unknown as typeof db;
          if (body.saveAs) {
            mapping = body.saveAs;
            await saveMapping(
              tx,
              {
                name: body.saveAs,
                headerKey: layout.headerKey,
                separator: layout.separator,
                columns,
              },
              actor,
              at,
            );
            await audit.record(tx, {
              action: "bank_csv_mapping_saved",
              actorId: request.admin.userId,
              detail: { name: body.saveAs, separator: layout.separator, columns },
            });
          }
          return importEntries(tx, entries, actor, at);
        }),
      );
    } else {
      const body = parseInput(uploadBody, request.body);
      fileName = body.fileName;
      result = await database.run((db) => importStatement(db, body.file, actor, at));
    }
    await database.run((db) =>
      audit.record(db, {
        action: "bank_statement_imported",
        actorId: request.admin.userId,
        detail: {
          ...result,
          format,
          ...(fileName ? { fileName } : {}),
          ...(mapping ? { mapping } : {}),
        },
      }),
    );
    reply.code(result.imported > 0 ? 201 : 200);
    return result;
  });

  app.post(
    "/bank-statements/csv-preview",
    { config: team },
    async (request): Promise<CsvPreview> => {
      const body = parseInput(previewBody, request.body);
      let bytes = bytesOf(body.sample);
      if (body.truncated) {
        const end = bytes.lastIndexOf(0x0a);
        if (end > 0) bytes = bytes.subarray(0, end + 1);
      }
      const { text, encoding } = decodeCsv(bytes);
      const layout = readLayout(text);
      const [saved, mappings] = await database.run(
        async (db) => [await mappingFor(db, layout.headerKey), await listMappings(db)] as const,
      );
      return {
        encoding,
        separator: layout.separator,
        headers: layout.headers,
        rows: layout.rows.slice(0, 5).map((row) => row.cells),
        saved,
        guess: guessColumns(layout.headers),
        mappings,
      };
    },
  );

  app.get("/bank-statements/lines", { config: team }, async () =>
    database.run(async (db) => ({
      lines: await linesToReconcile(db),
      recorded: await recordedLines(db),
    })),
  );

  app.get("/bank-statements/invoices", { config: team }, async (request) => {
    const { q } = parseInput(searchQuery, request.query);
    return { invoices: await database.run((db) => searchOpenInvoices(db, q)) };
  });

  app.post("/bank-statements/lines/:id/undo", { config: team }, async (request) => {
    const { id } = parseInput(lineParams, request.params);
    const body = parseInput(undoBody, request.body);
    return database.run((db) => undoLine(db, id, body.reason, actorOf(request), now()));
  });

  app.post("/bank-statements/lines/:id/confirm", { config: team }, async (request) => {
    const { id } = parseInput(lineParams, request.params);
    const body = parseInput(confirmBody, request.body);
    return database.run((db) => confirmLine(db, id, body, actorOf(request), now()));
  });
}
