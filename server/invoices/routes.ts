/**
 * Invoices in the back office, under /api/admin (decision 0134): a month's list, one
 * invoice with its PDF, XML and XRechnung, issuing the deposit (by hand; the acceptance
 * issues it itself) and the final invoice of an accepted offer, cancelling, recording a
 * payment, and the tax adviser's ZIP of a month. Owners and staff may do all of it,
 * the export included: staff do the bookkeeping with the adviser, and the export holds
 * nothing they cannot open one by one. Every issue and payment is audited.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { toXRechnung } from "../documents/e-invoice.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { invoiceFileName } from "./mails.ts";
import { issueDepositInvoiceForOffer } from "./store/deposit.ts";
import { exportMonth } from "./store/export.ts";
import { cancelInvoice, issueFinalInvoice } from "./store/issue.ts";
import { finalDraftOf, saveFinalDraft } from "./store/final-draft-routes.ts";
import { finalDraftSchema } from "./store/final-draft.ts";
import { customerOverrideSchema } from "./store/offer-basis.ts";
import { paymentSchema, recordPayment } from "./store/payments.ts";
import { depositsDue } from "./store/deposits-due.ts";
import { overdueInvoices } from "./store/overdue.ts";
import { reminderDraft, reminderSchema, sendReminder } from "./store/reminders.ts";
import {
  getInvoice,
  invoiceDocument,
  invoiceFiles,
  listInvoices,
  monthRange,
  offerInvoices,
} from "./store/read.ts";

const team = { roles: ["owner", "staff"] as const };

const idParams = z.object({ id: z.string().uuid("This is not an invoice or offer id.") });
const monthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "The month is written YYYY-MM.")
    .optional(),
});
const issueBody = z.object({ customer: customerOverrideSchema.optional() }).strict();

export interface InvoiceRouteOptions extends AdminFeatureOptions {
  /** Sends the queued invoice mail now instead of at the worker's next poll. */
  wakeMailer?: (() => void) | undefined;
}

function download(reply: FastifyReply, type: string, filename: string, body: Buffer | string) {
  return reply
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .type(type)
    .send(body);
}

export async function invoiceAdminRoutes(app: FastifyInstance, options: InvoiceRouteOptions) {
  const { database, now } = options;
  const today = () => berlinDay(now());
  const actorOf = (request: { admin: { userId: string; name: string } }) => ({
    id: request.admin.userId,
    name: request.admin.name,
  });

  app.get("/invoices", { config: team }, async (request) => {
    const { month = today().slice(0, 7) } = parseInput(monthQuery, request.query);
    monthRange(month);
    return { month, invoices: await database.run((db) => listInvoices(db, month, today())) };
  });

  app.get("/invoices/overdue", { config: team }, async () => ({
    invoices: await database.run((db) => overdueInvoices(db, today())),
  }));

  /** Deposits still open with the event within a week (decision 0187). */
  app.get("/invoices/deposits-due", { config: team }, async () => ({
    invoices: await database.run((db) => depositsDue(db, today())),
  }));

  app.get("/invoices/export", { config: team }, async (request, reply) => {
    const query = parseInput(monthQuery, request.query);
    if (!query.month) {
      throw new DomainError("invalid", "validation", "Which month? Write it YYYY-MM.", {
        field: "month",
      });
    }
    const month = query.month;
    const result = await database.run((db) =>
      db.transaction(async (tx) => {
        const zip = await exportMonth(tx, month);
        await options.audit.record(tx, {
          action: "invoices_exported",
          actorId: request.admin.userId,
          detail: { month, invoices: zip.count },
        });
        return zip;
      }),
    );
    return download(reply, "application/zip", result.filename, result.zip);
  });

  app.get("/invoices/:id", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return database.run((db) => getInvoice(db, id, today()));
  });

  app.get("/invoices/:id/pdf", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const files = await database.run((db) => invoiceFiles(db, id));
    return download(
      reply,
      "application/pdf",
      invoiceFileName(files.number, files.language),
      files.pdf,
    );
  });

  app.get("/invoices/:id/xml", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const files = await database.run((db) => invoiceFiles(db, id));
    return download(
      reply,
      "application/xml; charset=utf-8",
      invoiceFileName(files.number, files.language, "xml"),
      files.xml,
    );
  });

  /** XRechnung (CII) for a public-sector customer: 400 naming buyerReference without one. */
  app.get("/invoices/:id/xrechnung", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const doc = await database.run((db) => invoiceDocument(db, id));
    const xml = await toXRechnung(doc);
    return download(reply, "application/xml; charset=utf-8", `XRechnung-${doc.number}.xml`, xml);
  });

  app.get("/offers/:id/invoices", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return database.run((db) => offerInvoices(db, id, today()));
  });

  app.post("/offers/:id/invoices/final", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(issueBody, request.body);
    const issued = await database.run((db) =>
      issueFinalInvoice(db, id, actorOf(request), {
        now: now(),
        ...(body.customer ? { customer: body.customer } : {}),
      }),
    );
    options.wakeMailer?.();
    reply.code(201);
    return database.run((db) => getInvoice(db, issued.id, today()));
  });

  /** The final invoice's draft (decision 0191): 409 `before_event_day` before the event's day. */
  app.get("/offers/:id/invoices/final/draft", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return database.run((db) => finalDraftOf(db, id, now()));
  });

  /** Staff's edit of the draft: the confirmed headcount and the lines; totals from here. */
  app.put("/offers/:id/invoices/final/draft", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(finalDraftSchema, request.body);
    return database.run((db) => saveFinalDraft(db, id, body, actorOf(request), now()));
  });

  /** By hand, with the same idempotency: an existing deposit invoice is answered (200). */
  app.post("/offers/:id/invoices/deposit", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(issueBody, request.body);
    const outcome = await database.run((db) =>
      issueDepositInvoiceForOffer(db, id, actorOf(request), {
        now: now(),
        force: true,
        ...(body.customer ? { customer: body.customer } : {}),
      }),
    );
    if (outcome.status === "issued") {
      options.wakeMailer?.();
      reply.code(201);
      return database.run((db) => getInvoice(db, outcome.invoice.id, today()));
    }
    if (outcome.status === "exists") {
      return database.run((db) => getInvoice(db, outcome.invoiceId, today()));
    }
    // `force` refuses the other outcomes; this is not reached.
    throw new DomainError("conflict", "no_deposit", "This offer asks no deposit.");
  });

  app.post("/invoices/:id/cancel", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    parseInput(z.object({}).strict(), request.body);
    const issued = await database.run((db) =>
      cancelInvoice(db, id, actorOf(request), { now: now() }),
    );
    options.wakeMailer?.();
    reply.code(201);
    return database.run((db) => getInvoice(db, issued.id, today()));
  });

  /** The next payment reminder of an overdue invoice as it would go out (decision 0186). */
  app.get("/invoices/:id/reminder", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return database.run((db) => reminderDraft(db, id, today()));
  });

  /** Sends it with the text staff read (and may have changed); 409 once the level is sent. */
  app.post("/invoices/:id/reminder", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(reminderSchema, request.body);
    const sent = await database.run((db) =>
      sendReminder(db, id, body, actorOf(request), { now: now(), today: today() }),
    );
    options.wakeMailer?.();
    reply.code(201);
    return sent;
  });

  app.post("/invoices/:id/payment", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(paymentSchema, request.body);
    await database.run((db) => recordPayment(db, id, body, actorOf(request), { now: now() }));
    return database.run((db) => getInvoice(db, id, today()));
  });
}
