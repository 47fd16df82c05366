/**
 * Owners' settings of the back office (one jsonb value per key in `admin_settings`): the
 * second factor for everyone, and whether new leads are assigned in turn. Other features
 * may keep their own rows in the table (the assignment's turn, ../../leads/store/
 * assignment.ts); only the keys below are settings.
 */
import type { Db } from "../../database/connection.ts";
import { adminSettings } from "../schema.ts";

/** How new leads get an owner: nobody (owners and staff take them), or in turn. */
export const LEAD_ASSIGNMENTS = ["manual", "round_robin"] as const;
export type LeadAssignment = (typeof LEAD_ASSIGNMENTS)[number];

export interface AdminSettings {
  /** Everyone must set up the TOTP second factor before using the back office. */
  requireSecondFactor: boolean;
  /**
   * `round_robin`: each new lead goes to the next person who switched on "Neue Anfragen
   * reihum an mich" (`admin_users.takes_new_leads`); `manual`: new leads stay unassigned.
   */
  leadAssignment: LeadAssignment;
}

const defaults: AdminSettings = { requireSecondFactor: false, leadAssignment: "manual" };
const settingKeys = Object.keys(defaults) as Array<keyof AdminSettings>;

export async function readSettings(db: Db): Promise<AdminSettings> {
  const rows = await db.select().from(adminSettings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings: Record<string, unknown> = { ...defaults };
  for (const key of settingKeys) if (stored.has(key)) settings[key] = stored.get(key);
  return settings as unknown as AdminSettings;
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
