/**
 * `npm run leads` prints the enquiries as a table; `npm run leads -- --csv` writes them as
 * CSV to standard output (`npm run leads -- --csv > leads.csv`); `npm run leads --
 * --morning-mail` queues today's morning mail of due steps now for everyone who has not had
 * it (after an outage, say) and says how many. Works on the database the server uses (same
 * DATA_DIR / DATABASE_URL), through the running server when there is one
 * (server/control/README.md).
 */
// First: whatever this tool writes (database files, backups) is private to its user.
import "../umask.ts";
import { ConfigError, loadConfig } from "../env.ts";
import { runControlCommand } from "../control/client.ts";
import { toCsv, toTable } from "./cli-table.ts";

const csv = process.argv.includes("--csv");
const morningMail = process.argv.includes("--morning-mail");

async function listLeads() {
  const { result: leads } = await runControlCommand("leads", {}, loadConfig());
  if (csv) process.stdout.write(toCsv(leads));
  else if (leads.length === 0) console.log("No enquiries yet.");
  else console.log(`${toTable(leads)}\n\n${leads.length} enquiries, newest first.`);
}

async function queueMorningMail() {
  const { via, result } = await runControlCommand("morning-mail", {}, loadConfig());
  if (result.queued === 0) {
    console.log(
      `Morning mail of ${result.day}: none queued (no steps due, or everyone with due steps had today's already).`,
    );
  } else {
    const mails = result.queued === 1 ? "1 mail" : `${result.queued} mails`;
    console.log(
      `Morning mail of ${result.day}: ${mails} queued; ${
        via === "server" ? "the server sends them now." : "they go out when the server starts."
      }`,
    );
  }
}

try {
  await (morningMail ? queueMorningMail() : listLeads());
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `Invalid environment: ${error.message}`
      : `${morningMail ? "Cannot queue the morning mail" : "Cannot list enquiries"}: ${(error as Error).message}`,
  );
  process.exit(1);
}
