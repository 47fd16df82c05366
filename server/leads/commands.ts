/**
 * `leads` of the control channel (server/control/commands.ts): `npm run leads` runs it in the
 * running server, or in its own process when no server runs.
 */
import { z } from "zod";
import { defineCommand } from "../control/command.ts";
import { listLeads } from "./store/intake.ts";
import { toLead } from "./cli-table.ts";

export const leadsCommands = {
  /** The leads, newest first, as the shape `npm run leads` prints. */
  leads: defineCommand({
    input: z.object({}).strict(),
    run: ({ database }) => database.run(async (db) => (await listLeads(db)).map(toLead)),
  }),
};
