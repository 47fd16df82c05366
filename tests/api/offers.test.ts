/**
 * Offers through the real server, a real SMTP server and both databases: a draft made from
 * a lead with two catalogue events (their prices, the minimum group), edited with an extra
 * and a discount (the server computes every figure; made-up totals and unknown fields are
 * refused, bad fields named with their codes), sent with gapless numbers (a refused send
 * gives its number back), the PDF frozen with its SHA-256 and mailed byte for byte, the lead
 * in "offer sent" with its timeline entry and follow-up step; a sent offer refuses changes
 * (409, and the database's trigger refuses SQL); a revision replaces it when sent; no
 * session, no offers; two sends at once on PostgreSQL get consecutive numbers.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCatalogue } from "../../app/shared/event-catalogue.ts";
import { computeTotals } from "../../app/shared/money/totals.ts";
import { berlinDay } from "../../app/shared/berlin-time.ts";
import { leads } from "../../server/leads/schema.ts";
import { insertLead, type NewLead } from "../../server/leads/store/intake.ts";
import { mailAttachments, mailOutbox } from "../../server/mail/schema.ts";
import { offers } from "../../server/offers/schema.ts";
import type { OfferDetail, OfferDraftInput } from "../../server/offers/types.ts";
import { adminFetch, adminSession, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startTestServer, type TestServer } from "./support/server.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtp } from "./mail-server.ts";

const FROM = "Spreegeist Events <hallo@spreegeist.test>";

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    idempotencyKey: null,
    language: "de",
    sourcePage: "/contact",
    channel: "api",
    name: "Anna Beispiel",
    company: "Beispiel GmbH",
    email: "anna@beispiel.de",
    phone: null,
    participants: 18,
    event: "City Rally Berlin",
    events: ["City Rally Berlin", "Seifenkisten-Rennen", "other"],
    eventOther: "Bootsfahrt",
    preferredDate: "Mitte Dezember",
    message: null,
    privacyPolicyVersion: "2.0",
    ...overrides,
  };
}

/** The catalogue's entry of a German title. */
const catalogued = (title: string) =>
  Object.values(eventCatalogue())
    .flat()
    .find((event) => event.de.title === title)!;

const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The decoded bytes of a mail's attachment by its file name. */
function attachment(mail: ReceivedMail, filename: string): Buffer | undefined {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of mail.raw.split(`--${boundary}`)) {
      const at = part.search(/\r?\n\r?\n/);
      if (at === -1) continue;
      const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, " ");
      if (!head.includes(`filename="${filename}"`) && !head.includes(`filename=${filename}`)) {
        continue;
      }
      expect(head.toLowerCase()).toContain("content-type: application/pdf");
      return Buffer.from(part.slice(at).replace(/\s+/g, ""), "base64");
    }
  }
  return undefined;
}

/** What the editor sends back: the draft's fields, nothing computed. */
function draftOf(offer: OfferDetail): OfferDraftInput {
  return {
    language: offer.language,
    customer: offer.customer,
    eventDate: offer.eventDate,
    startTime: offer.startTime,
    durationMinutes: offer.durationMinutes,
    place: offer.place,
    participants: offer.participants,
    intro: offer.intro,
    discount: offer.discount,
    validUntil: offer.validUntil,
    depositBp: offer.depositBp,
    lines: offer.lines.map(({ netCents: _net, ...line }) => line),
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`offers on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let smtp: TestSmtp;
    let staff: AdminSession;
    let owner: AdminSession;
    const today = berlinDay(new Date());
    const year = today.slice(0, 4);
    const run = <T>(fn: Parameters<TestDatabase["service"]["run"]>[0]) =>
      database.service.run(fn) as Promise<T>;

    const call = async <T = Record<string, unknown>>(
      session: AdminSession,
      method: string,
      url: string,
      body?: unknown,
    ) => {
      const response = await adminFetch(session, url, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
    };
    const addLead = async (overrides: Partial<NewLead> = {}) =>
      (await database.service.run((db) => insertLead(db, newLead(overrides), new Date()))).id;
    /** A draft from a new lead, made sendable (a date, an address). */
    const readyDraft = async (overrides: Partial<NewLead> = {}) => {
      const created = await call<OfferDetail>(
        staff,
        "POST",
        `/api/admin/leads/${await addLead(overrides)}/offers`,
      );
      expect(created.status).toBe(201);
      const saved = await call<OfferDetail>(staff, "PUT", `/api/admin/offers/${created.body.id}`, {
        ...draftOf(created.body),
        eventDate: addDays(today, 30),
      });
      expect(saved.status).toBe(200);
      return saved.body;
    };
    const send = (id: string) =>
      call<OfferDetail>(staff, "POST", `/api/admin/offers/${id}/send`, {
        subject: "Ihr Angebot {number}",
        text: "Guten Tag,\n\nanbei das Angebot {number}: {link}",
      });

    beforeAll(async () => {
      database = await engine.create();
      smtp = await startSmtpServer();
      server = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        config: {
          siteUrl: "https://www.spreegeist.test",
          mail: {
            smtpUrl: smtp.url,
            from: FROM,
            agencyEmail: "leads@spreegeist.test",
            retryDelaysMs: [100, 200],
            leaseMs: 60_000,
          },
        },
      });
      owner = await adminSession(database.service, server.url, "owner");
      staff = await adminSession(database.service, server.url, "staff");
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.stop();
      await database?.dispose();
    });

    let first: OfferDetail;
    let leadId: string;

    it("makes a draft from a lead: customer, catalogue prices for at least the minimum group, deposit, validity", async () => {
      leadId = await addLead({ participants: 22 });
      const created = await call<OfferDetail>(staff, "POST", `/api/admin/leads/${leadId}/offers`);
      expect(created.status).toBe(201);
      const offer = created.body;
      const rally = catalogued("City Rally Berlin");
      const soapbox = catalogued("Seifenkisten-Rennen");
      expect(offer).toMatchObject({
        status: "draft",
        number: null,
        version: 1,
        language: "de",
        leadId,
        customer: {
          company: "Beispiel GmbH",
          contactName: "Anna Beispiel",
          email: "anna@beispiel.de",
          address: null,
          vatId: null,
          buyerReference: null,
        },
        participants: 22,
        eventDate: null,
        validUntil: addDays(today, 14),
        // More than 20 people: the default policy asks 50 %.
        depositBp: 5000,
        taxRegime: "small_business",
      });
      // "Other" makes no line; each known event one, for at least its minimum group.
      expect(offer.lines).toEqual([
        {
          kind: "event",
          eventSlug: rally.id,
          title: "City Rally Berlin",
          detail: rally.participants.min > 22 ? expect.any(String) : null,
          quantity: Math.max(22, rally.participants.min),
          unit: "person",
          unitPriceCents: rally.priceFrom * 100,
          taxRateBp: 0,
          netCents: Math.max(22, rally.participants.min) * rally.priceFrom * 100,
        },
        {
          kind: "event",
          eventSlug: soapbox.id,
          title: "Seifenkisten-Rennen",
          detail: soapbox.participants.min > 22 ? expect.any(String) : null,
          quantity: Math.max(22, soapbox.participants.min),
          unit: "person",
          unitPriceCents: soapbox.priceFrom * 100,
          taxRateBp: 0,
          netCents: Math.max(22, soapbox.participants.min) * soapbox.priceFrom * 100,
        },
      ]);
      expect(offer.grossCents).toBe(offer.lines[0]!.netCents + offer.lines[1]!.netCents);

      // A group below an event's minimum is counted at the minimum, and says so.
      const small = await call<OfferDetail>(
        staff,
        "POST",
        `/api/admin/leads/${await addLead({ participants: 12 })}/offers`,
      );
      expect(small.body.lines[0]).toMatchObject({
        quantity: rally.participants.min,
        detail: `Mindestgruppe ${rally.participants.min} Personen`,
      });
      expect(small.body.depositBp).toBe(0);
      expect((await call(staff, "GET", `/api/admin/leads/${leadId}/offers`)).body).toMatchObject({
        items: [{ id: offer.id, status: "draft", company: "Beispiel GmbH" }],
      });
      first = offer;
    });

    it("saves a draft whole with the server's figures; refuses unknown fields and names bad ones", async () => {
      const draft = draftOf(first);
      const withExtra: OfferDraftInput = {
        ...draft,
        eventDate: addDays(today, 30),
        startTime: "14:00",
        durationMinutes: 180,
        place: "Tempelhofer Feld",
        customer: {
          ...draft.customer,
          address: { street: "Torstraße 1", postalCode: "10119", city: "Berlin", country: "de" },
        },
        discount: { kind: "percent", basisPoints: 1000 },
        lines: [
          ...draft.lines,
          {
            kind: "extra",
            eventSlug: null,
            title: "  Getränkepauschale ",
            detail: null,
            quantity: 22,
            unit: "person",
            unitPriceCents: 1850,
            // Under § 19 every rate is stored as 0.
            taxRateBp: 1900,
          },
        ],
      };
      // Figures of the browser's own are not part of a draft: refused, the field named.
      const madeUp = await call<{ problems: Record<string, { code: string }> }>(
        staff,
        "PUT",
        `/api/admin/offers/${first.id}`,
        { ...withExtra, totals: { grossCents: 1 }, grossCents: 1 },
      );
      expect(madeUp.status).toBe(400);
      expect(madeUp.body.problems).toEqual({
        totals: { code: "unknown_field" },
        grossCents: { code: "unknown_field" },
      });

      const saved = await call<OfferDetail>(
        staff,
        "PUT",
        `/api/admin/offers/${first.id}`,
        withExtra,
      );
      expect(saved.status).toBe(200);
      const expected = computeTotals(
        withExtra.lines.map((line) => ({ ...line, taxRateBp: 0 })),
        { kind: "percent", basisPoints: 1000 },
        "small_business",
      );
      expect(saved.body.totals).toEqual(expected);
      expect(saved.body.grossCents).toBe(expected.grossCents);
      expect(saved.body.totals.discountCents).toBe(Math.round(expected.subtotalCents / 10));
      expect(saved.body.depositCents).toBe(Math.round(expected.grossCents / 2));
      expect(saved.body.lines[2]).toMatchObject({
        title: "Getränkepauschale",
        taxRateBp: 0,
        netCents: 22 * 1850,
      });
      expect(saved.body.customer.address?.country).toBe("DE");

      const bad = await call<{
        error: string;
        field: string;
        fields: Record<string, string>;
        problems: Record<string, unknown>;
      }>(staff, "PUT", `/api/admin/offers/${first.id}`, {
        ...withExtra,
        validUntil: addDays(today, -1),
        startTime: "25:00",
        customer: {
          ...withExtra.customer,
          email: "nicht-gültig",
          address: { ...withExtra.customer.address!, postalCode: "1011" },
        },
        discount: { kind: "amount", cents: 999_999_999_999 },
        lines: [
          { ...withExtra.lines[0]!, quantity: 0 },
          { ...withExtra.lines[1]!, unitPriceCents: 10_000_001 },
        ],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe("invalid_offer");
      expect(bad.body.problems).toEqual({
        "customer.email": { code: "invalid_email" },
        "customer.address.postalCode": { code: "invalid_postal_code" },
        startTime: { code: "invalid_time" },
        validUntil: { code: "date_past" },
        "lines.0.quantity": { code: "out_of_range", min: 1, max: 100_000 },
        "lines.1.unitPriceCents": { code: "out_of_range", min: 0, max: 10_000_000 },
        "discount.cents": { code: "discount_too_high", max: expect.any(Number) },
      });
      expect(Object.keys(bad.body.fields)).toEqual(Object.keys(bad.body.problems));
      // No control or direction character anywhere (a company "\u202EHbmG" prints reversed);
      // line breaks only in the introduction and a line's details.
      const [line0, ...otherLines] = withExtra.lines;
      const texts: Array<[OfferDraftInput, string, string]> = [
        [
          { ...withExtra, customer: { ...withExtra.customer, company: "\u202EHbmG relleM" } },
          "customer.company",
          "characters",
        ],
        [{ ...withExtra, place: "Tempelhofer\u2069 Feld" }, "place", "characters"],
        [{ ...withExtra, intro: "Guten Tag,\n\u0007" }, "intro", "characters"],
        [
          { ...withExtra, lines: [{ ...line0!, detail: "Drei\n\u200FGänge" }, ...otherLines] },
          "lines.0.detail",
          "characters",
        ],
        [
          { ...withExtra, lines: [{ ...line0!, title: "Kochen\nBcc: x" }, ...otherLines] },
          "lines.0.title",
          "one_line",
        ],
      ];
      for (const [body, field, code] of texts) {
        const refused = await call<{ field: string; problems: Record<string, { code: string }> }>(
          staff,
          "PUT",
          `/api/admin/offers/${first.id}`,
          body,
        );
        expect([refused.status, refused.body.field], field).toEqual([400, field]);
        expect(refused.body.problems, field).toEqual({ [field]: { code } });
      }
      // Nothing of it was stored.
      expect((await call<OfferDetail>(staff, "GET", `/api/admin/offers/${first.id}`)).body).toEqual(
        saved.body,
      );
      first = saved.body;
    });

    it("sends with the next number, freezes the PDF, mails it and moves the lead; a refused send gives its number back", async () => {
      const draftPdf = await adminFetch(staff, `/api/admin/offers/${first.id}/pdf`);
      expect(draftPdf.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await draftPdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");

      const mailDraft = await call<{ subject: string; text: string }>(
        staff,
        "GET",
        `/api/admin/offers/${first.id}/mail-draft`,
      );
      expect(mailDraft.body.text).toContain("{link}");
      expect(mailDraft.body.text).toContain("Guten Tag Anna Beispiel");
      // Without the link's place the mail is refused, the field named.
      const noLink = await call<{ field: string }>(
        staff,
        "POST",
        `/api/admin/offers/${first.id}/send`,
        {
          subject: mailDraft.body.subject,
          text: "Anbei.",
        },
      );
      expect([noLink.status, noLink.body.field]).toEqual([400, "text"]);

      const sent = await call<OfferDetail>(
        staff,
        "POST",
        `/api/admin/offers/${first.id}/send`,
        mailDraft.body,
      );
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ status: "sent", number: `A-${year}-0001` });

      // A draft without an address to send to: refused after the number was taken.
      const noEmail = await readyDraft({ email: "" as string });
      const refused = await send(noEmail.id);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        field: "customer.email",
        problems: { "customer.email": { code: "required" } },
      });
      const second = await readyDraft();
      expect((await send(second.id)).body.number).toBe(`A-${year}-0002`);

      const [row] = await run<Array<typeof offers.$inferSelect>>((db) =>
        db.select().from(offers).where(eq(offers.id, first.id)),
      );
      const pdf = Buffer.from(row!.pdf!);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(row!.pdfSha256).toBe(createHash("sha256").update(pdf).digest("hex"));
      expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      // A sent offer's PDF is the stored one.
      const stored = await adminFetch(staff, `/api/admin/offers/${first.id}/pdf`);
      expect(Buffer.from(await stored.arrayBuffer()).equals(pdf)).toBe(true);

      const mails = await smtp.waitFor(1);
      await expect
        .poll(
          () => smtp.received.find((mail) => mail.headers.subject?.includes(`A-${year}-0001`)),
          { timeout: 10_000 },
        )
        .toBeDefined();
      const mail = smtp.received.find((m) => m.headers.subject?.includes(`A-${year}-0001`))!;
      expect(mails.length).toBeGreaterThan(0);
      expect(mail.envelope.to).toEqual(["anna@beispiel.de"]);
      expect(mail.headers["reply-to"]).toContain("@agency.example");
      expect(mail.raw).toContain(`Angebot-A-${year}-0001.pdf`);
      expect(attachment(mail, `Angebot-A-${year}-0001.pdf`)?.equals(pdf)).toBe(true);
      const link = /https:\/\/www\.spreegeist\.test\/angebot\/([A-Za-z0-9_-]{43})/.exec(mail.text)!;
      expect(createHash("sha256").update(link[1]!).digest("hex")).toBe(row!.tokenHash);
      // Sent: the files leave the outbox with the message.
      await expect
        .poll(() => run<unknown[]>((db) => db.select().from(mailAttachments)), { timeout: 10_000 })
        .toHaveLength(0);

      const [lead] = await run<Array<typeof leads.$inferSelect>>((db) =>
        db.select().from(leads).where(eq(leads.id, leadId)),
      );
      expect(lead).toMatchObject({
        state: "offer_sent",
        nextStepText: "Angebot nachfassen",
        nextStepDate: addDays(first.validUntil, -2),
      });
      const timeline = (
        await call<{
          timeline: Array<{
            kind: string;
            detail: Record<string, unknown>;
            mail: { kind: string } | null;
          }>;
        }>(staff, "GET", `/api/admin/leads/${leadId}`)
      ).body.timeline;
      const entry = timeline.find((item) => item.kind === "offer_sent");
      expect(entry).toMatchObject({
        detail: { offerId: first.id, number: `A-${year}-0001`, grossCents: first.grossCents },
        mail: { kind: "offer" },
      });
      expect(
        timeline.some((item) => item.kind === "state_changed" && item.detail.to === "offer_sent"),
      ).toBe(true);
      const outbox = await run<Array<{ kind: string }>>((db) =>
        db
          .select({ kind: mailOutbox.kind })
          .from(mailOutbox)
          .where(eq(mailOutbox.enquiryId, leadId)),
      );
      expect(outbox.filter((m) => m.kind === "offer")).toHaveLength(1);
    });

    it("keeps a sent offer as sent: the API answers 409 and the database refuses SQL", async () => {
      expect(
        (await call(staff, "PUT", `/api/admin/offers/${first.id}`, draftOf(first))).status,
      ).toBe(409);
      expect((await call(staff, "DELETE", `/api/admin/offers/${first.id}`)).status).toBe(409);
      expect((await send(first.id)).status).toBe(409);
      // The trigger's own words, under the driver's "Failed query".
      const refusal = (statement: ReturnType<typeof sql>) =>
        run((db) => db.execute(statement)).then(
          () => "stored",
          (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
        );
      expect(
        await refusal(
          sql`update offer_lines set unit_price_cents = 1 where offer_id = ${first.id}`,
        ),
      ).toMatch(/cannot be changed/);
      expect(await refusal(sql`update offers set gross_cents = 1 where id = ${first.id}`)).toMatch(
        /cannot be changed/,
      );
    });

    it("revises a sent offer into a new version that replaces it once sent", async () => {
      const revised = await call<OfferDetail>(
        staff,
        "POST",
        `/api/admin/offers/${first.id}/revise`,
      );
      expect(revised.status).toBe(201);
      expect(revised.body).toMatchObject({
        status: "draft",
        version: 2,
        replacesId: first.id,
        number: null,
      });
      expect(revised.body.lines).toEqual(first.lines);
      expect((await call(staff, "POST", `/api/admin/offers/${first.id}/revise`)).status).toBe(409);
      // Until the new one is sent, the old one is open.
      expect(
        (await call<OfferDetail>(staff, "GET", `/api/admin/offers/${first.id}`)).body.status,
      ).toBe("sent");
      // The new version runs out sooner.
      const shorter = await call(staff, "PUT", `/api/admin/offers/${revised.body.id}`, {
        ...draftOf(revised.body),
        validUntil: addDays(today, 3),
      });
      expect(shorter.status).toBe(200);
      const sent = await send(revised.body.id);
      expect(sent.body).toMatchObject({ status: "sent", number: `A-${year}-0003`, version: 2 });
      const old = (await call<OfferDetail>(staff, "GET", `/api/admin/offers/${first.id}`)).body;
      expect(old).toMatchObject({ status: "replaced", replacedById: revised.body.id });
      // Open offers and the start page: the one running out first on top, the old one gone.
      const open = (
        await call<{ items: Array<{ number: string }> }>(
          staff,
          "GET",
          "/api/admin/offers?status=open",
        )
      ).body.items;
      expect(open.map((item) => item.number)).toEqual([`A-${year}-0003`, `A-${year}-0002`]);
      const soon = await call<{ items: Array<{ number: string }> }>(
        staff,
        "GET",
        "/api/admin/offers?status=open&expiringWithinDays=5",
      );
      expect(soon.body.items.map((item) => item.number)).toEqual([`A-${year}-0003`]);
      const start = await call<{ sentOffers: { count: number; items: unknown[] } }>(
        owner,
        "GET",
        "/api/admin/overview",
      );
      expect(start.body.sentOffers).toMatchObject({
        count: 2,
        items: [
          { number: `A-${year}-0003`, company: "Beispiel GmbH", validUntil: addDays(today, 3) },
          { number: `A-${year}-0002`, validUntil: addDays(today, 14) },
        ],
      });
    });

    it("answers nobody without a session, and only owners change the settings", async () => {
      for (const [method, url] of [
        ["GET", `/api/admin/offers/${first.id}`],
        ["POST", `/api/admin/leads/${leadId}/offers`],
        ["GET", "/api/admin/offers?status=open"],
      ] as const) {
        const response = await fetch(`${server.url}${url}`, {
          method,
          headers: { origin: server.url, "content-type": "application/json" },
          ...(method === "POST" ? { body: "{}" } : {}),
        });
        expect(response.status).toBe(401);
      }
      expect(
        (await call(staff, "PUT", "/api/admin/offers/settings", { depositPolicy: "always" }))
          .status,
      ).toBe(403);
      const changed = await call(owner, "PUT", "/api/admin/offers/settings", {
        depositPolicy: "always",
        eventsPerDay: 2,
      });
      expect(changed.body).toEqual({ depositPolicy: "always", depositBp: 5000, eventsPerDay: 2 });
      expect((await call(staff, "GET", "/api/admin/offers/settings")).body).toEqual(changed.body);
    });

    it.skipIf(engine.name !== "postgres")(
      "gives two sends at the same time two consecutive numbers",
      async () => {
        const [a, b] = [await readyDraft(), await readyDraft()];
        const answers = await Promise.all([send(a.id), send(b.id)]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        expect(answers.map((answer) => answer.body.number).sort()).toEqual([
          `A-${year}-0004`,
          `A-${year}-0005`,
        ]);
      },
    );

    it("warns about a day whose event is booked or which is full", async () => {
      const day = addDays(today, 30);
      // An accepted offer that day with the City Rally (the acceptance itself: offer-acceptance.test.ts).
      await run((db) =>
        db.execute(sql`update offers set status = 'accepted', closed_at = now()
          where number = ${`A-${year}-0002`} and event_date = ${day}`),
      );
      const other = await readyDraft({ events: ["City Rally Berlin"], company: "Andere AG" });
      expect(other.eventDate).toBe(day);
      expect(other.warnings).toEqual([
        {
          kind: "event_booked",
          date: day,
          others: [
            { number: `A-${year}-0002`, title: "City Rally Berlin", company: "Beispiel GmbH" },
          ],
        },
      ]);
      await call(owner, "PUT", "/api/admin/offers/settings", { eventsPerDay: 1 });
      const full = await call<OfferDetail>(staff, "GET", `/api/admin/offers/${other.id}`);
      expect(full.body.warnings.map((warning) => warning.kind)).toEqual([
        "event_booked",
        "day_full",
      ]);
    });

    it("greets by the form of address, writes the address in its country's order and follows up in the sender's language", async () => {
      const draft = await readyDraft({
        language: "en",
        name: "James Smith",
        email: "james@example.co.uk",
      });
      // An unknown form of address is refused with its field named; nothing is stored.
      const bad = await call<{ field?: string }>(staff, "PUT", `/api/admin/offers/${draft.id}`, {
        ...draftOf(draft),
        customer: { ...draft.customer, formOfAddress: "dr" },
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain("customer.formOfAddress");
      const saved = await call<OfferDetail>(staff, "PUT", `/api/admin/offers/${draft.id}`, {
        ...draftOf(draft),
        language: "en",
        customer: {
          ...draft.customer,
          contactName: "James Smith",
          formOfAddress: "mr",
          address: {
            street: "10 Baker Street",
            postalCode: "NW1 6XE",
            city: "London",
            country: "GB",
          },
        },
        durationMinutes: 150,
        discount: { kind: "percent", basisPoints: 1000 },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.customer.formOfAddress).toBe("mr");

      const mailDraft = await call<{ text: string }>(
        staff,
        "GET",
        `/api/admin/offers/${draft.id}/mail-draft`,
      );
      expect(mailDraft.body.text).toMatch(/^Dear Mr Smith,\n/);

      // Sent from the German back office: the team's next step is German.
      const sent = await call<OfferDetail>(staff, "POST", `/api/admin/offers/${draft.id}/send`, {
        subject: "Your offer {number}",
        text: `${mailDraft.body.text}`,
      });
      expect(sent.status).toBe(200);
      const [row] = await run<Array<typeof offers.$inferSelect>>((db) =>
        db.select().from(offers).where(eq(offers.id, draft.id)),
      );
      const dir = mkdtempSync(path.join(tmpdir(), "offer-words-"));
      try {
        writeFileSync(path.join(dir, "o.pdf"), Buffer.from(row!.pdf!));
        const text = execFileSync("pdftotext", ["-layout", path.join(dir, "o.pdf"), "-"], {
          encoding: "utf8",
        });
        expect(text).toMatch(/^\s*Dear Mr Smith,$/m);
        expect(text).toMatch(/10 Baker Street.*\n\s*London.*\n\s*NW1 6XE.*\n\s*UNITED KINGDOM/);
        expect(text).toMatch(/Discount 10%\s+-€/);
        expect(text).toMatch(/2\.5 hours/);
        expect(text).toContain("+49 30 8090 1234");
        expect(text).not.toMatch(/click/i);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const leadOf = async () =>
        (
          await run<Array<typeof leads.$inferSelect>>((db) =>
            db.select().from(leads).where(eq(leads.id, row!.leadId!)),
          )
        )[0]!;
      expect((await leadOf()).nextStepText).toBe("Angebot nachfassen");

      // The same from the English back office.
      const other = await readyDraft({ language: "en" });
      expect(
        (await call(staff, "PUT", "/api/admin/account/preferences", { locale: "en" })).status,
      ).toBe(200);
      try {
        expect((await send(other.id)).status).toBe(200);
        const [otherRow] = await run<Array<typeof offers.$inferSelect>>((db) =>
          db.select().from(offers).where(eq(offers.id, other.id)),
        );
        const [otherLead] = await run<Array<typeof leads.$inferSelect>>((db) =>
          db.select().from(leads).where(eq(leads.id, otherRow!.leadId!)),
        );
        expect(otherLead!.nextStepText).toBe("Follow up the offer");
      } finally {
        await call(staff, "PUT", "/api/admin/account/preferences", { locale: "de" });
      }
    });
  });
}
