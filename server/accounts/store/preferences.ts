/**
 * Each person's own choices (columns of `admin_users`, migration 0010): the language of the
 * back office and of their mails, the 08:00 mail of their due steps, and whether new leads
 * are given to them in turn. Changed by the person only; the audit entry names what changed.
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
}

const columns = {
  locale: adminUsers.locale,
  dailyMail: adminUsers.dailyMail,
  takesNewLeads: adminUsers.takesNewLeads,
};

/** A stored language other than ours (written by hand) reads as German, the default. */
function asPreferences(row: { locale: string; dailyMail: boolean; takesNewLeads: boolean }) {
  return {
    locale: row.locale === "en" ? "en" : "de",
    dailyMail: row.dailyMail,
    takesNewLeads: row.takesNewLeads,
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
