/**
 * The customer's online answer to a sent offer, on both engines, through the real server
 * and a real SMTP server: the page (noindex, no-store, no referrer, a CSP without inline
 * anything) and the exact PDF, an unknown link's 404; the mailed code (5 wrong tries burn
 * it, an expired one is refused, at most 3 per 15 minutes); the acceptance stored with the
 * SHA-256 of the PDF sent, the lead won with its timeline, the customer's confirmation
 * with the accepted PDF (its acceptance block read back with pdftotext) and the owner's
 * mail; expired and replaced offers refused with their page; a decline with its reason
 * losing the lead; a cross-site post refused.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../server/accounts/schema.ts";
import type { Db } from "../../server/database/connection.ts";
import { invoices } from "../../server/invoices/schema.ts";
import { leadActivities, leads } from "../../server/leads/schema.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { offerAcceptances, offerCodes, offers } from "../../server/offers/schema.ts";
import { berlinDay } from "../../app/shared/berlin-time.ts";
import { formatDay } from "../../server/documents/words.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { insertDraftOffer, SEND_OFFER_BODY } from "./support/draft-offer.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { readQrCode, storeTestBusiness } from "./support/business.ts";
import sharp from "sharp";
import { engines, type TestDatabase } from "./support/databases.ts";
import type { TestServer } from "./support/server.ts";
import type { ReceivedMail, TestSmtp } from "./mail-server.ts";

const SITE_URL = "https://www.spreegeist-events.de";
const dayFromToday = (days: number) => berlinDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** The PDF a mail carries, from its raw MIME. */
function pdfAttachment(mail: ReceivedMail): { filename: string; content: Buffer } | undefined {
  const match =
    /Content-Type: application\/pdf;?[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(
      mail.raw,
    );
  if (!match) return undefined;
  const filename = /filename="?([^"\r\n;]+)"?/i.exec(mail.raw.slice(match.index))?.[1] ?? "";
  return { filename, content: Buffer.from(match[1]!.replace(/\s+/g, ""), "base64") };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "offer-pdf-"));
  try {
    writeFileSync(path.join(dir, "a.pdf"), pdf);
    return execFileSync("pdftotext", ["-layout", path.join(dir, "a.pdf"), "-"], {
      encoding: "utf8",
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`offer acceptance on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let smtp: TestSmtp;
    let owner: AdminSession;
    /** Moves the server's clock (an offer past its validity). */
    let clockOffsetMs = 0;
    let ownerId: string;
    let ownerEmail: string;
    const run = <T>(fn: (db: Db) => Promise<T>) => database.service.run(fn);

    let api: ApiTest<"owner">;

    beforeAll(async () => {
      api = await startApiTest(engine, {
        server: {
          now: () => new Date(Date.now() + clockOffsetMs),
          config: { siteUrl: SITE_URL },
        },
        smtp: {},
        sessions: { owner: "owner" },
      });
      ({ database, server, smtp } = api);
      await api.database.service.run((db) => storeTestBusiness(db));
      owner = api.sessions.owner;
      ownerId = owner.userId;
      ownerEmail = await run(
        async (db) =>
          (await db.select().from(adminUsers).where(eq(adminUsers.id, ownerId)))[0]!.email,
      );
    });
    afterAll(() => api?.close());

    /**
     * A lead owned by the owner with an offer on it, sent by the real `sendOffer`: its token
     * read from the link in the customer's mail, as the customer opens it.
     */
    async function sentOffer(
      options: { status?: "sent" | "replaced"; email?: string; participants?: number } = {},
    ) {
      const email = options.email ?? `kunde-${randomUUID().slice(0, 8)}@beispiel.example`;
      const offerId = randomUUID();
      const participants = options.participants ?? 20;
      const lines = [
        {
          title: "Teamkochen",
          detail: "Drei Gänge",
          quantity: participants,
          unit: "person" as const,
          unitPriceCents: 8900,
          taxRateBp: 0,
        },
        {
          title: "Getränkepauschale",
          detail: null,
          quantity: 1,
          unit: "flat" as const,
          unitPriceCents: 25000,
          taxRateBp: 0,
        },
      ];
      const before = smtp.received.length;
      const { leadId } = await run(async (db) => {
        const lead = await insertLead(
          db,
          {
            idempotencyKey: null,
            language: "de",
            sourcePage: "/contact",
            channel: "api",
            name: "Anna Beispiel",
            company: "Beispiel GmbH",
            email,
            phone: null,
            participants,
            event: "Teamkochen",
            eventOther: null,
            preferredDate: null,
            message: null,
            privacyPolicyVersion: "2.0",
          },
          new Date(),
        );
        await db.update(leads).set({ ownerId }).where(eq(leads.id, lead.id));
        await insertDraftOffer(db, {
          id: offerId,
          leadId: lead.id,
          email,
          company: "Beispiel GmbH",
          contactName: "Anna Beispiel",
          participants,
          depositBp: 5000,
          lines,
        });
        return { leadId: lead.id };
      });
      // Sent as staff send it: the back office's route (number, PDF, token, mail).
      const response = await adminFetch(owner, `/api/admin/offers/${offerId}/send`, {
        method: "POST",
        body: JSON.stringify(SEND_OFFER_BODY),
      });
      expect(response.status).toBe(200);
      const { number } = (await response.json()) as { number: string };
      if (options.status === "replaced") {
        await run((db) =>
          db
            .update(offers)
            .set({ status: "replaced", closedAt: new Date() })
            .where(eq(offers.id, offerId)),
        );
      }
      const mail = await mailTo(email, number, before);
      const link = new RegExp(`${SITE_URL}/angebot/([A-Za-z0-9_-]{43})`).exec(mail.text);
      const token = link![1]!;
      const pdf = await run(
        async (db) => (await db.select().from(offers).where(eq(offers.id, offerId)))[0]!.pdf!,
      );
      return { token, offerId, leadId, number, email, pdf: Buffer.from(pdf) };
    }

    const post = (url: string, form: Record<string, string> = {}, origin = server.url) =>
      fetch(`${server.url}${url}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams(form).toString(),
      });

    /** Waits for a mail to `to` whose subject holds `subject`. */
    async function mailTo(to: string, subject: string, after = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = smtp.received
          .slice(after)
          .find((mail) => mail.envelope.to.includes(to) && mail.headers.subject?.includes(subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} about ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    /** Asks for a code and reads it from the mail. */
    async function requestCode(offer: { token: string; email: string }): Promise<string> {
      const before = smtp.received.length;
      const response = await post(`/angebot/${offer.token}/code`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('name="code"');
      const mail = await mailTo(offer.email, "Ihr Code", before);
      return /\b(\d{6})\b/.exec(mail.text)![1]!;
    }
    const accept = (token: string, code: string, overrides: Record<string, string> = {}) =>
      post(`/angebot/${token}/accept`, {
        name: "Anna Beispiel",
        position: "Teamleitung",
        termsAccepted: "yes",
        code,
        ...overrides,
      });

    it("shows a sent offer as its PDF does, with the exact PDF, and 404 for any other link", async () => {
      const offer = await sentOffer();
      const response = await fetch(`${server.url}/angebot/${offer.token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toMatch(/script-src/);
      const page = await response.text();
      expect(page).toContain('<meta name="robots" content="noindex">');
      expect(page).not.toContain("<script");
      for (const fact of [
        `Angebot ${offer.number}`,
        "Teamkochen",
        "20\u00a0Pers.",
        "89,00\u00a0€",
        "2.030,00\u00a0€",
        "Gemäß § 19 UStG",
        "Anzahlung von 50",
        "Stornierung",
        "Kreuzberg",
        `/angebot/${offer.token}/pdf`,
        'action="/angebot/',
      ]) {
        expect(page).toContain(fact);
      }
      // Nothing beyond the offer: no lead id, no offer id.
      expect(page).not.toContain(offer.leadId);
      expect(page).not.toContain(offer.offerId);

      const english = await (await fetch(`${server.url}/en/offer/${offer.token}`)).text();
      expect(english).toContain(`Offer ${offer.number}`);
      expect(english).toContain("Decline");

      const pdf = await fetch(`${server.url}/angebot/${offer.token}/pdf`);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(sha256(Buffer.from(await pdf.arrayBuffer()))).toBe(sha256(offer.pdf));

      const wrong = randomBytes(32).toString("base64url");
      for (const url of [
        `/angebot/${wrong}`,
        `/en/offer/${wrong}`,
        "/angebot/kurz",
        `/angebot/${wrong}/pdf`,
      ]) {
        const missing = await fetch(`${server.url}${url}`);
        expect(missing.status, url).toBe(404);
        expect(missing.headers.get("x-robots-tag")).toContain("noindex");
        expect(await missing.text()).not.toContain("Teamkochen");
      }
      expect((await post(`/angebot/${wrong}/code`)).status).toBe(404);
    });

    it("burns a code after 5 wrong tries, refuses an expired one, then accepts: stored, won, mailed, deposit invoiced", async () => {
      const offer = await sentOffer({ participants: 25 });
      const first = await requestCode(offer);
      const wrongCode = first === "000000" ? "111111" : "000000";
      // Missing fields burn no try.
      const incomplete = await accept(offer.token, first, { name: "", termsAccepted: "" });
      expect(incomplete.status).toBe(400);
      const incompletePage = await incomplete.text();
      expect(incompletePage).toContain("Bitte geben Sie Ihren Namen an.");
      expect(incompletePage).toContain("Bitte bestätigen Sie die AGB.");
      for (let i = 1; i <= 5; i++) {
        const refused = await accept(offer.token, wrongCode);
        expect(refused.status).toBe(422);
        const text = await refused.text();
        if (i < 5) expect(text).toContain(`Noch ${5 - i}`);
        else expect(text).toContain("Zu viele falsche Versuche");
      }
      // The right code no longer helps once burnt.
      expect((await accept(offer.token, first)).status).toBe(422);

      const second = await requestCode(offer);
      await run((db) =>
        db
          .update(offerCodes)
          .set({ expiresAt: new Date(Date.now() - 60_000) })
          .where(and(eq(offerCodes.offerId, offer.offerId), eq(offerCodes.attempts, 0))),
      );
      const expired = await accept(offer.token, second);
      expect(expired.status).toBe(422);
      expect(await expired.text()).toContain("Dieser Code ist abgelaufen");

      const third = await requestCode(offer);
      const before = smtp.received.length;
      const accepted = await fetch(`${server.url}/angebot/${offer.token}/accept`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          "user-agent": "Testbrowser/1.0",
        },
        body: new URLSearchParams({
          name: "Anna Beispiel",
          position: "Teamleitung",
          termsAccepted: "yes",
          code: third,
        }).toString(),
      });
      expect(accepted.status).toBe(303);
      expect(accepted.headers.get("location")).toBe(`/angebot/${offer.token}`);

      // The used code cannot be used again: the offer is accepted and says so.
      const again = await accept(offer.token, third);
      expect(again.status).toBe(409);
      expect(await again.text()).toContain("Vielen Dank, Sie haben das Angebot angenommen");

      const stored = await run(async (db) => {
        const [acceptance] = await db
          .select()
          .from(offerAcceptances)
          .where(eq(offerAcceptances.offerId, offer.offerId));
        const [row] = await db.select().from(offers).where(eq(offers.id, offer.offerId));
        const [lead] = await db.select().from(leads).where(eq(leads.id, offer.leadId));
        const activities = await db
          .select()
          .from(leadActivities)
          .where(eq(leadActivities.leadId, offer.leadId));
        const codes = await db
          .select()
          .from(offerCodes)
          .where(eq(offerCodes.offerId, offer.offerId));
        return { acceptance: acceptance!, row: row!, lead: lead!, activities, codes };
      });
      expect(stored.acceptance).toMatchObject({
        name: "Anna Beispiel",
        position: "Teamleitung",
        clientAddress: "127.0.0.1",
        userAgent: "Testbrowser/1.0",
        pdfSha256: sha256(offer.pdf),
      });
      expect(stored.row.status).toBe("accepted");
      expect(stored.row.closedAt).not.toBeNull();
      expect(stored.lead.state).toBe("won");
      expect(stored.activities.map((a) => a.kind)).toEqual(
        expect.arrayContaining(["state_changed", "offer_answered"]),
      );
      expect(stored.activities.find((a) => a.kind === "offer_answered")!.detail).toEqual({
        offerId: offer.offerId,
        number: offer.number,
        answer: "accepted",
        grossCents: 247500,
      });
      expect(stored.codes.filter((code) => code.usedAt !== null)).toHaveLength(1);
      // The deposit invoice (above 20 participants by the default policy), after the commit.
      const issued = await run((db) =>
        db.select().from(invoices).where(eq(invoices.offerId, offer.offerId)),
      );
      expect(issued.map((invoice) => invoice.kind)).toEqual(["deposit_invoice"]);

      const confirmation = await mailTo(offer.email, "angenommen", before);
      const attached = pdfAttachment(confirmation);
      expect(attached?.filename).toBe(`Angebot-${offer.number}.pdf`);
      const text = pdfText(attached!.content).replace(/\s+/g, " ");
      expect(text).toContain("Angenommen von Anna Beispiel, Teamleitung");
      expect(text).toContain(sha256(offer.pdf).slice(0, 16));
      expect(sha256(attached!.content)).toBe(sha256(stored.acceptance.acceptedPdf));

      const ownerMail = await mailTo(ownerEmail, `Angebot ${offer.number} angenommen`, before);
      expect(ownerMail.text).toContain(`/admin/leads/${offer.leadId}`);
      expect(ownerMail.text).toContain("Beispiel GmbH");

      const page = await (await fetch(`${server.url}/angebot/${offer.token}`)).text();
      expect(page).toContain("Sie erhalten eine Bestätigung per E-Mail");
      // Beside it, the deposit to pay with its GiroCode: rendered and read back by zbar.
      expect(page).toContain('data-testid="deposit-payment"');
      expect(page).toContain("DE02 1203 0000 0000 2020 51");
      const svg = /<svg[\s\S]*?<\/svg>/.exec(page.slice(page.indexOf("deposit-payment")))![0];
      expect(readQrCode(await sharp(Buffer.from(svg), { density: 300 }).png().toBuffer())).toBe(
        ["BCD", "002", "1", "SCT", "BYLADEM1001", "Lena Hartmann", "DE02120300000000202051"]
          .concat([`EUR${(issued[0]!.amountDueCents / 100).toFixed(2)}`, "", "", issued[0]!.number])
          .join("\n"),
      );
      const copy = await fetch(`${server.url}/angebot/${offer.token}/pdf?copy=accepted`);
      expect(sha256(Buffer.from(await copy.arrayBuffer()))).toBe(
        sha256(stored.acceptance.acceptedPdf),
      );
    });

    it("mails at most 3 codes per offer in 15 minutes", async () => {
      const offer = await sentOffer();
      for (let i = 0; i < 3; i++)
        expect((await post(`/angebot/${offer.token}/code`)).status).toBe(200);
      const fourth = await post(`/angebot/${offer.token}/code`);
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(await fourth.text()).toContain("Sie haben schon mehrere Codes angefordert");
      const count = await run(
        async (db) =>
          (await db.select().from(offerCodes).where(eq(offerCodes.offerId, offer.offerId))).length,
      );
      expect(count).toBe(3);
    });

    it("refuses an expired and a replaced offer with what to do instead", async () => {
      const expired = await sentOffer();
      // The server's clock 15 days on: the offer's last day (14 days) has passed.
      clockOffsetMs = 15 * 24 * 60 * 60 * 1000;
      const page = await (await fetch(`${server.url}/angebot/${expired.token}`)).text();
      expect(page).toContain("Dieses Angebot ist abgelaufen");
      expect(page).toContain(`Dieses Angebot galt bis zum ${formatDay(dayFromToday(14), "de")}`);
      expect(page).not.toContain(`action="/angebot/${expired.token}/accept"`);
      const code = await post(`/angebot/${expired.token}/code`);
      expect(code.status).toBe(409);
      expect(await code.text()).toContain("abgelaufen");
      expect((await accept(expired.token, "123456")).status).toBe(409);
      clockOffsetMs = 0;

      const replaced = await sentOffer({ status: "replaced" });
      const replacedPage = await (await fetch(`${server.url}/angebot/${replaced.token}`)).text();
      expect(replacedPage).toContain("Es gibt eine neuere Fassung");
      expect((await post(`/angebot/${replaced.token}/decline`, { reason: "x" })).status).toBe(409);
      const states = await run(
        async (db) =>
          (await db.select().from(offers).where(eq(offers.id, expired.offerId)))[0]!.status,
      );
      expect(states).toBe("sent");
    });

    it("declines with the customer's reason: the lead lost with it, the owner told; refuses cross-site posts", async () => {
      const offer = await sentOffer();
      const forged = await post(
        `/angebot/${offer.token}/decline`,
        { reason: "x" },
        "https://evil.example",
      );
      expect(forged.status).toBe(403);
      // The back office's stream, open while the customer declines: told at once.
      const stream = http.get(`${server.url}/api/admin/leads/stream`, {
        headers: { cookie: owner.cookie },
      });
      const heard = new Promise<string>((resolve, reject) => {
        stream.on("response", (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => {
            text += chunk.toString("utf8");
            const event = /event: offer\ndata: (.+)\n/.exec(text);
            if (event) resolve(event[1]!);
          });
        });
        stream.on("error", reject);
      });
      // The stream has started (its first line) before the customer answers.
      await new Promise((resolve) => stream.once("response", resolve));
      const before = smtp.received.length;
      const declined = await post(`/angebot/${offer.token}/decline`, {
        reason: "Zu teuer für uns",
      });
      expect(declined.status).toBe(303);
      const { row, lead } = await run(async (db) => ({
        row: (await db.select().from(offers).where(eq(offers.id, offer.offerId)))[0]!,
        lead: (await db.select().from(leads).where(eq(leads.id, offer.leadId)))[0]!,
      }));
      expect(row).toMatchObject({ status: "declined", declineReason: "Zu teuer für uns" });
      expect(JSON.parse(await heard)).toMatchObject({
        offerId: offer.offerId,
        leadId: offer.leadId,
        ownerId,
        customer: "Beispiel GmbH",
        number: offer.number,
        answer: "declined",
      });
      stream.destroy();
      expect(lead).toMatchObject({
        state: "lost",
        lostReason: "other",
        lostReasonText: "Vom Kunden online abgelehnt: Zu teuer für uns",
      });
      const mail = await mailTo(ownerEmail, `Angebot ${offer.number} abgelehnt`, before);
      expect(mail.text).toContain("Zu teuer für uns");
      const page = await (await fetch(`${server.url}/angebot/${offer.token}`)).text();
      expect(page).toContain("Sie haben das Angebot abgelehnt");
    });

    it("refuses control and direction characters in the accept and decline forms with a 400 page, storing nothing", async () => {
      const offer = await sentOffer();
      const code = await requestCode(offer);
      const refusals: Array<[string, Record<string, string>, RegExp]> = [
        ["a NUL in the name", { name: "Anna\u0000Beispiel" }, /Steuer- oder Richtungszeichen/],
        [
          "a NUL in the position",
          { position: "Team\u0000leitung" },
          /Steuer- oder Richtungszeichen/,
        ],
        // The signer's name would print reversed on the accepted copy.
        [
          "a right-to-left override",
          { name: "\u202Eleipsieb anna" },
          /Steuer- oder Richtungszeichen/,
        ],
        ["an isolate", { position: "\u2067Teamleitung\u2069" }, /Steuer- oder Richtungszeichen/],
        ["a C1 control", { name: "Anna\u009BBeispiel" }, /Steuer- oder Richtungszeichen/],
        ["a line break", { name: "Anna\nBcc: x@example.com" }, /Steuer- oder Richtungszeichen/],
        ["a NUL in the code", { code: `${code}\u0000` }, /Der Code hat 6 Ziffern/],
      ];
      for (const [what, fields, words] of refusals) {
        const response = await accept(offer.token, code, fields);
        const page = await response.text();
        expect(response.status, what).toBe(400);
        expect(page, what).toMatch(words);
      }
      // The English page words it in English.
      const english = await post(`/en/offer/${offer.token}/accept`, {
        name: "\u202EAnna",
        position: "Lead",
        termsAccepted: "yes",
        code,
      });
      expect(english.status).toBe(400);
      expect(await english.text()).toContain("invisible control or direction character");

      for (const reason of ["Zu\u0000teuer", "Zu \u202Eteuer", "Zu \u2028teuer"]) {
        const declined = await post(`/angebot/${offer.token}/decline`, { reason });
        expect(declined.status, JSON.stringify(reason)).toBe(400);
        expect(await declined.text()).toContain("Steuer- oder Richtungszeichen");
      }
      const stored = await run(async (db) => ({
        row: (await db.select().from(offers).where(eq(offers.id, offer.offerId)))[0]!,
        acceptances: await db
          .select()
          .from(offerAcceptances)
          .where(eq(offerAcceptances.offerId, offer.offerId)),
      }));
      expect(stored.row.status).toBe("sent");
      expect(stored.acceptances).toEqual([]);

      // The reason has several lines: a line break is fine there.
      const declined = await post(`/angebot/${offer.token}/decline`, {
        reason: "Zu teuer.\r\nVielleicht nächstes Jahr.",
      });
      expect(declined.status).toBe(303);
      const row = await run(
        async (db) => (await db.select().from(offers).where(eq(offers.id, offer.offerId)))[0]!,
      );
      expect(row.declineReason).toBe("Zu teuer.\r\nVielleicht nächstes Jahr.");
    });
  });
}
