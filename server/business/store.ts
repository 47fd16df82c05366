/**
 * The agency's business data in `admin_settings` (key `business.profile`, one jsonb value):
 * read by every document, written by owners with an audit entry in the same transaction.
 */
import { eq, sql } from "drizzle-orm";
import { adminSettings } from "../accounts/schema.ts";
import type { AuditLog } from "../admin/audit.ts";
import type { Db } from "../database/connection.ts";
import { CONTENT_CHANNEL } from "../content/store/documents.ts";
import { DomainError } from "../domain-error.ts";
import {
  businessProfileSchema,
  exampleProfile,
  isExampleProfile,
  type BusinessProfile,
} from "./profile.ts";

const KEY = "business.profile";

/** Where owners set the data; the refusal to issue an invoice links here. */
export const BUSINESS_SCREEN = "/admin/business";

/** The stored business data, or null on a new data folder. */
export async function readStoredProfile(db: Db): Promise<BusinessProfile | null> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, KEY));
  return row ? (row.value as BusinessProfile) : null;
}

/** What documents print: the stored data, else the shipped example (drafts, first look). */
export async function documentProfile(db: Db): Promise<BusinessProfile> {
  return (await readStoredProfile(db)) ?? exampleProfile();
}

/** Whether invoices can be issued: data stored and not the shipped example. */
export async function invoiceReady(db: Db): Promise<boolean> {
  const stored = await readStoredProfile(db);
  return stored !== null && !isExampleProfile(stored);
}

/**
 * The data an invoice is issued with. Refuses (409 `business_data_missing`) while none is
 * stored or it is still the shipped example, with the screen to set it.
 */
export async function invoiceProfile(db: Db): Promise<BusinessProfile> {
  const stored = await readStoredProfile(db);
  if (!stored || isExampleProfile(stored)) {
    throw new DomainError(
      "conflict",
      "business_data_missing",
      "The agency's business data (bank account, tax number) is missing or still the example: set it under Business data before issuing an invoice.",
      { extra: { screen: BUSINESS_SCREEN } },
    );
  }
  return stored;
}

/**
 * Checks and stores the owners' business data; every bad field in one refusal (400,
 * `fields` by name, `problems` the codes the screen words). An audit entry keeps the
 * values before and after. The public pages show it once rendered again (the route waits for
 * this instance's render; the others follow the notification).
 */
export async function writeBusinessProfile(
  db: Db,
  audit: AuditLog,
  input: unknown,
  by: string,
  now: Date,
): Promise<BusinessProfile> {
  const parsed = businessProfileSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join(".") || "body";
      problems[field] ??= issue.message;
    }
    const [field] = Object.keys(problems);
    throw new DomainError("invalid", "validation", `Invalid ${Object.keys(problems).join(", ")}`, {
      field,
      fields: problems,
      extra: { problems },
    });
  }
  const profile: BusinessProfile = parsed.data;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await readStoredProfile(tx);
    await tx
      .insert(adminSettings)
      .values({ key: KEY, value: profile, updatedAt: now, updatedBy: by })
      .onConflictDoUpdate({
        target: adminSettings.key,
        set: { value: profile, updatedAt: now, updatedBy: by },
      });
    await audit.record(tx, {
      action: "setting_changed",
      actorId: by,
      target: "business",
      detail: { before, after: profile },
    });
    // Delivered when the transaction commits: every instance renders its pages again with
    // the new data, as after a publish (server/content/runtime.ts, decision 0204).
    await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'business')`);
    return profile;
  });
}
