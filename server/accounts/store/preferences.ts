/**
 * Each person's own choices (columns of `admin_users`, migration 0010): the language of the
 * back office and of their mails, the 08:00 mail of their due steps, whether new leads
 * are given to them in turn, whether answers on their leads come at once or in the morning
 * mail, and their direct phone for the signature of the mails they write. Changed by the person only; the audit entry names what changed.
 */
import { asc, eq } from "drizzle-orm";
import type { AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { adminUsers } from "../schema.ts";
import { locales } from "#app/i18n/locales.ts";

export const PREFERENCE_LOCALES = locales;
export type PreferenceLocale = (typeof PREFERENCE_LOCALES)[number];

export interface Preferences {
  /** The back office's language the person chose last: their mails are written in it. */
  locale: PreferenceLocale;
  /** The mail at 08:00 (Berlin) listing their overdue and today's steps. */
  dailyMail: boolean;
  /** New leads are given to them in turn when the owners' `leadAssignment` is `round_robin`. */
  takesNewLeads: boolean;
  /** A customer's answer on their lead: a notice at once (false) or in the morning mail. */
  answersInMorningMail: boolean;
  /** Their direct phone, in the signature of the mails they write (null: none). */
  phone: string | null;
}

const columns = {
  locale: adminUsers.locale,
  dailyMail: adminUsers.dailyMail,
  takesNewLeads: adminUsers.takesNewLeads,
  answersInMorningMail: adminUsers.answersInMorningMail,
  phone: adminUsers.phone,
};

/** A stored language other than ours (written by hand) reads as German, the default. */
function asPreferences(row: {
  locale: string;
  dailyMail: boolean;
  takesNewLeads: boolean;
  answersInMorningMail: boolean;
  phone: string | null;
}) {
  return {
    locale: row.locale === "en" ? "en" : "de",
    dailyMail: row.dailyMail,
    takesNewLeads: row.takesNewLeads,
    answersInMorningMail: row.answersInMorningMail,
    phone: row.phone,
  } satisfies Preferences;
}

export async function readPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select(columns).from(adminUsers).where(eq(adminUsers.id, userId));
  if (!row) throw new DomainError("not_found", "not_found", "There is no such account.");
  return asPreferences(row);
}

/** Changes the given preferences (the others keep their value) with the audit entry. */
export async function writePreferences(
  db: Db,
  audit: AuditLog,
  input: { userId: string; changes: Partial<Preferences>; now: Date },
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminUsers)
      .set({ ...input.changes, updatedAt: input.now })
      .where(eq(adminUsers.id, input.userId))
      .returning(columns);
    if (!row) throw new DomainError("not_found", "not_found", "There is no such account.");
    await audit.record(tx as Db, {
      action: "preferences_changed",
      actorId: input.userId,
      target: input.userId,
      detail: { ...input.changes },
    });
    return asPreferences(row);
  });
}

/** The people who take new leads in turn, by name (the owners' settings show them). */
export async function listLeadAssignees(db: Db): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: adminUsers.id, name: adminUsers.name })
    .from(adminUsers)
    .where(eq(adminUsers.takesNewLeads, true))
    .orderBy(asc(adminUsers.name), asc(adminUsers.id));
}

/**
 * The writer of a mail to a customer as the outbox keeps it: name, address and, when they
 * gave one, their direct phone (the signature; server/mail/messages.ts).
 */
export async function writerOf(
  db: Db,
  actor: { id: string | null; name: string; email: string },
): Promise<{ name: string; address: string; phone?: string }> {
  const [row] = actor.id
    ? await db
        .select({ phone: adminUsers.phone })
        .from(adminUsers)
        .where(eq(adminUsers.id, actor.id))
    : [];
  return { name: actor.name, address: actor.email, ...(row?.phone ? { phone: row.phone } : {}) };
}
