/**
 * A failed mail is logged by its kind and id, never by its recipients (server/mail/
 * worker.ts): the real server sends an enquiry's two mails to an SMTP server that refuses
 * both recipients the way Postfix does, quoting the address ("550 5.1.1 <…>: Recipient
 * address rejected"): the visitor's for good (5xx: given up), the agency's for now (4xx:
 * tried again later). The log says which mail failed and why, without either address.
 */
import { rmSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";
import { getSession } from "./support/client.ts";
import { engines } from "./support/databases.ts";
import { startLoggedServer, type LoggedServer } from "./support/logged-server.ts";
import { freePort } from "./support/postgres-cluster.ts";
import { makeTinySite } from "./support/tiny-site.ts";

const visitorEmail = "verena.vertraulich@beispiel.example";
const agencyEmail = "anfragen.intern@agentur.example";
const embedded = engines()[0]!;

describe("a failed mail in the log", () => {
  let smtp: SMTPServer;
  let server: LoggedServer | undefined;
  let fresh: Awaited<ReturnType<typeof embedded.fresh>>;
  let buildDir: string;

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      disableReverseLookup: true,
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        const permanent = address.address === visitorEmail;
        const error = new Error(
          `${permanent ? "5.1.1" : "4.2.0"} <${address.address}>: Recipient address rejected: ${permanent ? "User unknown" : "Mailbox busy"}`,
        ) as Error & { responseCode: number };
        error.responseCode = permanent ? 550 : 450;
        callback(error);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", () => resolve()));
    buildDir = makeTinySite();
    fresh = await embedded.fresh();
    server = await startLoggedServer({
      DATA_DIR: fresh.dataDir,
      BUILD_DIR: buildDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      AGENCY_EMAIL: agencyEmail,
      LOG_LEVEL: "info",
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await fresh?.drop();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it("names the mail's kind and id and the SMTP answer, not the address", async () => {
    const session = await getSession(server!.url);
    const answer = await postEnquiry(server!.url, session, validEnquiry({ email: visitorEmail }));
    expect(answer.status).toBe(201);
    await server!.waitForOutput(/Mail confirmation [\w-]+ given up/);
    const log = await server!.waitForOutput(/Mail agency [\w-]+: attempt 1 failed/);
    const lines = log.split("\n").filter((line) => /"msg":"Mail (agency|confirmation) /.test(line));
    expect(lines).toHaveLength(2);
    const given = lines.find((line) => line.includes("given up"))!;
    const retried = lines.find((line) => line.includes("attempt 1 failed"))!;
    expect(given).toMatch(/Mail confirmation [0-9a-f-]{36} given up after 1 attempts: .*550/);
    expect(given).toContain("Recipient address rejected");
    expect(retried).toMatch(/Mail agency [0-9a-f-]{36}: attempt 1 failed \(.*450.*\); next /);
    // Neither recipient, nor any address at all, anywhere in the log.
    expect(log).not.toContain(visitorEmail);
    expect(log).not.toContain(agencyEmail);
    for (const line of lines) expect(line).not.toMatch(/[\w.-]+@[\w-]+\.[\w.]+/);
  });
});
