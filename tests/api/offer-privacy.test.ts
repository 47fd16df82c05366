/**
 * What an offer leaves about its customer, on both engines, through the real server and a
 * real SMTP server: the stored PDFs (sent and accepted) carry no link or token, the mail
 * does (decision 0164); an answer to an offer drafted on a lead that was merged into another
 * person's stays on the customer's own lead, and their erase leaves nothing of it, of its
 * mails or of the code mails, listing what is kept (decision 0165); the codes stop at 5 a
 * day and 20 an offer, the page asks the customer to get in touch in their language and the
 * owner is told once (decision 0166). An answer written on another person's lead before
 * decision 0165 goes with the customer's erase too.
 */
import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDay } from "../../app/shared/berlin-time.ts";
import { adminUsers } from "../../server/accounts/schema.ts";
import type { Db } from "../../server/database/connection.ts";
import { leadActivities, leads } from "../../server/leads/schema.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { offerAcceptances, offerCodes, offers } from "../../server/offers/schema.ts";
import { adminFetch } from "./support/admin-session.ts";
import { insertDraftOffer, SEND_OFFER_BODY } from "./support/draft-offer.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { engines } from "./support/databases.ts";
import type { ReceivedMail } from "./mail-server.ts";

const SITE_URL = "https://www.spreegeist-events.de";
const DAY = 24 * 60 * 60 * 1000;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "offer-pdf-"));
  try {
    writeFileSync(path.join(dir, "a.pdf"), pdf);
    return execFileSync("pdftotext", [path.join(dir, "a.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`an offer's customer data on ${engine.name}`, () => {
    let api: ApiTest<"owner">;
    /** Moves the server's clock (the codes of later days). */
    let clockOffsetMs = 0;
    let ownerEmail: string;
    const run = <T>(fn: (db: Db) => Promise<T>) => api.database.service.run(fn);

    beforeAll(async () => {
      api = await startApiTest(engine, {
        server: {
          now: () => new Date(Date.now() + clockOffsetMs),
          config: { siteUrl: SITE_URL },
        },
        smtp: {},
        sessions: { owner: "owner" },
      });
      const id = api.sessions.owner.userId;
      ownerEmail = await run(
        async (db) => (await db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0]!.email,
      );
    });
    afterAll(() => api?.close());

    const admin = (url: string, body: unknown) =>
      adminFetch(api.sessions.owner, url, { method: "POST", body: JSON.stringify(body) });
    const post = (url: string, form: Record<string, string> = {}) =>
      fetch(`${api.server.url}${url}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: api.server.url },
        body: new URLSearchParams(form).toString(),
      });
    async function mailTo(to: string, subject: string, after = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = api.smtp.received
          .slice(after)
          .find((mail) => mail.envelope.to.includes(to) && mail.headers.subject?.includes(subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} about ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    async function lead(name: string, email: string): Promise<string> {
      return run(async (db) => {
        const row = await insertLead(
          db,
          {
            idempotencyKey: null,
            language: "de",
            sourcePage: "/contact",
            channel: "api",
            name,
            company: "Beispiel GmbH",
            email,
            phone: null,
            participants: 12,
            event: "Teamkochen",
            eventOther: null,
            preferredDate: null,
            message: null,
            privacyPolicyVersion: "2.0",
          },
          new Date(),
        );
        await db
          .update(leads)
          .set({ ownerId: api.sessions.owner.userId })
          .where(eq(leads.id, row.id));
        return row.id;
      });
    }

    /** An offer drafted on `leadId` for `email`, sent through the back office's route. */
    async function sendOffer(leadId: string, email: string, contactName: string) {
      const offerId = await run((db) =>
        insertDraftOffer(db, { leadId, email, company: "Beispiel GmbH", contactName }),
      );
      const before = api.smtp.received.length;
      const response = await admin(`/api/admin/offers/${offerId}/send`, SEND_OFFER_BODY);
      expect(response.status).toBe(200);
      const { number } = (await response.json()) as { number: string };
      const mail = await mailTo(email, number, before);
      const token = new RegExp(`${SITE_URL}/angebot/([A-Za-z0-9_-]{43})`).exec(mail.text)![1]!;
      return { offerId, number, token, mail };
    }

    async function requestCode(token: string, email: string): Promise<string> {
      const before = api.smtp.received.length;
      expect((await post(`/angebot/${token}/code`)).status).toBe(200);
      const mail = await mailTo(email, "Ihr Code", before);
      return /\b(\d{6})\b/.exec(mail.text)![1]!;
    }

    const storedPdf = async (offerId: string) =>
      Buffer.from(
        (await run((db) => db.select().from(offers).where(eq(offers.id, offerId))))[0]!.pdf!,
      );

    it("keeps the link and its token out of the stored PDFs: the mail alone carries it", async () => {
      const email = `kunde-${randomUUID().slice(0, 8)}@beispiel.example`;
      const leadId = await lead("Anna Beispiel", email);
      const sent = await sendOffer(leadId, email, "Anna Beispiel");
      expect(sent.mail.text).toContain(`${SITE_URL}/angebot/${sent.token}`);

      const pdf = await storedPdf(sent.offerId);
      const text = pdfText(pdf);
      expect(text).toContain("Online annehmen:");
      expect(text.replace(/\s+/g, " ")).toContain("über den Link in unserer E-Mail");
      expect(text).not.toContain(sent.token);
      expect(text).not.toContain("/angebot/");
      expect(pdf.includes(Buffer.from(sent.token))).toBe(false);
      // The page serves the stored bytes.
      const served = await fetch(`${api.server.url}/angebot/${sent.token}/pdf`);
      expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

      const code = await requestCode(sent.token, email);
      const accepted = await post(`/angebot/${sent.token}/accept`, {
        name: "Anna Beispiel",
        position: "Teamleitung",
        termsAccepted: "yes",
        code,
      });
      expect(accepted.status).toBe(303);
      const [acceptance] = await run((db) =>
        db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, sent.offerId)),
      );
      const copy = Buffer.from(acceptance!.acceptedPdf);
      expect(pdfText(copy)).toContain("Angenommen von Anna Beispiel");
      expect(pdfText(copy)).not.toContain("/angebot/");
      expect(copy.includes(Buffer.from(sent.token))).toBe(false);
    });

    it("writes an answer to an offer on a lead merged into another person's on the customer's own lead, and erases all of it", async () => {
      const x = `x-${randomUUID().slice(0, 8)}@beispiel.example`;
      const y = `y-${randomUUID().slice(0, 8)}@beispiel.example`;
      const leadA = await lead("Xaver Kunde", x);
      const leadB = await lead("Yvonne Kollegin", y);
      const sent = await sendOffer(leadA, x, "Xaver Kunde");
      const merged = await admin(`/api/admin/leads/${leadB}/merge`, { otherId: leadA });
      expect(merged.status).toBe(200);
      await requestCode(sent.token, x);
      const phone = "0171 2345678";
      const declined = await post(`/angebot/${sent.token}/decline`, {
        reason: `Zu teuer, rufen Sie mich an: ${phone}`,
      });
      expect(
        declined.status,
        (await declined.clone().text())
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .slice(0, 1500),
      ).toBe(303);
      await mailTo(ownerEmail, `Angebot ${sent.number} abgelehnt`);

      const state = await run(async (db) => ({
        a: (await db.select().from(leads).where(eq(leads.id, leadA)))[0]!,
        b: (await db.select().from(leads).where(eq(leads.id, leadB)))[0]!,
        onB: await db.select().from(leadActivities).where(eq(leadActivities.leadId, leadB)),
        onA: await db.select().from(leadActivities).where(eq(leadActivities.leadId, leadA)),
      }));
      // Y's lead is not moved and holds nothing of X's answer.
      expect(state.b.state).toBe("new");
      expect(state.b.lostReasonText).toBeNull();
      // (Its merge entry names X's lead until X's erase.)
      const answers = state.onB.filter((entry) => entry.kind !== "merged");
      expect(JSON.stringify(answers)).not.toContain(phone);
      expect(JSON.stringify(answers)).not.toContain("Xaver");
      // X's lead, merged and no longer worked on, holds the answer and is not moved either.
      expect(state.onA.find((entry) => entry.kind === "offer_answered")).toMatchObject({
        actorName: "Xaver Kunde",
        body: expect.stringContaining(phone),
      });
      expect(state.a.state).toBe("offer_sent");

      const mailsAbout = () =>
        run((db) =>
          db
            .select({ id: mailOutbox.id, kind: mailOutbox.kind })
            .from(mailOutbox)
            .where(or(eq(mailOutbox.offerId, sent.offerId), eq(mailOutbox.enquiryId, leadA))),
        );
      expect((await mailsAbout()).map((mail) => mail.kind).sort()).toEqual(
        ["agency", "confirmation", "offer", "offer_answered", "offer_code"].sort(),
      );

      const erased = await admin("/api/admin/privacy/person/erase", { email: x, confirm: x });
      expect(erased.status).toBe(200);
      const answer = (await erased.json()) as {
        enquiries: number;
        mails: number;
        kept: Array<{ document: string; number: string; kind: string; keptUntil: string }>;
      };
      expect(answer.enquiries).toBe(1);
      expect(answer.mails).toBe(5);
      expect(answer.kept).toEqual([
        {
          document: "offer",
          number: sent.number,
          kind: "declined",
          keptUntil: `${Number(berlinDay(new Date()).slice(0, 4)) + 6}-12-31`,
        },
      ]);

      expect(await mailsAbout()).toEqual([]);
      const left = await run(async (db) => ({
        activities: await db
          .select({ id: leadActivities.id })
          .from(leadActivities)
          .where(
            or(
              sql`${leadActivities.body} like ${`%${phone}%`}`,
              sql`${leadActivities.actorName} = 'Xaver Kunde'`,
              sql`${leadActivities.detail}::text like ${`%${phone}%`}`,
            ),
          ),
        leads: await db
          .select()
          .from(leads)
          .where(inArray(leads.id, [leadA, leadB])),
        offer: (await db.select().from(offers).where(eq(offers.id, sent.offerId)))[0]!,
        codes: await db.select().from(offerCodes).where(eq(offerCodes.offerId, sent.offerId)),
      }));
      expect(left.activities).toEqual([]);
      expect(left.leads.map((row) => row.id)).toEqual([leadB]);
      expect(left.offer).toMatchObject({ status: "declined", declineReason: null, leadId: null });
      expect(left.codes).toEqual([]);
    });

    it("erases an answer that was written on another person's lead before it stayed on the customer's", async () => {
      const x = `x-${randomUUID().slice(0, 8)}@beispiel.example`;
      const y = `y-${randomUUID().slice(0, 8)}@beispiel.example`;
      const leadA = await lead("Xaver Kunde", x);
      const leadB = await lead("Yvonne Kollegin", y);
      const sent = await sendOffer(leadA, x, "Xaver Kunde");
      const reason = "Zu teuer, rufen Sie mich an: 0171 7654321";
      const at = new Date();
      // As an answer landed before decision 0165: on B, moving it to lost with X's words.
      await run(async (db) => {
        await db
          .update(offers)
          .set({ status: "declined", closedAt: at, declineReason: reason })
          .where(eq(offers.id, sent.offerId));
        await db
          .update(leads)
          .set({
            state: "lost",
            lostReason: "other",
            lostReasonText: `Vom Kunden online abgelehnt: ${reason}`,
          })
          .where(eq(leads.id, leadB));
        const entry = { leadId: leadB, actorId: null, actorName: "Xaver Kunde", at };
        await db.insert(leadActivities).values([
          {
            ...entry,
            id: randomUUID(),
            kind: "state_changed",
            detail: {
              from: "new",
              to: "lost",
              lostReasonText: `Vom Kunden online abgelehnt: ${reason}`,
            },
          },
          {
            ...entry,
            id: randomUUID(),
            kind: "offer_answered",
            body: reason,
            detail: { offerId: sent.offerId, number: sent.number, answer: "declined" },
          },
        ]);
      });
      const erased = await admin("/api/admin/privacy/person/erase", { email: x, confirm: x });
      expect(erased.status).toBe(200);
      const left = await run(async (db) => ({
        onB: await db.select().from(leadActivities).where(eq(leadActivities.leadId, leadB)),
        b: (await db.select().from(leads).where(eq(leads.id, leadB)))[0]!,
      }));
      expect(left.onB).toEqual([]);
      expect(left.b.lostReasonText).toBe("Vom Kunden online abgelehnt");
    });

    it("stops the codes at 5 a day and 20 an offer, asks the customer to get in touch and tells the owner once", async () => {
      const email = `kunde-${randomUUID().slice(0, 8)}@beispiel.example`;
      const leadId = await lead("Anna Beispiel", email);
      const sent = await sendOffer(leadId, email, "Anna Beispiel");
      const alerts = () =>
        api.smtp.received.filter(
          (mail) =>
            mail.envelope.to.includes(ownerEmail) &&
            mail.headers.subject?.includes(`Angebot ${sent.number}: keine Codes mehr`),
        );
      const base = clockOffsetMs;
      try {
        // 3 in 15 minutes, then 2 more: 5 in the day.
        for (let i = 0; i < 3; i++)
          expect((await post(`/angebot/${sent.token}/code`)).status).toBe(200);
        clockOffsetMs = base + 16 * 60_000;
        for (let i = 0; i < 2; i++)
          expect((await post(`/angebot/${sent.token}/code`)).status).toBe(200);
        clockOffsetMs = base + 32 * 60_000;
        const sixth = await post(`/angebot/${sent.token}/code`);
        expect(sixth.status, await sixth.clone().text()).toBe(429);
        expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(20 * 60 * 60);
        const page = await sixth.text();
        expect(page).toContain("Für heute können wir Ihnen keinen weiteren Code schicken");
        expect(page).toContain('href="tel:');
        expect(page).toContain('href="mailto:');
        expect(page).not.toContain(`action="/angebot/${sent.token}/code"`);
        await mailTo(ownerEmail, `Angebot ${sent.number}: keine Codes mehr`);
        const alert = alerts()[0]!;
        expect(alert.text).toContain(`/admin/leads/${leadId}`);

        // Earlier days' codes: 14 more, so the next day's first is the 20th.
        await run((db) =>
          db.insert(offerCodes).values(
            Array.from({ length: 14 }, (_, i) => ({
              id: randomUUID(),
              offerId: sent.offerId,
              codeHash: "0".repeat(64),
              createdAt: new Date(Date.now() - 2 * DAY - i * 60_000),
              expiresAt: new Date(Date.now() - 2 * DAY),
            })),
          ),
        );
        clockOffsetMs = base + DAY + 60 * 60_000;
        expect((await post(`/angebot/${sent.token}/code`)).status).toBe(200);
        const over = await post(`/en/offer/${sent.token}/code`);
        expect(over.status).toBe(429);
        expect(over.headers.get("retry-after")).toBeNull();
        expect(await over.text()).toContain("We cannot send any more codes for this offer");
        const german = await (await post(`/angebot/${sent.token}/code`)).text();
        expect(german).toContain("Für dieses Angebot können wir keine weiteren Codes schicken");
        const count = await run(
          async (db) =>
            (await db.select().from(offerCodes).where(eq(offerCodes.offerId, sent.offerId))).length,
        );
        expect(count).toBe(20);
        // Told once, however often the cap is hit.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(alerts()).toHaveLength(1);
      } finally {
        clockOffsetMs = base;
      }
    });
  });
}
