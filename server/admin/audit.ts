/**
 * The audit log: appended to in the caller's transaction, read by owners page by page
 * (newest first, keyset on the id), filtered by person, kind of action and Berlin date
 * range, each entry with the current name of its item (a content entry's title, a lead's
 * name, an offer's or invoice's number, a person, a picture), which the back office puts
 * in a sentence. The table refuses UPDATE and DELETE (a trigger).
 */
import { and, desc, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { documentTitle, type DocumentKind } from "#app/content/documents.server.ts";
import { actionsOfKind, AUDIT_ACTIONS, type AuditKind } from "#app/shared/audit-actions.ts";
import { berlinDayStart } from "#app/shared/berlin-time.ts";
import type { Db } from "../database/connection.ts";
import { adminInvitations, adminUsers, auditLog } from "../accounts/schema.ts";
import { contentDocuments } from "../content/schema.ts";
import { invoices } from "../invoices/schema.ts";
import { leads, replyTemplates } from "../leads/schema.ts";
import { media } from "../media/schema.ts";
import { offers } from "../offers/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";

export interface AuditEntry {
  /** What happened, a short code: 'sign_in', 'role_changed', 'lead_erased', 'content.publish', ... */
  action: string;
  /** The back-office user who did it; null for the command line or an unknown person. */
  actorId: string | null;
  /** What it was done to: a user id, an invitation id, a lead id. */
  target?: string;
  /** Further facts. Never visitors' personal data (no e-mail, no name, no message). */
  detail?: Record<string, unknown>;
}

export interface AuditLog {
  /**
   * Appends an entry. Pass the transaction of the change it records, so both are committed
   * together or not at all.
   */
  record(tx: Db, entry: AuditEntry): Promise<void>;
}

export function createAuditLog(now: () => Date): AuditLog {
  return {
    async record(tx: Db, entry: AuditEntry) {
      await tx.insert(auditLog).values({
        at: now(),
        action: entry.action,
        actorId: entry.actorId,
        target: entry.target ?? null,
        detail: entry.detail ?? null,
      });
    },
  };
}

export interface AuditPage {
  entries: Array<{
    id: number;
    at: string;
    action: string;
    actorId: string | null;
    /** The actor's current name (null for the command line or a removed account). */
    actorName: string | null;
    target: string | null;
    /** The item's current name in each language (null: unknown, or it is gone). */
    subject: { de: string; en: string } | null;
    detail: Record<string, unknown> | null;
  }>;
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: number | null;
}

export interface AuditFilter {
  before?: number | undefined;
  limit: number;
  /** Only this person's entries. */
  actorId?: string | undefined;
  kind?: AuditKind | undefined;
  /** Berlin days, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export async function readAuditLog(db: Db, filter: AuditFilter): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.kind) conditions.push(inArray(auditLog.action, actionsOfKind(filter.kind)));
  if (filter.from) conditions.push(gte(auditLog.at, berlinDayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, berlinDayStart(filter.to, 1)));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: adminUsers.name,
      target: auditLog.target,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.actorId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const subjects = await subjectsOf(db, page);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      action: row.action,
      actorId: row.actorId,
      actorName: row.actorName,
      target: row.target,
      subject: row.target ? (subjects.get(`${kindOf(row.action)}:${row.target}`) ?? null) : null,
      detail: row.detail ?? null,
    })),
    next: rows.length > filter.limit ? Number(page[page.length - 1]!.id) : null,
  };
}

/** The people who appear in the log, for the person filter. */
export async function auditActors(db: Db): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .selectDistinct({ id: adminUsers.id, name: adminUsers.name })
    .from(auditLog)
    .innerJoin(adminUsers, eq(adminUsers.id, auditLog.actorId));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

const kindOf = (action: string) => (AUDIT_ACTIONS as Record<string, AuditKind>)[action] ?? "";

const same = (text: string) => ({ de: text, en: text });
/** A uuid (or any) column as text: targets of other kinds are not uuids. */
const sqlText = (column: AnyColumn) => sql<string>`${column}::text`;

/** The current names of the page's items, by `kind:target`. */
async function subjectsOf(
  db: Db,
  rows: Array<{ action: string; target: string | null }>,
): Promise<Map<string, { de: string; en: string }>> {
  const targets = (kinds: AuditKind[]) => [
    ...new Set(
      rows
        .filter((row) => row.target && kinds.includes(kindOf(row.action) as AuditKind))
        .map((row) => row.target!),
    ),
  ];
  const names = new Map<string, { de: string; en: string }>();
  const put = (kind: string, target: string, name: { de: string; en: string }) =>
    names.set(`${kind}:${target}`, name);
  const ids = (kinds: AuditKind[]) => targets(kinds);
  const content = ids(["content"]);
  if (content.length > 0) {
    const found = await db
      .select()
      .from(contentDocuments)
      .where(
        inArray(
          contentDocuments.key,
          content.map((t) => t.split("/")[1] ?? ""),
        ),
      );
    for (const doc of found) {
      const data = doc.draft ?? doc.published;
      const title = (locale: Locale) => {
        try {
          return documentTitle({ kind: doc.kind as DocumentKind, key: doc.key, data }, locale);
        } catch {
          return doc.key;
        }
      };
      put("content", `${doc.kind}/${doc.key}`, { de: title("de"), en: title("en") });
    }
  }
  const leadIds = ids(["lead"]);
  if (leadIds.length > 0) {
    for (const lead of await db
      .select({ id: leads.id, name: leads.name })
      .from(leads)
      .where(inArray(sqlText(leads.id), leadIds))) {
      put("lead", String(lead.id), same(lead.name));
    }
  }
  const offerIds = ids(["offer"]).filter((id) => id !== "offers");
  if (offerIds.length > 0) {
    for (const offer of await db
      .select({ id: offers.id, number: offers.number })
      .from(offers)
      .where(inArray(sqlText(offers.id), offerIds))) {
      if (offer.number) put("offer", String(offer.id), same(offer.number));
    }
  }
  const invoiceIds = ids(["invoice"]);
  if (invoiceIds.length > 0) {
    for (const invoice of await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(inArray(sqlText(invoices.id), invoiceIds))) {
      put("invoice", String(invoice.id), same(invoice.number));
    }
  }
  const people = ids(["people"]);
  if (people.length > 0) {
    for (const user of await db
      .select({ id: adminUsers.id, name: adminUsers.name })
      .from(adminUsers)
      .where(inArray(adminUsers.id, people))) {
      put("people", user.id, same(user.name));
    }
    for (const invitation of await db
      .select({ id: adminInvitations.id, email: adminInvitations.email })
      .from(adminInvitations)
      .where(inArray(sqlText(adminInvitations.id), people))) {
      put("people", String(invitation.id), same(invitation.email));
    }
  }
  const pictures = ids(["media"]);
  if (pictures.length > 0) {
    for (const picture of await db
      .select({ id: media.id, name: media.originalName })
      .from(media)
      .where(inArray(media.id, pictures))) {
      put("media", picture.id, same(picture.name));
    }
  }
  const templates = ids(["settings"]);
  if (templates.length > 0) {
    for (const template of await db
      .select({ id: replyTemplates.id, name: replyTemplates.name })
      .from(replyTemplates)
      .where(inArray(sqlText(replyTemplates.id), templates))) {
      put("settings", String(template.id), template.name);
    }
  }
  return names;
}
