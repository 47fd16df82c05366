/**
 * A crash between commit and send: the server process is killed with SIGKILL while one
 * enquiry's mails are half-way through SMTP (DATA sent, not yet accepted) and another's are
 * committed but not yet picked up. After a restart on the same data every outbox row is
 * delivered, each exactly once, and SIGTERM then stops the server (and its worker) cleanly.
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/database/connection.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { engines } from "./support/databases.ts";
import { getSession } from "./support/server.ts";
import { spawnServer } from "./support/server-process.ts";
import { makeTinySite } from "./support/tiny-site.ts";
import { startSmtpServer, type TestSmtp } from "./mail-server.ts";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`mail after a crash on ${engine.name}`, () => {
    let fresh: Awaited<ReturnType<typeof engine.fresh>>;
    let smtp: TestSmtp;
    const buildDir = makeTinySite();
    const children: ChildProcess[] = [];
    beforeAll(async () => {
      fresh = await engine.fresh();
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      children.forEach((child) => child.kill("SIGKILL"));
      await smtp?.stop();
      await fresh?.drop();
      rmSync(buildDir, { recursive: true, force: true });
    });

    it(
      "delivers every committed mail exactly once after SIGKILL and restart",
      { timeout: 60_000 },
      async () => {
        const env = {
          BUILD_DIR: buildDir,
          DATA_DIR: fresh.dataDir,
          DATABASE_URL: fresh.databaseUrl,
          SMTP_URL: smtp.url,
          AGENCY_EMAIL: "leads@spreegeist.test",
          MAIL_RETRY_DELAYS: "200ms",
          // On PostgreSQL a claim of the killed process is taken over when its lease ends.
          MAIL_LEASE: "2s",
        };
        const first = await spawnServer(env);
        children.push(first.child);
        const session = await getSession(first.url);

        const release = smtp.hold();
        const sending = await postEnquiry(first.url, session, validEnquiry({ name: "Sending" }));
        expect(sending.status).toBe(201);
        for (let i = 0; smtp.started < 2 && i < 100; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(smtp.started).toBe(2); // both mails are in the middle of DATA
        const waiting = await postEnquiry(first.url, session, validEnquiry({ name: "Waiting" }));
        expect(waiting.status).toBe(201);

        first.child.kill("SIGKILL");
        await first.exited;
        for (let i = 0; smtp.connections() > 0 && i < 100; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, 50)); // onClose comes a tick later
        release(); // the held messages' connections are gone: never accepted
        expect(smtp.received).toHaveLength(0);

        const second = await spawnServer(env);
        children.push(second.child);
        const mails = await smtp.waitFor(4, 15_000);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.received).toHaveLength(4);
        const ids = mails.map((mail) => mail.headers["message-id"]);
        expect(new Set(ids).size).toBe(4);
        for (const name of ["Sending", "Waiting"]) {
          expect(mails.filter((mail) => mail.text.includes(name))).toHaveLength(2);
        }

        second.child.kill("SIGTERM");
        await second.exited;
        expect(second.child.exitCode).toBe(0);

        const database = await openDatabase({
          dataDir: fresh.dataDir,
          databaseUrl: fresh.databaseUrl,
        });
        try {
          const rows = await database.db.select().from(mailOutbox);
          expect(rows).toHaveLength(4);
          expect(rows.every((row) => row.status === "sent")).toBe(true);
          // Each row's Message-ID (of the site's domain) is kept on it (decision 0172).
          const outboxIds = rows.map((row) => `<${row.id}@www.spreegeist-events.de>`).sort();
          expect(rows.map((row) => row.messageId).sort()).toEqual(outboxIds);
          expect([...ids].sort()).toEqual(outboxIds);
        } finally {
          await database.close();
        }
      },
    );
  });
}
