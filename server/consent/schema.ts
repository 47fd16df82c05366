/**
 * The consent records' table (docs/decisions/0010-consent-records.md).
 * Change it here, then run `npx drizzle-kit generate` (drizzle.config.ts reads every
 * feature's schema.ts) to add a migration to server/database/migrations.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The cookie categories a visitor chose; `necessary` is always true. */
export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/**
 * One consent given by one browser: what was shown, what was chosen, when. Deliberately no
 * IP address and no user agent (data minimisation, decision 0010).
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    /** Returned to the browser, which keeps it in its local record as the receipt. */
    consentId: uuid("consent_id").primaryKey(),
    /** What the consent is about; only 'cookies' so far. */
    consentType: text("consent_type").notNull(),
    preferences: jsonb("preferences").$type<ConsentPreferences>().notNull(),
    /** Pseudonymous id the browser made (`user_<ms>_<random>`), the same for all its choices. */
    userIdentifier: text("user_identifier").notNull(),
    /** Version of the banner text the visitor saw. */
    bannerVersion: text("banner_version").notNull(),
    /** Version of the privacy policy the banner linked to. */
    policyVersion: text("policy_version").notNull(),
    /** Language of the page the choice was made on ('de' or 'en'). */
    language: text("language").notNull(),
    /** When the server received and committed the choice. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("consent_records_created_at_idx").on(table.createdAt),
    index("consent_records_user_identifier_idx").on(table.userIdentifier),
  ],
);
