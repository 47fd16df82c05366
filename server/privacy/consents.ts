/**
 * Consent proofs by consent id or user identifier: the cookie banner's records, pseudonymous,
 * with when retention deletes each.
 */
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { consentRecords, type ConsentPreferences } from "../consent/schema.ts";
import { CONSENT_RETENTION_MONTHS } from "../retention/purge.ts";

export type ConsentChoice = "all" | "necessary" | "custom";

export function consentChoice(preferences: ConsentPreferences): ConsentChoice {
  if (preferences.analytics && preferences.marketing) return "all";
  if (!preferences.analytics && !preferences.marketing) return "necessary";
  return "custom";
}

export interface ConsentProof {
  consentId: string;
  userIdentifier: string;
  consentType: string;
  preferences: ConsentPreferences;
  choice: ConsentChoice;
  bannerVersion: string;
  policyVersion: string;
  language: string;
  createdAt: string;
  /** When retention deletes it. */
  deleteAfter: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The consent records a consent id or a user identifier names (a browser's identifier
 * has one record per choice it made), newest first, at most 100.
 */
export async function findConsents(db: Db, key: string): Promise<ConsentProof[]> {
  const value = key.trim();
  const c = consentRecords;
  const rows = await db
    .select()
    .from(c)
    .where(UUID.test(value) ? eq(c.consentId, value.toLowerCase()) : eq(c.userIdentifier, value))
    .orderBy(desc(c.createdAt), asc(c.consentId))
    .limit(100);
  return rows.map((row) => {
    const createdAt = new Date(row.createdAt);
    const deleteAfter = new Date(createdAt.getTime());
    deleteAfter.setUTCMonth(deleteAfter.getUTCMonth() + CONSENT_RETENTION_MONTHS);
    return {
      consentId: row.consentId,
      userIdentifier: row.userIdentifier,
      consentType: row.consentType,
      preferences: row.preferences,
      choice: consentChoice(row.preferences),
      bannerVersion: row.bannerVersion,
      policyVersion: row.policyVersion,
      language: row.language,
      createdAt: createdAt.toISOString(),
      deleteAfter: deleteAfter.toISOString(),
    };
  });
}
