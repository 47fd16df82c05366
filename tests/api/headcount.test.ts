/**
 * The headcount link on both engines (decisions 0194, 0195), with bookings made from offers
 * as the acceptance makes them (createBookingFromOffer): the link counts each answer (the
 * live count, diets and guides for staff, the confirmed count the final invoice reads),
 * refuses a second answer from the same address and bad input field by field (storing
 * nothing), closes at the configured time before the event, is throttled per link, and its
 * answers are in the privacy export, erased by address and deleted 30 days after the event.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDay, berlinTime } from "#app/shared/berlin-time.ts";
import { createBookingFromOffer } from "../../server/bookings/booking-store.ts";
import type { Db } from "../../server/database/connection.ts";
import type { HeadcountAnswer } from "../../server/headcount/admin-routes.ts";
import { headcountAnswers } from "../../server/headcount/schema.ts";
import { confirmedHeadcount } from "../../server/headcount/store.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { offerLines, offers } from "../../server/offers/schema.ts";
import { purgeExpiredHeadcountAnswers } from "../../server/retention/purge.ts";
import { adminFetch, adminSession, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { insertDraftOffer } from "./support/draft-offer.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

const today = berlinDay(new Date());

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`the headcount link on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let staff: AdminSession;
    let owner: AdminSession;
    // The server's clock, moved to the link's closing time and back.
    let shift = 0;
    const now = () => new Date(Date.now() + shift);
    const run = <T>(fn: (db: Db) => Promise<T>) => database.service.run(fn);
    const booked: Record<string, { offerId: string; bookingId: string; token: string }> = {};

    /** An accepted offer for one catalogue event on a day, made a booking; its ids and link. */
    async function booking(tag: string, slug: string, title: string, day: string, time: string) {
      const lead = await run((db) =>
        insertLead(
          db,
          {
            idempotencyKey: null,
            language: "de",
            sourcePage: "/",
            channel: "api",
            name: `Kundin ${tag}`,
            company: `${tag} GmbH`,
            email: `kundin.${tag}@beispiel.example`,
            phone: null,
            participants: 20,
            event: title,
            eventOther: null,
            preferredDate: null,
            message: null,
            privacyPolicyVersion: "2.0",
          },
          new Date(),
        ),
      );
      const offerId = await run((db) =>
        insertDraftOffer(db, {
          leadId: lead.id,
          email: `kundin.${tag}@beispiel.example`,
          company: `${tag} GmbH`,
          contactName: `Kundin ${tag}`,
          participants: 20,
        }),
      );
      const bookingId = await run(async (db) => {
        await db
          .update(offerLines)
          .set({ eventSlug: slug, title })
          .where(eq(offerLines.offerId, offerId));
        await db
          .update(offers)
          .set({ status: "accepted", eventDate: day, startTime: time })
          .where(eq(offers.id, offerId));
        return createBookingFromOffer(db, offerId, new Date());
      });
      const answer = await headcountOf(offerId);
      const token = answer.urls.de.split("/").pop()!;
      booked[tag] = { offerId, bookingId, token };
    }
    const headcountOf = async (offerId: string) => {
      const response = await adminFetch(staff, `/api/admin/offers/${offerId}/headcount`);
      expect(response.status).toBe(200);
      return (await response.json()) as HeadcountAnswer;
    };
    const post = (tag: string, fields: Record<string, string>, path = "/teilnahme") =>
      fetch(`${server.url}${path}/${booked[tag]!.token}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams(fields).toString(),
      });
    const answersOf = (tag: string) =>
      run((db) =>
        db
          .select()
          .from(headcountAnswers)
          .where(eq(headcountAnswers.bookingId, booked[tag]!.bookingId)),
      );

    beforeAll(async () => {
      database = await engine.create();
      server = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        now,
        config: { rateLimitPerMinute: 1000, headcountPostsPerLinkPerMinute: 10 },
      });
      staff = await adminSession(database.service, server.url, "staff");
      owner = await adminSession(database.service, server.url, "owner");
      await booking("cook", "teamkochen", "Teamkochen", addDays(today, 10), "14:00");
      await booking("horror", "zombie-virus", "Zombie Virus", addDays(today, 5), "18:00");
      await booking("old", "teamkochen", "Teamkochen", addDays(today, -30), "12:00");
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    it("counts each answer for staff and the final invoice, and refuses a second from the same address", async () => {
      const page = await fetch(`${server.url}/teilnahme/${booked.cook!.token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(page.headers.get("x-ratelimit-limit")).toBe("1000");
      const html = await page.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain('name="diet"'); // a cooking event asks for the diet
      expect(html).not.toContain('name="waiver"');

      const answers: Array<Record<string, string>> = [
        {
          name: "Berta Koch",
          email: "Berta@Beispiel.example",
          attending: "yes",
          guide: "de",
          diet: "vegan",
          dietNote: "Nüsse",
        },
        {
          name: "Carl Cook",
          email: "carl@beispiel.example",
          attending: "yes",
          guide: "en",
          diet: "any",
        },
        { name: "Dora Nein", email: "dora@beispiel.example", attending: "no" },
      ];
      for (const fields of answers) {
        const response = await post("cook", fields);
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(`/teilnahme/${booked.cook!.token}?answered`);
      }
      const thanks = await (
        await fetch(`${server.url}/teilnahme/${booked.cook!.token}?answered`)
      ).text();
      expect(thanks).toContain("Danke, Ihre Antwort ist angekommen");
      expect(thanks).not.toContain("Berta");

      // The same address again, in other letters and spaces: refused, nothing changes.
      const again = await post("cook", {
        ...answers[0]!,
        email: " berta@beispiel.EXAMPLE ",
        diet: "any",
      });
      expect(again.status).toBe(409);
      const refused = await again.text();
      expect(refused).toContain("Für diese E-Mail-Adresse liegt schon eine Antwort vor");
      expect(refused).toContain('data-error-for="email"');
      expect(refused).not.toContain("Carl Cook");

      const summary = await headcountOf(booked.cook!.offerId);
      expect(summary).toMatchObject({
        state: "open",
        language: "de",
        confirmed: 2,
        declined: 1,
        needs: { diet: true, waiver: false },
        diets: { vegan: 1, any: 1 },
        guides: { de: 1, en: 1 },
      });
      expect(summary.urls.en).toBe(
        `${new URL(summary.urls.de).origin}/en/headcount/${booked.cook!.token}`,
      );
      expect(summary.answers.map((a) => [a.email, a.attending, a.diet])).toEqual([
        ["berta@beispiel.example", true, "vegan"],
        ["carl@beispiel.example", true, "any"],
        ["dora@beispiel.example", false, null],
      ]);
      expect(await run((db) => confirmedHeadcount(db, booked.cook!.bookingId))).toBe(2);

      // Staff only: without a session the list is not there.
      const anonymous = await fetch(
        `${server.url}/api/admin/offers/${booked.cook!.offerId}/headcount`,
      );
      expect(anonymous.status).toBe(401);
    });

    it("refuses bad input naming the field, and stores nothing", async () => {
      const cases: Array<[string, Record<string, string>, string]> = [
        ["cook", { name: "Eve\u0007", email: "eve@beispiel.example", attending: "no" }, "name"],
        ["cook", { name: "Eve", email: "eve@", attending: "no" }, "email"],
        [
          "cook",
          { name: "Eve", email: "eve@beispiel.example", attending: "yes", guide: "de" },
          "diet",
        ],
        ["cook", { name: "Eve", email: "eve@beispiel.example", attending: "maybe" }, "attending"],
        [
          "horror",
          { name: "Eve", email: "eve@beispiel.example", attending: "yes", guide: "en" },
          "waiver",
        ],
      ];
      for (const [tag, fields, field] of cases) {
        const response = await post(tag, fields);
        expect(response.status, field).toBe(400);
        expect(await response.text()).toContain(`data-error-for="${field}"`);
      }
      expect((await answersOf("cook")).some((row) => row.email.startsWith("eve"))).toBe(false);
      expect(await answersOf("horror")).toHaveLength(0);
    });

    it("closes the configured 48 hours before the event's start", async () => {
      const start = berlinTime(addDays(today, 5), "18:00").getTime();
      try {
        shift = start - 48 * 3_600_000 - 60_000 - Date.now();
        const inTime = await post("horror", {
          name: "Finn",
          email: "finn@beispiel.example",
          attending: "yes",
          guide: "en",
          waiver: "yes",
        });
        expect(inTime.status).toBe(303);
        shift = start - 48 * 3_600_000 - Date.now();
        const late = await post("horror", {
          name: "Gina",
          email: "gina@beispiel.example",
          attending: "no",
        });
        expect(late.status).toBe(409);
        expect(await late.text()).toContain("Die Anmeldung ist geschlossen");
        const english = await (
          await fetch(`${server.url}/en/headcount/${booked.horror!.token}`)
        ).text();
        expect(english).toContain("Answers are closed");
      } finally {
        shift = 0;
      }
      const rows = await answersOf("horror");
      expect(rows.map((row) => [row.email, row.guide, row.waiverAcceptedAt !== null])).toEqual([
        ["finn@beispiel.example", "en", true],
      ]);
    });

    it("puts a participant's answers in the privacy export and erases them by address", async () => {
      const email = "Carl@Beispiel.example";
      const exported = await adminFetch(
        owner,
        `/api/admin/privacy/person/export?email=${encodeURIComponent(email)}`,
      );
      expect(exported.status).toBe(200);
      const record = (await exported.json()) as { headcount: Array<Record<string, unknown>> };
      expect(record.headcount).toEqual([
        expect.objectContaining({
          name: "Carl Cook",
          attending: true,
          diet: "any",
          guide: "en",
          events: ["Teamkochen"],
        }),
      ]);
      const erase = await adminFetch(owner, "/api/admin/privacy/person/erase", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, confirm: email }),
      });
      expect(erase.status).toBe(200);
      expect(await erase.json()).toMatchObject({ headcountAnswers: 1 });
      const rows = await answersOf("cook");
      expect(rows.map((row) => row.email).sort()).toEqual([
        "berta@beispiel.example",
        "dora@beispiel.example",
      ]);
      expect((await headcountOf(booked.cook!.offerId)).confirmed).toBe(1);
    });

    it("offers the yes count to the final invoice after the event; deletes the answers 30 days after it, not before", async () => {
      await run((db) =>
        db.insert(headcountAnswers).values({
          id: randomUUID(),
          bookingId: booked.old!.bookingId,
          email: "hans@beispiel.example",
          name: "Hans",
          attending: true,
          guide: "de",
          createdAt: new Date(),
        }),
      );
      // After the event the final invoice's draft offers the count of those who said yes.
      const draft = await adminFetch(
        staff,
        `/api/admin/offers/${booked.old!.offerId}/invoices/final/draft`,
      );
      expect(draft.status, await draft.clone().text()).toBe(200);
      expect(await draft.json()).toMatchObject({
        bookedParticipants: 20,
        suggestedParticipants: 1,
      });
      // The event was 30 days ago: kept today, deleted tomorrow.
      expect(await purgeExpiredHeadcountAnswers(database.service, new Date())).toBe(0);
      expect(await answersOf("old")).toHaveLength(1);
      const tomorrow = new Date(Date.now() + 86_400_000);
      expect(await purgeExpiredHeadcountAnswers(database.service, tomorrow)).toBe(1);
      expect(await answersOf("old")).toHaveLength(0);
      expect(await answersOf("cook")).toHaveLength(2); // a booking still to come keeps its answers
    });

    it("throttles the posts to one link from all addresses", async () => {
      let status = 0; // the test server allows 10 posts a minute per link
      for (let i = 0; i <= 10 && status !== 429; i++) {
        status = (await post("old", { name: "", email: "", attending: "" })).status;
      }
      expect(status).toBe(429);
      // Another link is not affected.
      expect((await post("cook", { name: "", email: "", attending: "" })).status).toBe(400);
    });
  });
}
