/**
 * The reply templates (decision 0130): owners write them in German and English (subject,
 * greeting, body, signature) with placeholders such as `{name}` (template-rules.ts); the
 * composer fills one in the lead's language (replies.ts). Unknown placeholders and stray
 * braces are refused with the field named. A fresh installation gets a few good templates
 * once (default-templates.ts).
 */
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { replyTemplates } from "../schema.ts";
import type { Actor } from "./changes.ts";
import { seedDefaultTemplates } from "./default-templates.ts";
import { checkTemplate, type ReplyTemplate, type ReplyTemplateInput } from "./template-rules.ts";

export {
  fillPlaceholders,
  REPLY_PLACEHOLDERS,
  type ReplyPlaceholder,
  type ReplyTemplate,
  type ReplyTemplateInput,
  type TemplateProblem,
} from "./template-rules.ts";

function toTemplate(row: typeof replyTemplates.$inferSelect): ReplyTemplate {
  return {
    id: row.id,
    name: row.name,
    de: row.de,
    en: row.en,
    position: row.position,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Every template in the list's order (the defaults inserted first on a fresh installation). */
export async function listReplyTemplates(db: Db, now: Date): Promise<ReplyTemplate[]> {
  await seedDefaultTemplates(db, now);
  const rows = await db
    .select()
    .from(replyTemplates)
    .orderBy(asc(replyTemplates.position), asc(replyTemplates.createdAt));
  return rows.map(toTemplate);
}

export async function getReplyTemplate(db: Db, id: string): Promise<ReplyTemplate | undefined> {
  const [row] = await db.select().from(replyTemplates).where(eq(replyTemplates.id, id));
  return row ? toTemplate(row) : undefined;
}

const noSuchTemplate = () =>
  new DomainError("not_found", "not_found", "There is no such template (any more).");

/** A new template at the end of the list. */
export async function createReplyTemplate(
  db: Db,
  audit: AuditLog,
  input: { template: ReplyTemplateInput; actor: Actor; now: Date },
): Promise<ReplyTemplate> {
  const template = checkTemplate(input.template);
  await seedDefaultTemplates(db, input.now);
  return db.transaction(async (tx) => {
    const [{ last } = { last: -1 }] = await tx
      .select({ last: sql<number>`coalesce(max(${replyTemplates.position}), -1)` })
      .from(replyTemplates);
    const [row] = await tx
      .insert(replyTemplates)
      .values({
        id: randomUUID(),
        ...template,
        position: Number(last) + 1,
        createdAt: input.now,
        updatedAt: input.now,
        updatedBy: input.actor.id,
      })
      .returning();
    await audit.record(tx as Db, {
      action: "reply_template_created",
      actorId: input.actor.id,
      target: row!.id,
    });
    return toTemplate(row!);
  });
}

export async function updateReplyTemplate(
  db: Db,
  audit: AuditLog,
  input: { id: string; template: ReplyTemplateInput; actor: Actor; now: Date },
): Promise<ReplyTemplate> {
  const template = checkTemplate(input.template);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(replyTemplates)
      .set({ ...template, updatedAt: input.now, updatedBy: input.actor.id })
      .where(eq(replyTemplates.id, input.id))
      .returning();
    if (!row) throw noSuchTemplate();
    await audit.record(tx as Db, {
      action: "reply_template_changed",
      actorId: input.actor.id,
      target: row.id,
    });
    return toTemplate(row);
  });
}

export async function deleteReplyTemplate(
  db: Db,
  audit: AuditLog,
  input: { id: string; actor: Actor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(replyTemplates)
      .where(eq(replyTemplates.id, input.id))
      .returning({ id: replyTemplates.id });
    if (deleted.length === 0) throw noSuchTemplate();
    await audit.record(tx as Db, {
      action: "reply_template_deleted",
      actorId: input.actor.id,
      target: input.id,
    });
  });
}
