/** Data access for consent records: the only place that writes or deletes them. */
import { randomUUID } from "node:crypto";
import { lt } from "drizzle-orm";
import { BatchWriter } from "./batch-writer.ts";
import type { Db } from "./connection.ts";
import type { DatabaseService } from "./service.ts";
import { consentRecords, type ConsentPreferences } from "./schema.ts";

export interface NewConsent {
  consentType: "cookies";
  preferences: ConsentPreferences;
  userIdentifier: string;
  bannerVersion: string;
  policyVersion: string;
  language: "de" | "en";
}

type ConsentRow = typeof consentRecords.$inferInsert;

/**
 * Writes consent records with group commit (see BatchWriter): under load one INSERT and
 * one commit carry many records, which is what makes a thousand consents a second cheap.
 */
export class ConsentStore {
  readonly #writer: BatchWriter<ConsentRow>;

  constructor(database: DatabaseService) {
    this.#writer = new BatchWriter((rows) =>
      database.run(async (db) => {
        await db.insert(consentRecords).values(rows);
      }),
    );
  }

  /** Resolves with the new record's id once the record is committed. */
  async insert(consent: NewConsent, now: Date): Promise<string> {
    const consentId = randomUUID();
    await this.#writer.add({ ...consent, consentId, createdAt: now });
    return consentId;
  }
}

/** Deletes records created before the cutoff; returns how many. */
export async function deleteConsentsBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(consentRecords)
    .where(lt(consentRecords.createdAt, cutoff))
    .returning({ id: consentRecords.consentId });
  return deleted.length;
}
