/**
 * POST /api/enquiries against the real server, a real SMTP server and both databases: what
 * is stored before the 201, the two e-mails that follow, idempotency, spam that is silently
 * dropped, and every refusal (with nothing stored).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { getSession, postJson, type Session, type TestServer } from "./support/server.ts";
import {
  startApiTest,
  TEST_AGENCY_EMAIL,
  TEST_MAIL_FROM,
  type ApiTest,
} from "./support/api-test.ts";
import type { TestSmtp } from "./mail-server.ts";
import {
  clearEnquiries,
  newKey,
  outboxOf,
  postEnquiry,
  storedCounts,
  validEnquiry,
  waitForOutbox,
  waitForOutboxSettled,
} from "./enquiry-support.ts";

const AGENCY = TEST_AGENCY_EMAIL;
const FROM = TEST_MAIL_FROM;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`enquiries API on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let smtp: TestSmtp;
    let session: Session;
    let api: ApiTest | undefined;

    beforeAll(async () => {
      api = await startApiTest(engine, { smtp: { from: FROM, agencyEmail: AGENCY } });
      ({ database, server, smtp } = api);
    });
    afterAll(() => api?.close());
    beforeEach(async () => {
      await waitForOutboxSettled(database.service);
      await clearEnquiries(database.service);
      smtp.received.length = 0;
      smtp.reject(null);
      session = await getSession(server.url);
    });

    it("commits the enquiry and one outbox row per e-mail before answering 201", async () => {
      const release = smtp.hold(); // keep the mails from being marked sent
      try {
        const response = await postEnquiry(server.url, session, validEnquiry());
        expect(response.status).toBe(201);
        const body = (await response.json()) as { id: string };
        expect(Object.keys(body)).toEqual(["id"]);
        const [row] = await database.service.run((db) =>
          db.select().from(enquiries).where(eq(enquiries.id, body.id)),
        );
        expect(row).toMatchObject({
          name: "Anna Beispiel",
          company: "Beispiel GmbH",
          email: "anna@beispiel.de",
          participants: 24,
          event: "City Rally Berlin",
          language: "de",
          sourcePage: "/contact?event=City%20Rally%20Berlin",
          channel: "api",
          privacyPolicyVersion: "2.0",
          message: "Hallo,\nwir planen unser Sommerfest.",
        });
        expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(10_000);
        const outbox = await outboxOf(database.service, body.id);
        expect(outbox.map((mail) => mail.kind)).toEqual(["agency", "confirmation"]);
      } finally {
        release();
      }
      const settled = await waitForOutboxSettled(database.service);
      expect(settled.map((mail) => [mail.status, mail.attempts])).toEqual([
        ["sent", 1],
        ["sent", 1],
      ]);
    });

    it("mails the agency (reply-to the visitor) and confirms to the visitor in German", async () => {
      const response = await postEnquiry(server.url, session, validEnquiry());
      const { id } = (await response.json()) as { id: string };
      const mails = await smtp.waitFor(2);
      const agency = mails.find((mail) => mail.envelope.to[0] === AGENCY)!;
      const confirmation = mails.find((mail) => mail.envelope.to[0] === "anna@beispiel.de")!;
      expect(agency.headers.from).toBe(FROM);
      expect(agency.headers["reply-to"]).toBe("Anna Beispiel <anna@beispiel.de>");
      expect(agency.headers.subject).toContain("City Rally Berlin");
      expect(agency.headers.subject).toContain("24 Personen");
      for (const value of [
        "Anna Beispiel",
        "Beispiel GmbH",
        "anna@beispiel.de",
        "+49 30 1234567",
        "24",
        "City Rally Berlin",
        "Mitte Dezember",
        "wir planen unser Sommerfest.",
        id,
      ]) {
        expect(agency.text, value).toContain(value);
        expect(agency.html, value).toContain(value);
      }
      // Message-ID: the outbox row's id, so a resend after a crash carries the same one.
      const outbox = await outboxOf(database.service, id);
      // Of the site's domain, kept on the row (decision 0172).
      expect(agency.headers["message-id"]).toBe(`<${outbox[0]!.id}@www.spreegeist-events.de>`);
      expect(confirmation.headers["message-id"]).toBe(outbox[1]!.messageId);
      expect(outbox[1]!.messageId).toBe(`<${outbox[1]!.id}@www.spreegeist-events.de>`);
      expect(Number.isNaN(Date.parse(agency.headers.date!))).toBe(false);

      expect(confirmation.headers.to).toBe("Anna Beispiel <anna@beispiel.de>");
      expect(confirmation.headers["reply-to"]).toBe(AGENCY);
      expect(confirmation.headers["auto-submitted"]).toBe("auto-generated");
      expect(confirmation.headers.subject).toBe(
        "Ihre Anfrage bei Spreegeist Events: City Rally Berlin",
      );
      expect(confirmation.text).toContain("Guten Tag Anna Beispiel");
      expect(confirmation.text).toContain("innerhalb von 24 Stunden");
      // Not a relay: the visitor's free text is not mailed to the address they typed.
      expect(confirmation.text).not.toContain("Sommerfest");
    });

    it("confirms in English to a visitor of the English page", async () => {
      await postEnquiry(
        server.url,
        session,
        validEnquiry({ language: "en", event: "other", eventOther: "Boat trip", date: undefined }),
      );
      const mails = await smtp.waitFor(2);
      const confirmation = mails.find((mail) => mail.envelope.to[0] === "anna@beispiel.de")!;
      expect(confirmation.headers.subject).toBe(
        "Your enquiry with Spreegeist Events: Other / not sure yet: Boat trip",
      );
      expect(confirmation.text).toContain("Hello Anna Beispiel");
      expect(confirmation.text).toContain("within 24 hours");
      const agency = mails.find((mail) => mail.envelope.to[0] === AGENCY)!;
      expect(agency.headers.subject).toContain("Sonstiges / noch unsicher: Boat trip");
      expect(agency.text).toMatch(/Sprache:\s+English/);
    });

    it("escapes HTML in every field and keeps headers to one line", async () => {
      const html = "<img src=x onerror=alert(1)>";
      const response = await postEnquiry(
        server.url,
        session,
        validEnquiry({
          name: `Eve ${html}`,
          company: `<b>ACME</b> & "Co"`,
          event: "other",
          eventOther: `<script>alert(1)</script>`,
          date: `<i>morgen</i>`,
          message: `</td></table><a href="https://evil.example">klick</a>`,
        }),
      );
      expect(response.status).toBe(201);
      const mails = await smtp.waitFor(2);
      for (const mail of mails) {
        expect(mail.html).not.toMatch(/<img|<script|<b>|<i>|<a href="https:\/\/evil/);
        expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
        expect(mail.html).toContain("&lt;b&gt;ACME&lt;/b&gt; &amp; &quot;Co&quot;");
      }
      const agency = mails.find((mail) => mail.envelope.to[0] === AGENCY)!;
      expect(agency.html).toContain("&lt;/td&gt;&lt;/table&gt;");
      expect(agency.text).toContain(`Eve ${html}`); // plain text stays as typed
      for (const mail of mails) expect(mail.envelope.to).toHaveLength(1);
    });

    it("refuses header injection through every single-line field", async () => {
      const attempts: Array<[string, string]> = [
        ["name", "Eve\r\nBcc: victim@example.com"],
        ["name", "Eve\nSubject: hi"],
        ["email", "eve@example.com\r\nBcc: victim@example.com"],
        ["email", "eve@example.com,victim@example.com"],
        ["email", "Eve <eve@example.com>"],
        ["company", "ACME\rBcc: x@y.z"],
        ["event", "Rally\r\nX-Injected: yes"],
        ["eventOther", "Boat\u2028trip"],
        ["date", "morgen\u0000"],
        ["phone", "030\r\n1234"],
      ];
      for (const [field, value] of attempts) {
        const response = await postEnquiry(server.url, session, validEnquiry({ [field]: value }));
        expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
        const body = (await response.json()) as { fields: Record<string, string> };
        expect(Object.keys(body.fields), field).toEqual([field]);
      }
      expect(await storedCounts(database.service)).toEqual({ enquiries: 0, mails: 0 });
    });

    it("refuses bad values for every field with 400 naming the field, and never crashes", async () => {
      const cases: Array<[string, unknown]> = [
        ["name", ""],
        ["name", "   "],
        ["name", "x".repeat(101)],
        ["name", 42],
        ["name", null],
        ["company", ""],
        ["company", ["ACME"]],
        ["email", "not-an-email"],
        ["email", "a@b"],
        ["email", `${"x".repeat(250)}@example.com`],
        ["phone", "call me"],
        ["phone", "1".repeat(41)],
        ["participants", 3],
        ["participants", 1001],
        ["participants", 12.5],
        ["participants", "12"],
        ["participants", -4],
        ["event", ""],
        ["event", "x".repeat(201)],
        ["eventOther", "x".repeat(201)],
        ["date", "x".repeat(101)],
        ["message", "x".repeat(2001)],
        ["message", "bell\u0007"],
        ["privacy", false],
        ["privacy", "yes"],
        ["language", "fr"],
        ["sourcePage", "https://evil.example/"],
        ["elapsedMs", "fast"],
        ["website", { bot: true }],
        ["unexpected", "field"],
      ];
      for (const [field, value] of cases) {
        const response = await postEnquiry(server.url, session, validEnquiry({ [field]: value }));
        expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
        const body = (await response.json()) as { error: string; fields: Record<string, string> };
        expect(body.error).toBe("invalid_body");
        expect(body.fields[field], `${field}: ${JSON.stringify(value)}`).toBeTruthy();
      }
      for (const field of ["name", "company", "email", "participants", "event", "privacy"]) {
        const { [field]: _gone, ...rest } = validEnquiry() as Record<string, unknown>;
        const response = await postEnquiry(server.url, session, rest);
        expect(response.status, `without ${field}`).toBe(400);
      }
      expect(await storedCounts(database.service)).toEqual({ enquiries: 0, mails: 0 });
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
    });

    it("stores text as typed: umlauts, emoji, quotes, trimmed, CRLF as LF", async () => {
      const response = await postEnquiry(
        server.url,
        session,
        validEnquiry({
          name: "  Zoë Ößwald-Ĳssel 🎉  ",
          message: "Zeile 1\r\nZeile 2\r\n\r\n'; drop table enquiries; --",
          phone: "",
        }),
      );
      const { id } = (await response.json()) as { id: string };
      const [row] = await database.service.run((db) =>
        db.select().from(enquiries).where(eq(enquiries.id, id)),
      );
      expect(row!.name).toBe("Zoë Ößwald-Ĳssel 🎉");
      expect(row!.message).toBe("Zeile 1\nZeile 2\n\n'; drop table enquiries; --");
      expect(row!.phone).toBeNull();
      const mails = await smtp.waitFor(2);
      expect(mails.find((m) => m.envelope.to[0] === AGENCY)!.headers["reply-to"]).toBe(
        "Zoë Ößwald-Ĳssel 🎉 <anna@beispiel.de>",
      );
    });

    it("stores one enquiry for a repeated idempotency key, also when sent at once", async () => {
      const key = newKey();
      const first = await postEnquiry(server.url, session, validEnquiry(), {
        "idempotency-key": key,
      });
      const again = await postEnquiry(server.url, session, validEnquiry(), {
        "idempotency-key": key,
      });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      const firstId = ((await first.json()) as { id: string }).id;
      expect(((await again.json()) as { id: string }).id).toBe(firstId);

      const burstKey = newKey();
      const burst = await Promise.all(
        Array.from({ length: 6 }, () =>
          postEnquiry(server.url, session, validEnquiry(), { "idempotency-key": burstKey }),
        ),
      );
      const ids = await Promise.all(
        burst.map(async (r) => ((await r.json()) as { id: string }).id),
      );
      expect(burst.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(new Set(ids).size).toBe(1);
      expect(await storedCounts(database.service)).toEqual({ enquiries: 2, mails: 4 });
      await smtp.waitFor(4);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received).toHaveLength(4);

      const bad = await postEnquiry(server.url, session, validEnquiry(), {
        "idempotency-key": "x",
      });
      expect(bad.status).toBe(400);
    });

    it("answers spam like success but stores and mails nothing", async () => {
      for (const spam of [{ website: "https://cheap-pills.example" }, { elapsedMs: 900 }]) {
        const response = await postEnquiry(server.url, session, validEnquiry(spam));
        expect(response.status).toBe(201);
        const body = (await response.json()) as { id: string };
        expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(await storedCounts(database.service)).toEqual({ enquiries: 0, mails: 0 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received).toHaveLength(0);
    });

    it("refuses requests without token, of the wrong type, too large, malformed or cross-site", async () => {
      const url = `${server.url}/api/enquiries`;
      const noToken = await postJson(url, undefined, validEnquiry());
      expect(noToken.status).toBe(403);
      expect(((await noToken.json()) as { error: string }).error).toBe("csrf_missing");
      const crossSite = await postJson(url, session, validEnquiry(), {
        "sec-fetch-site": "cross-site",
      });
      expect(crossSite.status).toBe(403);
      const form = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: session.cookie,
          "x-csrf-token": session.token,
        },
        body: "name=x",
      });
      expect(form.status).toBe(415);
      const huge = await postJson(url, session, validEnquiry({ message: "x".repeat(20_000) }));
      expect(huge.status).toBe(413);
      const malformed = await postJson(url, session, '{"name": "Anna",');
      expect(malformed.status).toBe(400);
      const notObject = await postJson(url, session, "[1,2,3]");
      expect(notObject.status).toBe(400);
      for (const response of [noToken, crossSite, form, huge, malformed, notObject]) {
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      }
      expect(await storedCounts(database.service)).toEqual({ enquiries: 0, mails: 0 });
    });

    it("answers 201 while the SMTP server is down and delivers both mails once it is back", async () => {
      await smtp.stop();
      try {
        const response = await postEnquiry(server.url, session, validEnquiry());
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        // Let both mails fail twice (the retry comes 100 ms after the first attempt).
        const rows = await waitForOutbox(database.service, (all) => {
          const mails = all.filter((mail) => mail.enquiryId === id);
          return mails.length === 2 && mails.every((mail) => mail.attempts >= 2);
        });
        const failing = rows.filter((mail) => mail.enquiryId === id);
        for (const mail of failing) {
          expect(mail.status).not.toBe("sent");
          expect(mail.lastError).toBeTruthy();
        }
      } finally {
        await smtp.start();
      }
      await smtp.waitFor(2, 5_000);
      const settled = await waitForOutboxSettled(database.service);
      expect(settled.map((mail) => mail.status)).toEqual(["sent", "sent"]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(2);
    });

    it("gives a mail up when the SMTP server refuses it for good (5xx)", async () => {
      smtp.reject(550);
      const response = await postEnquiry(server.url, session, validEnquiry());
      const { id } = (await response.json()) as { id: string };
      const settled = await waitForOutboxSettled(database.service);
      expect(settled.map((mail) => [mail.status, mail.attempts])).toEqual([
        ["failed", 1],
        ["failed", 1],
      ]);
      expect((await outboxOf(database.service, id))[0]!.lastError).toMatch(/550/);
    });
  });
}
