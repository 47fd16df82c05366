/**
 * The commands a command-line tool can run against the site's database, in one table. A tool
 * runs a command through the running server when there is one (the embedded database allows
 * one process only; see ./README.md) and in its own process otherwise: the same function
 * either way.
 */
import { z } from "zod";
import { leadsCommands } from "../leads/commands.ts";
import { backupCommand } from "../ops/commands.ts";
import { retentionCommands } from "../retention/commands.ts";
import { usersCommands } from "../accounts/commands.ts";
import { defineCommand } from "./command.ts";

export type { ControlCommand, ControlContext } from "./command.ts";

const noInput = z.object({}).strict();

export const controlCommands = {
  /** Whether a server answers, and which database it has open. */
  status: defineCommand({
    input: noInput,
    run: async ({ database }) => ({ database: database.kind ?? null, status: database.status }),
  }),
  /** The leads, newest first (`leads`), and today's morning mail now (`morning-mail`). */
  ...leadsCommands,
  /** Deletes the records past their retention period now (the server also does it daily). */
  ...retentionCommands,
  /** A compressed SQL snapshot into BACKUP_DIR (server/ops/backup.ts). */
  backup: backupCommand,
  /** Back-office accounts: users-add (an invitation), users-list, users-role. */
  ...usersCommands,
} satisfies Record<string, { input: z.ZodType; run: (...args: never[]) => Promise<unknown> }>;

export type ControlCommands = typeof controlCommands;
export type CommandName = keyof ControlCommands;
export type CommandInput<N extends CommandName> = z.input<ControlCommands[N]["input"]>;
export type CommandResult<N extends CommandName> = Awaited<ReturnType<ControlCommands[N]["run"]>>;

export function isCommandName(name: unknown): name is CommandName {
  return typeof name === "string" && Object.hasOwn(controlCommands, name);
}
