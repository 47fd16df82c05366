/** Owners' settings of the back office (one jsonb value per key in `admin_settings`). */
import type { Db } from "../../database/connection.ts";
import { adminSettings } from "../schema.ts";

export interface AdminSettings {
  /** Everyone must set up the TOTP second factor before using the back office. */
  requireSecondFactor: boolean;
}

const defaults: AdminSettings = { requireSecondFactor: false };

export async function readSettings(db: Db): Promise<AdminSettings> {
  const rows = await db.select().from(adminSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...defaults, ...stored } as AdminSettings;
}

export async function writeSetting<K extends keyof AdminSettings>(
  db: Db,
  key: K,
  value: AdminSettings[K],
  by: string,
  now: Date,
): Promise<void> {
  await db
    .insert(adminSettings)
    .values({ key, value, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: adminSettings.key,
      set: { value, updatedAt: now, updatedBy: by },
    });
}
