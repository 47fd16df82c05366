/**
 * Bank statements in the back office, under /api/admin (decision 0185), for owners and
 * staff (they do the bookkeeping): upload a CAMT.053 file (JSON `{ file }`, the XML as
 * text, up to the limit of LARGE_BODY_ROUTES), the lines to reconcile, confirming a line.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { multiLine } from "#app/shared/text-rule.ts";
import { confirmLine, importStatement, linesToReconcile } from "./store.ts";

const team = { roles: ["owner", "staff"] as const };

const uploadBody = z
  .object({
    file: z
      .string({ error: "Choose the bank statement (CAMT.053 XML) to upload." })
      .check(multiLine()),
    fileName: z.string().max(255, "The file's name is too long.").optional(),
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
    const body = parseInput(uploadBody, request.body);
    const at = now();
    const result = await database.run((db) => importStatement(db, body.file, actorOf(request), at));
    await database.run((db) =>
      audit.record(db, {
        action: "bank_statement_imported",
        actorId: request.admin.userId,
        detail: { ...result, ...(body.fileName ? { fileName: body.fileName } : {}) },
      }),
    );
    reply.code(result.imported > 0 ? 201 : 200);
    return result;
  });

  app.get("/bank-statements/lines", { config: team }, async () => ({
    lines: await database.run((db) => linesToReconcile(db)),
  }));

  app.post("/bank-statements/lines/:id/confirm", { config: team }, async (request) => {
    const { id } = parseInput(lineParams, request.params);
    const body = parseInput(confirmBody, request.body);
    return database.run((db) => confirmLine(db, id, body, actorOf(request), now()));
  });
}
