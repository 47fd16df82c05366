/**
 * The owners' settings for offers, kept in `admin_settings` beside the back office's other
 * settings (one jsonb value per key, keys prefixed `offers.`): when a deposit is asked and
 * how much, and how many events a day the team can run before an offer warns. Owners change
 * them; the team reads them (the offer editor shows the deposit it will ask).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { adminSettings } from "../../accounts/schema.ts";

/** `above_20`: a deposit only for groups of more than 20 people (the terms); `always`: on every offer. */
export const DEPOSIT_POLICIES = ["above_20", "always"] as const;
export type DepositPolicy = (typeof DEPOSIT_POLICIES)[number];

export interface OfferSettings {
  depositPolicy: DepositPolicy;
  /** The deposit's share of the gross in basis points (5000 = 50 %). */
  depositBp: number;
  /** Accepted offers on one day from which a new offer for that day warns ("day_full"). */
  eventsPerDay: number;
}

export const OFFER_SETTING_DEFAULTS: OfferSettings = {
  depositPolicy: "above_20",
  depositBp: 5000,
  eventsPerDay: 3,
};

/** The groups larger than this pay a deposit under `above_20`. */
export const DEPOSIT_GROUP_SIZE = 20;

const keyOf = (name: keyof OfferSettings) => `offers.${name}`;
const names = Object.keys(OFFER_SETTING_DEFAULTS) as Array<keyof OfferSettings>;

export async function readOfferSettings(db: Db): Promise<OfferSettings> {
  const rows = await db
    .select()
    .from(adminSettings)
    .where(inArray(adminSettings.key, names.map(keyOf)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings: Record<string, unknown> = { ...OFFER_SETTING_DEFAULTS };
  for (const name of names) if (stored.has(keyOf(name))) settings[name] = stored.get(keyOf(name));
  return settings as unknown as OfferSettings;
}

/** Stores the given settings (the others keep their value), by whom and when. */
export async function writeOfferSettings(
  db: Db,
  changes: Partial<OfferSettings>,
  by: string,
  now: Date,
): Promise<void> {
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    await db
      .insert(adminSettings)
      .values({ key: keyOf(name as keyof OfferSettings), value, updatedAt: now, updatedBy: by })
      .onConflictDoUpdate({
        target: adminSettings.key,
        set: { value, updatedAt: now, updatedBy: by },
      });
  }
}

/** The deposit a new offer for this many people asks, by the settings. */
export function depositFor(settings: OfferSettings, participants: number): number {
  if (settings.depositPolicy === "always") return settings.depositBp;
  return participants > DEPOSIT_GROUP_SIZE ? settings.depositBp : 0;
}
