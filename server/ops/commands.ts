/**
 * `backup` of the control channel (server/control/commands.ts): `npm run backup` runs it in
 * the running server, which has the embedded database open, or in its own process when no
 * server runs.
 */
import { z } from "zod";
import type { ControlCommand } from "../control/command.ts";
import { createBackup, type BackupResult } from "./backup.ts";

export const backupCommand: ControlCommand<Record<string, never>, BackupResult> = {
  input: z.object({}).strict() as z.ZodType<Record<string, never>>,
  run: ({ database, config, now }) =>
    createBackup({ database, databaseUrl: config.databaseUrl, dir: config.backup.dir, now }),
};
