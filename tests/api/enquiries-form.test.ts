/**
 * The enquiry form without JavaScript (urlencoded POST /contact, /en/contact), the .eml
 * outbox used when SMTP_URL is unset, the rate limit and the 12-month retention, on both
 * databases.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { purgeExpiredLeads as purgeExpiredEnquiries } from "../../server/retention/purge.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, type TestServer } from "./support/server.ts";
import { parseMail } from "./mail-server.ts";
import {
  clearEnquiries,
  postEnquiry,
  postForm,
  storedCounts,
  validEnquiry,
  validFormFields,
  waitForOutboxSettled,
} from "./enquiry-support.ts";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`enquiry form posts and .eml outbox on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;

    let api: ApiTest | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine);
      ({ database, server } = api);
    });
    afterAll(() => api?.close());
    beforeEach(async () => {
      await waitForOutboxSettled(database.service);
      await clearEnquiries(database.service);
    });

    const emlFiles = () => {
      try {
        return readdirSync(path.join(database.dataDir, "outbox")).filter((f) => f.endsWith(".eml"));
      } catch {
        return [];
      }
    };

    it("takes a form post, answers a German confirmation page and writes both mails as .eml", async () => {
      const before = emlFiles().length;
      const response = await postForm(server.url, "/contact", validFormFields);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain("Vielen Dank für Ihre Anfrage");
      expect(html).toContain("24 Stunden");
      const rows = await database.service.run((db) => db.select().from(enquiries));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        channel: "form",
        language: "de",
        sourcePage: "/contact",
        company: "Weber & Söhne KG",
        participants: 40,
        phone: null,
        message: "Zeile eins\nZeile zwei",
      });
      await waitForOutboxSettled(database.service);
      const files = emlFiles();
      expect(files.length - before).toBe(2);
      const agency = files.find((file) => file.includes("-agency-"))!;
      const mail = parseMail(readFileSync(path.join(database.dataDir, "outbox", agency), "utf8"));
      expect(mail.headers.to).toBe("hallo@spreegeist-events.de");
      expect(mail.headers["reply-to"]).toBe("Jonas Weber <jonas@weber.example>");
      expect(mail.headers.subject).toContain("Teamkochen");
      expect(mail.html).toContain("Weber &amp; Söhne KG");
    });

    it("answers in English on /en/contact and lists what to correct, storing nothing", async () => {
      const response = await postForm(server.url, "/en/contact", {
        ...validFormFields,
        email: "not-an-email",
        participants: "2",
        privacy: "",
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("Please check your details");
      expect(html).toContain("Please enter a valid e-mail address");
      expect(html).toContain("Please enter a whole number from 4 to 1000.");
      expect(html).toContain("Please confirm that you have read the privacy policy.");
      expect(html).toContain("back button");
      expect(await storedCounts(database.service)).toEqual({ enquiries: 0, mails: 0 });

      const german = await postForm(server.url, "/contact", { ...validFormFields, name: "" });
      expect(german.status).toBe(400);
      expect(await german.text()).toContain("Bitte füllen Sie „Ihr Name“ aus.");
    });

    it("escapes what was typed in its answer pages", async () => {
      const response = await postForm(server.url, "/contact", {
        ...validFormFields,
        name: "<script>alert(1)</script>",
        email: "x",
      });
      const html = await response.text();
      expect(html).not.toContain("<script>");
    });

    it("stores a form post sent twice (reload, double click) once", async () => {
      await postForm(server.url, "/contact", validFormFields);
      await postForm(server.url, "/contact", validFormFields);
      expect(await storedCounts(database.service)).toEqual({ enquiries: 1, mails: 2 });
    });

    it("refuses form posts that another site or no browser sent", async () => {
      const refused: Array<Record<string, string>> = [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { origin: "https://evil.example" },
        { origin: "null" },
        {},
      ];
      for (const headers of refused) {
        const response = await postForm(server.url, "/contact", validFormFields, headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.text()).toContain("nicht angenommen");
      }
      // Browsers without Sec-Fetch-Site: the Origin of the site or of this server counts.
      for (const origin of ["https://www.spreegeist-events.de", server.url]) {
        const response = await postForm(server.url, "/contact", validFormFields, { origin });
        expect(response.status, origin).toBe(200);
      }
      expect((await storedCounts(database.service)).enquiries).toBe(1);
    });

    it("drops a form post whose honeypot is filled, looking like success", async () => {
      const response = await postForm(server.url, "/en/contact", {
        ...validFormFields,
        event: "Team Cooking", // the English page's title
        website: "http://spam.example",
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Thank you for your enquiry");
      expect(await storedCounts(database.service)).toEqual({ enquiries: 0, mails: 0 });
    });

    it("answers an oversized or non-form body with a page, not JSON", async () => {
      const big = await postForm(server.url, "/contact", {
        ...validFormFields,
        message: "x".repeat(20_000),
      });
      expect(big.status).toBe(400);
      expect(big.headers.get("content-type")).toMatch(/^text\/html/);
      const json = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
        body: "{}",
      });
      expect(json.status).toBe(403);
      expect(json.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await storedCounts(database.service)).toEqual({ enquiries: 0, mails: 0 });
    });

    it("deletes enquiries and their mails after 12 months, keeping younger ones", async () => {
      const session = await getSession(server.url);
      await postEnquiry(server.url, session, validEnquiry({ name: "Old" }));
      await postEnquiry(server.url, session, validEnquiry({ name: "Young" }));
      await waitForOutboxSettled(database.service);
      // Both dates are set, so the test does not depend on the day it runs.
      const receivedAt = { Old: "2025-11-01T10:00:00Z", Young: "2026-11-21T10:00:00Z" };
      for (const [name, at] of Object.entries(receivedAt)) {
        await database.service.run((db) =>
          db
            .update(enquiries)
            .set({ createdAt: new Date(at) })
            .where(eqName(name)),
        );
      }
      const now = new Date("2026-11-21T10:00:00Z");
      expect(await purgeExpiredEnquiries(database.service, now)).toBe(1);
      const left = await database.service.run((db) => db.select().from(enquiries));
      expect(left.map((row) => row.name)).toEqual(["Young"]);
      const mails = await database.service.run((db) => db.select().from(mailOutbox));
      expect(mails).toHaveLength(2);
      // Exactly 12 months is the boundary: kept on the day, gone a day later.
      expect(await purgeExpiredEnquiries(database.service, new Date("2027-11-21T10:00:00Z"))).toBe(
        0,
      );
      expect(await purgeExpiredEnquiries(database.service, new Date("2027-11-22T10:00:00Z"))).toBe(
        1,
      );
    });
  });
}

const eqName = (name: string) => eq(enquiries.name, name);

for (const engine of engines().slice(0, 1)) {
  describe("enquiry rate limit", () => {
    let server: TestServer;
    let api: ApiTest | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { server: { config: { rateLimitPerMinute: 6 } } });
      ({ server } = api);
    });
    afterAll(() => api?.close());

    it("answers 429 JSON (API) and a 429 page (form) past the per-address limit", async () => {
      const session = await getSession(server.url);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await postEnquiry(server.url, session, validEnquiry())).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const limited = await postEnquiry(server.url, session, validEnquiry());
      expect(limited.headers.get("content-type")).toMatch(/^application\/json/);
      expect(((await limited.json()) as { error: string }).error).toBe("too_many_requests");

      const forms: number[] = [];
      const englishForm = { ...validFormFields, event: "Team Cooking" };
      for (let i = 0; i < 3; i++) {
        forms.push((await postForm(server.url, "/en/contact", englishForm)).status);
      }
      expect(forms).toEqual([200, 200, 429]);
      const page = await postForm(server.url, "/en/contact", englishForm);
      expect(await page.text()).toContain("Too many enquiries");
    });
  });
}
