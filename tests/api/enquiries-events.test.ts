/**
 * Enquiries about several events (the shortlist's "enquire about all") against the real
 * server, a real SMTP server and both databases: the list is stored with the server's own
 * price estimate, both mails and the exports name every event, the inbox's event filter
 * finds a lead by any of its events, and what the server refuses (an unknown event, too
 * many) is refused with the field named and nothing stored. Clients that send the single
 * `event` still work.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { startApiTest, TEST_AGENCY_EMAIL, type ApiTest } from "./support/api-test.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { getSession, type Session, type TestServer } from "./support/server.ts";
import type { TestSmtp } from "./mail-server.ts";
import {
  clearEnquiries,
  postEnquiry,
  postForm,
  storedCounts,
  validEnquiry,
  validFormFields,
  waitForOutbox,
} from "./enquiry-support.ts";

const AGENCY = TEST_AGENCY_EMAIL;
const THREE = ["ZOMBIE VIRUS", "Teamkochen", "Bowling"];
/** Intl writes a no-break space between figure and euro sign in German. */
/** Non-breaking spaces where the texts have them: "2.384 €", "§ 19 UStG". */
const nb = (text: string) =>
  text.replace(/(\d) €/g, "$1\u00a0€").replace(/§ 19 UStG/g, "§\u00a019\u00a0UStG");

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`enquiries about several events on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let smtp: TestSmtp;
    let session: Session;
    let staff: AdminSession;
    let api: ApiTest<"staff"> | undefined;

    beforeAll(async () => {
      api = await startApiTest(engine, { smtp: {}, sessions: { staff: "staff" } });
      ({ database, server, smtp } = api);
      staff = api.sessions.staff;
    });
    afterAll(() => api?.close());
    beforeEach(async () => {
      // The staff member's invitation mail is none of these tests' business.
      await waitForOutbox(database.service, (rows) =>
        rows.every((row) => !row.enquiryId || row.status === "sent" || row.status === "failed"),
      );
      await clearEnquiries(database.service);
      smtp.received.length = 0;
      session = await getSession(server.url);
    });

    /** The enquiry's two mails (the staff member's invitation may arrive too). */
    const enquiryMails = async () => {
      const ours = () =>
        smtp.received.filter((mail) =>
          [AGENCY, "anna@beispiel.de"].includes(mail.envelope.to[0] ?? ""),
        );
      const deadline = Date.now() + 10_000;
      while (ours().length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ours()).toHaveLength(2);
      return ours();
    };
    const stored = async (id: string) =>
      (
        await database.service.run((db) => db.select().from(enquiries).where(eq(enquiries.id, id)))
      )[0]!;
    const send = async (overrides: Record<string, unknown>) => {
      const { event: _single, ...base } = validEnquiry();
      const response = await postEnquiry(server.url, session, { ...base, ...overrides });
      return {
        status: response.status,
        body: (await response.json()) as {
          id: string;
          error?: string;
          fields: Record<string, string>;
        },
      };
    };

    it("stores every event with the server's estimate, whatever figure the client sent", async () => {
      const { status, body } = await send({
        events: [...THREE, "Teamkochen"],
        participants: 10,
        // A browser's figure is never trusted.
        estimate: [{ title: "ZOMBIE VIRUS", priceFrom: 1, persons: 10, total: 10 }],
      });
      expect(status).toBe(201);
      const row = await stored(body.id);
      expect(row.event).toBe("ZOMBIE VIRUS"); // the first, for the existing filters and index
      expect(row.events).toEqual(THREE); // duplicates dropped, order kept
      expect(row.estimate).toEqual([
        // ZOMBIE VIRUS: 149 € from 16 people, so 10 people are counted as the minimum group
        { title: "ZOMBIE VIRUS", priceFrom: 149, persons: 16, total: 2384, minimum: 16 },
        { title: "Teamkochen", priceFrom: 89, persons: 10, total: 890, minimum: null },
        { title: "Bowling", priceFrom: 39, persons: 10, total: 390, minimum: null },
      ]);

      const mails = await enquiryMails();
      const agency = mails.find((mail) => mail.envelope.to[0] === AGENCY)!;
      const confirmation = mails.find((mail) => mail.envelope.to[0] !== AGENCY)!;
      for (const mail of [agency, confirmation])
        for (const title of THREE) {
          expect(mail.text, title).toContain(title);
          expect(mail.html, title).toContain(title);
        }
      expect(agency.text).toMatch(/Schätzung, unverbindlich:/);
      expect(agency.text).toContain(
        nb(
          "ZOMBIE VIRUS: ab 2.384 € für 16 Personen (Mindestgruppe 16 Personen), unverbindlich, Endpreis, keine Umsatzsteuer nach § 19 UStG",
        ),
      );
      expect(agency.text).toContain(
        nb(
          "Teamkochen: ab 890 € für 10 Personen, unverbindlich, Endpreis, keine Umsatzsteuer nach § 19 UStG",
        ),
      );
      expect(agency.headers.subject).toContain("ZOMBIE VIRUS, Teamkochen, Bowling");
    });

    it("computes 25 people in English and says 'price on request' for 'other'", async () => {
      const { status, body } = await send({
        language: "en",
        events: ["ZOMBIE VIRUS", "other"],
        eventOther: "Boat trip",
        participants: 25,
      });
      expect(status).toBe(201);
      const row = await stored(body.id);
      expect(row.estimate).toEqual([
        { title: "ZOMBIE VIRUS", priceFrom: 149, persons: 25, total: 3725, minimum: null },
        { title: "other", priceFrom: null, persons: 25, total: null, minimum: null },
      ]);
      const mails = await enquiryMails();
      const confirmation = mails.find((mail) => mail.envelope.to[0] !== AGENCY)!;
      expect(confirmation.text).toContain(
        nb(
          "ZOMBIE VIRUS: from €3,725 for 25 people, non-binding, final price, no VAT charged (small business, § 19 UStG)",
        ),
      );
      expect(confirmation.text).toContain("Other / not sure yet: Boat trip: Price on request");
    });

    it("still takes the single event older clients send", async () => {
      const response = await postEnquiry(server.url, session, validEnquiry({ participants: 24 }));
      expect(response.status).toBe(201);
      const row = await stored(((await response.json()) as { id: string }).id);
      expect(row.event).toBe("City Rally Berlin");
      expect(row.events).toEqual(["City Rally Berlin"]);
      expect(row.estimate).toEqual([
        { title: "City Rally Berlin", priceFrom: 69, persons: 24, total: 1656, minimum: null },
      ]);
    });

    it("refuses an unknown event, one of another language, too many or none, storing nothing", async () => {
      const before = await storedCounts(database.service);
      for (const [events, language, field] of [
        [["Teamkochen", "Bootsfahrt"], "de", "events"],
        [["Team Cooking"], "de", "events"], // the English title on the German page
        [Array.from({ length: 11 }, (_, i) => `Event ${i}`), "de", "events"],
        [[], "de", "events"],
      ] as const) {
        const { status, body } = await send({ events, language });
        expect(status, JSON.stringify(events)).toBe(400);
        expect(body.error).toBe("invalid_body");
        expect(Object.keys(body.fields), JSON.stringify(events)).toEqual([field]);
      }
      const legacy = await postEnquiry(
        server.url,
        session,
        validEnquiry({ event: "Bootsfahrt auf der Spree" }),
      );
      expect(legacy.status).toBe(400);
      expect(((await legacy.json()) as { fields: object }).fields).toHaveProperty("events");
      expect(await storedCounts(database.service)).toEqual(before);
    });

    it("takes several events from a form sent without JavaScript", async () => {
      const { event: _select, ...fields } = validFormFields;
      const form = new URLSearchParams({ ...fields });
      for (const title of ["Teamkochen", "Bowling"]) form.append("events", title);
      form.append("event", "Karaoke"); // the select adds one more
      const response = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
        },
        body: form.toString(),
      });
      expect(response.status).toBe(200);
      const [row] = await database.service.run((db) => db.select().from(enquiries));
      expect(row!.events).toEqual(["Teamkochen", "Bowling", "Karaoke"]);
      expect(row!.channel).toBe("form");

      const refused = await postForm(server.url, "/contact", {
        ...validFormFields,
        event: "Erfundenes Event",
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Bitte wählen Sie Events aus der Liste");
    });

    it("shows every event in the exports and the lead, and filters by any of them", async () => {
      const several = (await send({ events: THREE, participants: 25 })).body.id as string;
      const single = (await send({ events: ["Karaoke"] })).body.id as string;

      const csv = await (await adminFetch(staff, "/api/admin/leads/export.csv?lang=de")).text();
      expect(csv).toContain("ZOMBIE VIRUS, Teamkochen, Bowling");
      expect(csv).toContain(nb("ab 3.725 € für 25 Personen"));
      const json = (await (
        await adminFetch(staff, "/api/admin/leads/export.json")
      ).json()) as Array<{ id: string; events: string[] }>;
      expect(json.find((lead) => lead.id === several)!.events).toEqual(THREE);

      const lead = (await (await adminFetch(staff, `/api/admin/leads/${several}`)).json()) as {
        events: string[];
        eventPaths: Array<string | null>;
      };
      expect(lead.events).toEqual(THREE);
      expect(lead.eventPaths[0]).toBe("/events/zombie-virus");

      // Bowling is the third event of one lead: the filter finds it there.
      const bowling = (await (
        await adminFetch(staff, "/api/admin/leads?event=bowling")
      ).json()) as { items: Array<{ id: string; events: string[] }> };
      expect(bowling.items.map((item) => item.id)).toEqual([several]);
      const karaoke = (await (
        await adminFetch(staff, "/api/admin/leads?event=karaoke")
      ).json()) as { items: Array<{ id: string }> };
      expect(karaoke.items.map((item) => item.id)).toEqual([single]);
    });
  });
}
