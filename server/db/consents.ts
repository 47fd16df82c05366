/** Data access for consent records: the only place that writes or deletes them. */
import { randomUUID } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { consentRecords, type ConsentPreferences } from "./schema.ts";

export interface NewConsent {
  consentType: "cookies";
  preferences: ConsentPreferences;
  userIdentifier: string;
  bannerVersion: string;
  policyVersion: string;
  language: "de" | "en";
}

/** Inserts one record and resolves with its id once the insert is committed. */
export async function insertConsent(db: Db, consent: NewConsent, now: Date): Promise<string> {
  const consentId = randomUUID();
  await db.insert(consentRecords).values({ ...consent, consentId, createdAt: now });
  return consentId;
}

/** Deletes records created before the cutoff; returns how many. */
export async function deleteConsentsBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(consentRecords)
    .where(lt(consentRecords.createdAt, cutoff))
    .returning({ id: consentRecords.consentId });
  return deleted.length;
}
