/**
 * The booking calendar's API on both engines, with bookings made as the app makes them
 * (drafted, sent, accepted with the mailed code): a range lists only accepted offers, by
 * day and start time, with event, company, participants, place and owner; bad ranges are
 * 400 naming the field; each person's feed address is theirs alone (status, make, reset,
 * off), 404 when unknown, malformed, reset or off; the .ics parses with one VEVENT per
 * booking, a timed January booking at its Berlin time in UTC, an all-day one as dates, and
 * nothing of the customer beyond the booking; no session is 401.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../server/bookings/store.ts";
import type { Db } from "../../server/database/connection.ts";
import { leads } from "../../server/leads/schema.ts";
import { insertLead, type NewLead } from "../../server/leads/store/intake.ts";
import { acceptedOffer, emlMailText, type BookingDetails } from "../support/booking-flow.ts";
import { adminFetch, adminSession, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

// The server's clock: late November 2026, so January 2027 is ahead and in winter (UTC+1).
const CLOCK_START = Date.parse("2026-11-20T10:00:00Z");
const realStart = Date.now();
const now = () => new Date(CLOCK_START + (Date.now() - realStart));

function lead(tag: string): NewLead {
  return {
    idempotencyKey: null,
    language: "de",
    sourcePage: "/events/teamkochen",
    channel: "api",
    name: `Anna ${tag}`,
    company: `${tag} GmbH`,
    email: `anna.${tag.toLowerCase()}@beispiel.example`,
    phone: "+49 30 999999",
    participants: 20,
    event: "Teamkochen",
    eventOther: null,
    preferredDate: null,
    message: `Geheime Nachricht von ${tag}`,
    privacyPolicyVersion: "2.0",
  };
}

/** The .ics text with folded lines joined (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`booking calendar on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let owner: AdminSession;
    let staff: AdminSession;
    const run = <T>(fn: (db: Db) => Promise<T>) => database.service.run(fn);
    const booked: Record<string, { offerId: string; number: string }> = {};

    /** A lead of `tag`'s company owned by `ownerId`, and an offer on it sent (and accepted). */
    async function booking(
      tag: string,
      details: BookingDetails,
      ownerId: string | null,
      accept = true,
      overrideClash = false,
    ) {
      const stored = await run((db) => insertLead(db, lead(tag), now()));
      await run((db) => db.update(leads).set({ ownerId }).where(eq(leads.id, stored.id)));
      const client = {
        origin: server.url,
        cookie: staff.cookie,
        mailText: emlMailText(database.dataDir),
      };
      if (accept) return acceptedOffer(client, stored.id, details, { overrideClash });
      return acceptedOffer(client, stored.id, details, { accept: false });
    }

    beforeAll(async () => {
      database = await engine.create();
      server = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        now,
      });
      owner = await adminSession(database.service, server.url, "owner");
      staff = await adminSession(database.service, server.url, "staff");
      const afternoon = { startTime: "14:00", durationMinutes: 180, place: "Markthalle Neun" };
      booked.timed = await booking(
        "Timed",
        { eventDate: "2027-01-14", ...afternoon },
        staff.userId,
      );
      booked.morning = await booking(
        "Morning",
        { eventDate: "2027-01-14", startTime: "09:30", durationMinutes: 90, place: null },
        null,
        true,
        // A second booking that day: sent over the clash on purpose (decision 0193).
        true,
      );
      booked.allDay = await booking(
        "AllDay",
        { eventDate: "2027-01-07", startTime: null, durationMinutes: null, place: "Tempelhof" },
        owner.userId,
      );
      booked.later = await booking(
        "Later",
        { eventDate: "2027-03-10", ...afternoon },
        staff.userId,
      );
      booked.open = await booking(
        "OnlySent",
        { eventDate: "2027-01-20", ...afternoon },
        staff.userId,
        false,
      );
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const bookings = async (session: AdminSession, from: string, to: string) => {
      const response = await adminFetch(session, `/api/admin/bookings?from=${from}&to=${to}`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it("lists only accepted offers in the range, by day and start time, with their details", async () => {
      const { status, body } = await bookings(staff, "2027-01-01", "2027-01-31");
      expect(status).toBe(200);
      const list = body.bookings as Booking[];
      expect(list.map((b) => b.offerId)).toEqual([
        booked.allDay!.offerId,
        booked.morning!.offerId,
        booked.timed!.offerId,
      ]);
      const timed = list[2]!;
      expect(timed).toMatchObject({
        number: booked.timed!.number,
        date: "2027-01-14",
        startTime: "14:00",
        durationMinutes: 180,
        place: "Markthalle Neun",
        participants: 20,
        company: "Timed GmbH",
        contactName: "Anna Timed",
        ownerId: staff.userId,
        ownerName: "Stefan Staff",
        // No deposit open within a week of the event (the browser spec shows one that is).
        depositOpenCents: null,
      });
      expect(timed.title).not.toBe("");
      expect(list[0]).toMatchObject({ startTime: null, ownerName: "Olga Owner" });
      expect(list[1]).toMatchObject({ ownerId: null, ownerName: null, place: null });
      // Both ends of the range count; the day after the last one does not.
      const edges = await bookings(owner, "2027-01-07", "2027-01-14");
      expect((edges.body.bookings as Booking[]).length).toBe(3);
      const march = await bookings(owner, "2027-03-10", "2027-03-10");
      expect((march.body.bookings as Booking[]).map((b) => b.offerId)).toEqual([
        booked.later!.offerId,
      ]);
    });

    it("refuses bad ranges with 400 naming the field", async () => {
      const cases: Array<[string, string]> = [
        ["from=2027-01-31&to=2027-01-01", "to"],
        ["from=2027-01-01&to=2027-03-04", "to"], // 63 days
        ["from=2027-02-30&to=2027-03-01", "from"],
        ["from=2027-01-01", "to"],
        ["from=januar&to=2027-01-02", "from"],
      ];
      for (const [query, field] of cases) {
        const response = await adminFetch(staff, `/api/admin/bookings?${query}`);
        expect(response.status, query).toBe(400);
        expect(((await response.json()) as { field?: string }).field, query).toBe(field);
      }
      // 62 days, both included, are allowed.
      expect((await bookings(staff, "2027-01-01", "2027-03-03")).status).toBe(200);
    });

    it("gives each person their own feed: status, address, reset and off, 404 for any other", async () => {
      const status = async (session: AdminSession) =>
        (await (await adminFetch(session, "/api/admin/calendar-feed")).json()) as {
          since: string | null;
        };
      const make = async (session: AdminSession) => {
        const response = await adminFetch(session, "/api/admin/calendar-feed", { method: "POST" });
        expect(response.status).toBe(200);
        return (await response.json()) as { url: string; since: string };
      };
      const feed = (url: string) => fetch(`${server.url}${new URL(url).pathname}`);

      expect(await status(staff)).toEqual({ since: null });
      const first = await make(staff);
      expect(first.url).toMatch(/\/api\/admin\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await status(staff)).since).toBe(first.since);
      // The routes only ever read the signed-in person's own feed.
      expect(await status(owner)).toEqual({ since: null });

      const response = await feed(first.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
      // The route's own stricter headers win over the admin API's defaults (issue 42, 10).
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
      const ics = unfold(await response.text());
      const events = ics.split("BEGIN:VEVENT").slice(1);
      // Two months back, a year ahead from 20 November 2026: the four accepted bookings.
      expect(events).toHaveLength(4);
      const eventOf = (tag: string) => events.find((event) => event.includes(`${tag} GmbH`))!;
      // 14:00 in Berlin in January is 13:00 UTC; 180 minutes later.
      expect(eventOf("Timed")).toMatch(/\r\nDTSTART:20270114T130000Z\r\n/);
      expect(eventOf("Timed")).toMatch(/\r\nDTEND:20270114T160000Z\r\n/);
      expect(eventOf("Timed")).toMatch(/\r\nSUMMARY:[^\r\n]+ · Timed GmbH \(20 Pers\.\)\r\n/);
      expect(eventOf("Timed")).toContain("LOCATION:Markthalle Neun");
      expect(eventOf("Timed")).toContain(`UID:${booked.timed!.offerId}@spreegeist-events`);
      expect(eventOf("Morning")).toMatch(/\r\nDTSTART:20270114T083000Z\r\n/);
      expect(eventOf("AllDay")).toMatch(/\r\nDTSTART;VALUE=DATE:20270107\r\n/);
      expect(eventOf("AllDay")).toMatch(/\r\nDTEND;VALUE=DATE:20270108\r\n/);
      expect(ics).not.toContain("OnlySent");
      // Nothing of the customers beyond the booking: no address, phone or message.
      expect(ics).not.toMatch(/@beispiel\.example|999999|Geheime Nachricht/);

      // A second person's address works beside the first.
      const ownersFeed = await make(owner);
      expect((await feed(ownersFeed.url)).status).toBe(200);

      // Reset: the old address is gone at once, the new one works.
      const second = await make(staff);
      expect(second.url).not.toBe(first.url);
      expect((await feed(first.url)).status).toBe(404);
      expect((await feed(second.url)).status).toBe(200);
      // Off: 404, and the status says so; the owner's address is untouched.
      const off = await adminFetch(staff, "/api/admin/calendar-feed", { method: "DELETE" });
      expect(off.status).toBe(204);
      expect((await feed(second.url)).status).toBe(404);
      expect(await status(staff)).toEqual({ since: null });
      expect((await feed(ownersFeed.url)).status).toBe(200);

      // Unknown and malformed addresses.
      const unknown = `${"A".repeat(43)}`;
      for (const file of [
        `${unknown}.ics`,
        "short.ics",
        `${new URL(ownersFeed.url).pathname.split("/").at(-1)!.slice(0, -4)}`,
        "..%2F..%2Fetc.ics",
      ]) {
        const answer = await fetch(`${server.url}/api/admin/calendar/${file}`);
        expect(answer.status, file).toBe(404);
      }
    });

    it("answers 401 without a session on the team's routes", async () => {
      for (const [method, path] of [
        ["GET", "/api/admin/bookings?from=2027-01-01&to=2027-01-31"],
        ["GET", "/api/admin/calendar-feed"],
        ["POST", "/api/admin/calendar-feed"],
        ["DELETE", "/api/admin/calendar-feed"],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { origin: server.url },
        });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    });
  });
}
