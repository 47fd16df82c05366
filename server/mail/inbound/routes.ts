/**
 * The mails taken from the agency's mailbox in the back office, under /api/admin:
 * - GET /mailbox: whether the mailbox is read (null: off) and its state;
 * - GET /leads/:id/mails-in: the lead's mails (and its merged leads'), newest first, with
 *   whether each is unread and its attachments' names, sizes, types and flags;
 * - POST /leads/:id/mails-in/read: the lead's owner (or anyone when it has none) has seen
 *   its new answers;
 * - GET /mails-in/to-assign: mails that fit several leads, with their candidates;
 * - POST /mails-in/:id/assign { leadId }: a staff member puts one on a candidate lead;
 * - GET /mails-in/:id/attachments/:position: a file, always as a download
 *   (`Content-Disposition: attachment`, `nosniff`, a sandboxing CSP), never shown inline.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../../admin/types.ts";
import { DomainError } from "../../domain-error.ts";
import { parseInput } from "../../http/guards.ts";
import { leads } from "../../leads/schema.ts";
import { leadFamily } from "../../leads/store/timeline.ts";
import { mailInbound, mailInboundAttachments } from "../schema.ts";
import type { MailboxStatus } from "./reader.ts";
import { assignMail, listToAssign, settleWithoutCandidate } from "./assign.ts";

const team = { roles: ["owner", "staff"] as const };
const leadParams = z.object({ id: z.uuid("Not a lead id.") });
const mailParams = z.object({ id: z.uuid("Not a mail id.") });
const assignBody = z.strictObject({ leadId: z.uuid("Not a lead id.") });
const settleBody = z.strictObject({
  as: z.enum(["new_lead", "aside"], "Either new_lead or aside."),
});
const fileParams = z.object({
  id: z.uuid("Not a mail id."),
  position: z.coerce.number().int().min(0).max(999),
});

export interface InboundMailView {
  id: string;
  kind: string;
  leadId: string | null;
  unread: boolean;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  sentAt: string | null;
  receivedAt: string;
  attachments: Array<{
    position: number;
    filename: string;
    contentType: string;
    size: number;
    risky: boolean;
    /** False: above the limit (15 MB), listed but not stored. */
    stored: boolean;
  }>;
}

export async function inboundAdminRoutes(
  app: FastifyInstance,
  options: AdminFeatureOptions & {
    mailboxStatus?: () => MailboxStatus | null;
    wakeMailer?: (() => void) | undefined;
    /** Tells the open inboxes that a lead was made (a waiting mail became an enquiry). */
    onLeadCreated?: () => void;
  },
) {
  const { database, now, audit } = options;

  app.get("/mails-in/to-assign", { config: team }, () => database.run((db) => listToAssign(db)));

  app.post("/mails-in/:id/assign", { config: team }, async (request) => {
    const { id } = parseInput(mailParams, request.params);
    const { leadId } = parseInput(assignBody, request.body);
    const done = await database.run((db) =>
      assignMail(db, audit, {
        mailId: id,
        leadId,
        actorId: request.admin.userId,
        siteUrl: options.config.siteUrl,
        now: now(),
      }),
    );
    if (done.noticed) options.wakeMailer?.();
    return done;
  });

  // A waiting mail that fits none of its candidate leads.
  app.post("/mails-in/:id/settle", { config: team }, async (request) => {
    const { id } = parseInput(mailParams, request.params);
    const { as } = parseInput(settleBody, request.body);
    const done = await database.run((db) =>
      settleWithoutCandidate(db, audit, {
        mailId: id,
        as,
        actorId: request.admin.userId,
        now: now(),
      }),
    );
    if (done.leadId) options.onLeadCreated?.();
    return done;
  });

  app.get("/mailbox", { config: team }, async () => ({
    mailbox: options.mailboxStatus?.() ?? null,
  }));

  app.get("/leads/:id/mails-in", { config: team }, async (request) => {
    const { id } = parseInput(leadParams, request.params);
    return database.run(async (db): Promise<InboundMailView[]> => {
      const family = await leadFamily(db, id);
      const rows = await db
        .select({
          id: mailInbound.id,
          kind: mailInbound.kind,
          leadId: mailInbound.leadId,
          readAt: mailInbound.readAt,
          fromAddress: mailInbound.fromAddress,
          fromName: mailInbound.fromName,
          subject: mailInbound.subject,
          sentAt: mailInbound.sentAt,
          receivedAt: mailInbound.receivedAt,
        })
        .from(mailInbound)
        .where(inArray(mailInbound.leadId, family))
        .orderBy(desc(mailInbound.receivedAt));
      const files =
        rows.length === 0
          ? []
          : await db
              .select({
                mailId: mailInboundAttachments.mailId,
                position: mailInboundAttachments.position,
                filename: mailInboundAttachments.filename,
                contentType: mailInboundAttachments.contentType,
                size: mailInboundAttachments.size,
                risky: mailInboundAttachments.risky,
                stored: sql<boolean>`${mailInboundAttachments.content} is not null`,
              })
              .from(mailInboundAttachments)
              .where(
                inArray(
                  mailInboundAttachments.mailId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(mailInboundAttachments.position);
      return rows.map(({ readAt, sentAt, receivedAt, ...row }) => ({
        ...row,
        unread: readAt === null && row.kind === "answer",
        sentAt: sentAt ? new Date(sentAt).toISOString() : null,
        receivedAt: new Date(receivedAt).toISOString(),
        attachments: files
          .filter((file) => file.mailId === row.id)
          .map(({ mailId: _mailId, ...file }) => file),
      }));
    });
  });

  app.post("/leads/:id/mails-in/read", { config: team }, async (request) => {
    const { id } = parseInput(leadParams, request.params);
    const me = request.admin.userId;
    return database.run(async (db) => {
      const [lead] = await db
        .select({ ownerId: leads.ownerId })
        .from(leads)
        .where(eq(leads.id, id));
      if (!lead) throw new DomainError("not_found", "not_found", "There is no such lead.");
      // The owner's new answers: read when the owner (or anyone, while nobody owns it) opens it.
      if (lead.ownerId !== null && lead.ownerId !== me) return { read: 0 };
      const family = await leadFamily(db, id);
      const read = await db
        .update(mailInbound)
        .set({ readAt: now() })
        .where(and(inArray(mailInbound.leadId, family), isNull(mailInbound.readAt)))
        .returning({ id: mailInbound.id });
      return { read: read.length };
    });
  });

  app.get("/mails-in/:id/attachments/:position", { config: team }, async (request, reply) => {
    const { id, position } = parseInput(fileParams, request.params);
    const [file] = await database.run((db) =>
      db
        .select()
        .from(mailInboundAttachments)
        .where(
          and(eq(mailInboundAttachments.mailId, id), eq(mailInboundAttachments.position, position)),
        ),
    );
    if (!file) throw new DomainError("not_found", "not_found", "There is no such file.");
    if (!file.content) {
      throw new DomainError(
        "not_found",
        "not_stored",
        "The file was larger than the limit (15 MB) and is not stored.",
      );
    }
    const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
    return reply
      .header("content-type", "application/octet-stream")
      .header(
        "content-disposition",
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .header("cache-control", "private, no-store")
      .send(Buffer.from(file.content));
  });
}
