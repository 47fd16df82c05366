/**
 * `npm run bench` (bench/index.ts runs it with the others): the mailbox reader taking in
 * 1,000 mails from a real Dovecot (tests/api/support/dovecot.ts): 400 answers threaded to
 * mails the app sent, 300 with only the lead's reference in the subject, 200 from a known
 * address, 100 from unknown senders (new "E-Mail" leads), among 500 leads. Timed from the
 * reader's start until every mail is stored and matched; memory is the process's peak RSS
 * and heap growth meanwhile. Target: under 60 s on each engine (issue 43).
 */
import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { openDatabase } from "../server/database/connection.ts";
import { DatabaseService } from "../server/database/service.ts";
import { leadReference } from "../server/leads/store/detail.ts";
import { leads } from "../server/leads/schema.ts";
import { MailboxReader } from "../server/mail/inbound/reader.ts";
import { mailInbound, mailOutbox } from "../server/mail/schema.ts";
import { createMailbox, startDovecot } from "../tests/api/support/dovecot.ts";
import { onEachEngine } from "./lib/engines.ts";
import type { BenchResult } from "./lib/result.ts";

const MAILS = Number(process.env.BENCH_MAILS ?? 1_000);
const LEADS = 500;
const TARGET_MS = 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

export async function run(): Promise<BenchResult[]> {
  const dovecot = await startDovecot();
  try {
    return await onEachEngine(async (engine, env) => {
      const mailbox = createMailbox(dovecot, "bench");
      const database = new DatabaseService(
        () =>
          openDatabase({
            dataDir: env.DATA_DIR!,
            ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
          }),
        quiet,
      );
      await database.start();
      const now = new Date();
      const leadIds = Array.from({ length: LEADS }, () => randomUUID());
      const outIds = leadIds.map(() => randomUUID());
      await database.run(async (db) => {
        await db.insert(leads).values(
          leadIds.map((id, i) => ({
            id,
            createdAt: now,
            language: "de",
            sourcePage: "/kontakt",
            channel: "api",
            name: `Kundin ${i}`,
            company: `Firma ${i}`,
            email: `kundin${i}@firma${i}.example`,
            participants: 10,
            event: "Teamkochen",
            events: ["Teamkochen"],
            privacyPolicyVersion: "2.0",
            state: "contacted" as const,
          })),
        );
        await db.insert(mailOutbox).values(
          outIds.map((id, i) => ({
            id,
            enquiryId: leadIds[i]!,
            kind: "reply",
            status: "sent",
            nextAttemptAt: now,
            createdAt: now,
            messageId: `<${id}@www.spreegeist-events.de>`,
          })),
        );
      });
      // The mails, put in as a mail server delivers them.
      const imap = new ImapFlow({
        host: "127.0.0.1",
        port: dovecot.port,
        secure: false,
        auth: { user: mailbox.address, pass: mailbox.password },
        logger: false,
      });
      await imap.connect();
      for (let i = 0; i < MAILS; i++) {
        const lead = i % LEADS;
        const kind = i < 400 ? "thread" : i < 700 ? "reference" : i < 900 ? "sender" : "new";
        const from =
          kind === "new"
            ? `neu${i}@unbekannt${i}.example`
            : kind === "reference"
              ? `assistenz${i}@firma.example`
              : `kundin${lead}@firma${lead}.example`;
        const subject =
          kind === "reference" ? `Frage [${leadReference(leadIds[lead]!)}]` : `Frage ${i}`;
        const raw = [
          `From: ${from}`,
          `To: ${mailbox.address}`,
          `Subject: ${subject}`,
          `Message-ID: <${randomUUID()}@kunde.example>`,
          ...(kind === "thread" ? [`In-Reply-To: <${outIds[lead]}@www.spreegeist-events.de>`] : []),
          "Content-Type: text/plain; charset=utf-8",
          "",
          `Guten Tag,\r\n\r\nwir haben noch eine Frage (${i}).\r\n\r\n> zitiert`,
        ].join("\r\n");
        await imap.append("INBOX", raw);
      }
      await imap.logout();

      const rssBefore = process.memoryUsage().rss;
      const heapBefore = process.memoryUsage().heapUsed;
      let peakRss = rssBefore;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      const reader = new MailboxReader({
        database,
        config: {
          host: "127.0.0.1",
          port: dovecot.port,
          secure: false,
          user: mailbox.address,
          password: mailbox.password,
          folder: "INBOX",
          address: mailbox.address,
          pollMs: 200,
        },
        settings: {
          ownAddresses: [mailbox.address],
          messageDomain: "www.spreegeist-events.de",
          siteUrl: "https://www.spreegeist-events.de",
        },
        now: () => new Date(),
        log: quiet,
      });
      reader.start();
      let stored = 0;
      while (stored < MAILS) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        stored = await database.run(
          async (db) => (await db.select({ n: count() }).from(mailInbound))[0]!.n,
        );
        if (performance.now() - started > 5 * TARGET_MS) break;
      }
      const ms = performance.now() - started;
      clearInterval(sampler);
      await reader.stop();
      const kinds = await database.run((db) =>
        db
          .select({ kind: mailInbound.kind, n: count() })
          .from(mailInbound)
          .groupBy(mailInbound.kind),
      );
      await database.close();
      const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
      const result: BenchResult = {
        bench: "mailbox",
        case: `${MAILS} mails taken in and matched, ${engine}`,
        perSecond: Math.round((stored / ms) * 1000),
        p99: Math.round(ms),
        met: stored === MAILS && ms < TARGET_MS,
        seconds: Number((ms / 1000).toFixed(1)),
        peakRssMB: Math.round(peakRss / 1024 / 1024),
        rssGrowthMB: Math.round((peakRss - rssBefore) / 1024 / 1024),
        heapGrowthMB: Math.round(heapGrowth / 1024 / 1024),
        kinds: kinds.map((row) => `${row.kind} ${row.n}`).join(", "),
      };
      console.log(result);
      return result;
    });
  } finally {
    dovecot.stop();
  }
}
