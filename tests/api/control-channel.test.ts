/**
 * The command-line tools while the server runs: with the embedded database only one process
 * may open the files, so `npm run leads` and `npm run purge` go through the server's control
 * socket (server/control/README.md); with no server they open the database themselves.
 */
import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { insertLead as insertEnquiry } from "../../server/leads/store/intake.ts";
import { socketPath } from "../../server/control/protocol.ts";
import { engines } from "./support/databases.ts";
import { startTestServer } from "./support/server.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const leadsCli = ["scripts/tool.mjs", "leads"];

const enquiry = {
  language: "de",
  sourcePage: "/contact",
  channel: "api",
  name: "Anna Beispiel",
  company: "Beispiel GmbH",
  email: "anna@beispiel.de",
  participants: 24,
  event: "City Rally Berlin",
  privacyPolicyVersion: "2.0",
};

/** Sends one raw line to the socket and returns the parsed answer. */
function ask(file: string, line: string): Promise<{ ok: boolean; error?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(file, () => socket.end(line));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.once("end", () => resolve(JSON.parse(received) as { ok: boolean; error?: string }));
    socket.once("error", reject);
  });
}

const embedded = engines().find((engine) => engine.name === "embedded")!;

describe("command-line tools and the running server (embedded database)", () => {
  // Each tool is a process of its own (scripts/tool.mjs, as `npm run` starts it): a second or
  // more each on a busy machine.
  it(
    "npm run leads prints the leads while the server holds the database, and alone after it stopped",
    { timeout: 60_000 },
    async () => {
      const database = await embedded.create();
      const env = { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: "" };
      try {
        await database.service.run((db) =>
          insertEnquiry(db, enquiry, new Date("2026-11-20T09:00:00Z")),
        );
        const server = await startTestServer({
          database: database.service,
          dataDir: database.dataDir,
        });
        const file = socketPath(database.dataDir);
        try {
          // Only the server's own user may talk to it.
          expect(statSync(file).mode & 0o777).toBe(0o600);
          const whileServing = await run(process.execPath, leadsCli, { cwd: root, env });
          expect(whileServing.stdout).toMatch(
            /2026-11-20 10:00\s+new\s+de\s+Anna Beispiel\s+Beispiel GmbH/,
          );
          expect(whileServing.stdout).toContain("1 enquiries, newest first.");

          // Input from the socket is checked like any other: errors, and the server goes on.
          expect(await ask(file, "not json\n")).toMatchObject({ ok: false, error: "bad_request" });
          expect(await ask(file, `{"command":"dropTables","input":{}}\n`)).toMatchObject({
            ok: false,
            error: "unknown_command",
          });
          expect(await ask(file, `{"command":"leads","input":{"all":true}}\n`)).toMatchObject({
            ok: false,
            error: "validation",
          });
          expect(await ask(file, `{"command":"status","input":{}}\n`)).toMatchObject({ ok: true });
        } finally {
          await server.close();
        }
        await database.service.close(); // the embedded database admits one process
        const alone = await run(process.execPath, leadsCli, { cwd: root, env });
        expect(alone.stdout).toContain("1 enquiries, newest first.");
      } finally {
        await database.dispose();
      }
    },
  );

  it(
    "npm run purge runs in the server and reports what it deleted",
    { timeout: 60_000 },
    async () => {
      const database = await embedded.create();
      const env = { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: "" };
      try {
        // The server's clock starts on the day the second enquiry arrived, so its start-up
        // purge keeps both; then it moves on to more than 12 months after the first one only.
        let clock = new Date("2025-06-01T09:00:00Z");
        await database.service.run(async (db) => {
          await insertEnquiry(db, enquiry, new Date("2025-05-01T09:00:00Z"));
          await insertEnquiry(db, { ...enquiry, name: "Bernd Neu" }, clock);
        });
        const server = await startTestServer({
          database: database.service,
          dataDir: database.dataDir,
          now: () => clock,
        });
        clock = new Date("2026-05-15T09:00:00Z");
        try {
          const purge = await run(process.execPath, ["scripts/tool.mjs", "purge"], {
            cwd: root,
            env,
          });
          expect(purge.stdout).toMatch(/Deleted 1 enquiries/);
          const leads = await run(process.execPath, leadsCli, { cwd: root, env });
          expect(leads.stdout).toContain("Bernd Neu");
          expect(leads.stdout).not.toContain("Anna Beispiel");
        } finally {
          await server.close();
        }
      } finally {
        await database.dispose();
      }
    },
  );
});
