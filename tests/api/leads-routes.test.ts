/**
 * The leads, privacy and figures API through the real server with real sessions, on both
 * engines: roles, validation naming the field, state change with its audit entry, notes,
 * exports (CSV for German Excel, JSON), new leads as server-sent events, privacy erase
 * with the .eml files, and a fuzz of every route's input.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/accounts/schema.ts";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, type TestServer } from "./support/server.ts";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";

const routes = [
  ["GET", "/api/admin/leads"],
  ["GET", "/api/admin/leads/options"],
  ["GET", "/api/admin/leads/export.csv"],
  ["GET", "/api/admin/leads/export.json"],
  ["GET", "/api/admin/leads/stream"],
  ["GET", "/api/admin/leads/00000000-0000-4000-8000-000000000000"],
  ["POST", "/api/admin/leads/00000000-0000-4000-8000-000000000000/state"],
  ["POST", "/api/admin/leads/00000000-0000-4000-8000-000000000000/notes"],
  [
    "POST",
    "/api/admin/leads/00000000-0000-4000-8000-000000000000/mails/00000000-0000-4000-8000-000000000001/resend",
  ],
  ["GET", "/api/admin/privacy/person?email=a@b.de"],
  ["GET", "/api/admin/privacy/person/export?email=a@b.de"],
  ["POST", "/api/admin/privacy/person/erase"],
  ["GET", "/api/admin/privacy/consents?key=abc"],
  ["GET", "/api/admin/figures"],
] as const;
const ownerOnly = new Set([
  "/api/admin/privacy/person",
  "/api/admin/privacy/person/export",
  "/api/admin/privacy/person/erase",
]);

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`leads API on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let owner: AdminSession;
    let staff: AdminSession;

    async function newLead(overrides: Record<string, unknown> = {}): Promise<string> {
      const response = await postEnquiry(
        server.url,
        await getSession(server.url),
        validEnquiry(overrides),
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    }
    const json = async (response: Response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    });

    let api: ApiTest<"owner" | "staff"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { sessions: { owner: "owner", staff: "staff" } });
      ({ database, server } = api);
      ({ owner, staff } = api.sessions);
    });
    afterAll(() => api?.close());

    it("answers 401 without a session and 403 to staff on the owners' routes", async () => {
      for (const [method, url] of routes) {
        const anonymous = await fetch(`${server.url}${url}`, {
          method,
          headers: { origin: server.url, "content-type": "application/json" },
          ...(method === "POST" ? { body: "{}" } : {}),
        });
        expect([url, anonymous.status]).toEqual([url, 401]);
        await anonymous.body?.cancel();
        if (ownerOnly.has(url.split("?")[0]!)) {
          const asStaff = await adminFetch(staff, url, {
            method,
            ...(method === "POST" ? { body: "{}" } : {}),
          });
          expect([url, asStaff.status]).toEqual([url, 403]);
          await asStaff.body?.cancel();
        }
      }
    });

    it("lists, filters and searches; bad input names its field", async () => {
      await database.service.run((db) => db.delete(enquiries));
      const a = await newLead({ name: "Greta Gärtner", company: "Grünfink GmbH" });
      const b = await newLead({ name: "Paul Planer", event: "other", eventOther: "Bootstour" });
      const list = await json(await adminFetch(staff, "/api/admin/leads?limit=1"));
      expect(list.status).toBe(200);
      expect((list.body.items as Array<{ id: string }>).map((i) => i.id)).toEqual([b]);
      const next = await json(
        await adminFetch(staff, `/api/admin/leads?limit=1&after=${list.body.next as string}`),
      );
      expect((next.body.items as Array<{ id: string }>).map((i) => i.id)).toEqual([a]);
      const found = await json(await adminFetch(staff, "/api/admin/leads?q=grünf&state=new"));
      expect((found.body.items as Array<{ id: string }>).map((i) => i.id)).toEqual([a]);
      const other = await json(await adminFetch(staff, "/api/admin/leads?event=other"));
      expect((other.body.items as Array<{ id: string }>).map((i) => i.id)).toEqual([b]);
      for (const [query, field] of [
        ["state=maybe", "state.0"],
        ["from=2026-13-01", "from"],
        ["from=2026-11-05&to=2026-11-01", "to"],
        ["after=xyz", "after"],
        ["limit=5000", "limit"],
        ["category=parties", "category"],
        ["event=unknown-event", "event"],
      ] as const) {
        const bad = await json(await adminFetch(staff, `/api/admin/leads?${query}`));
        expect([query, bad.status, bad.body.field]).toEqual([query, 400, field]);
      }
    });

    it("changes a state with history and audit entry; notes; refuses a non-failed resend", async () => {
      const id = await newLead();
      const bad = await json(
        await adminFetch(staff, `/api/admin/leads/${id}/state`, {
          method: "POST",
          body: JSON.stringify({ state: "done" }),
        }),
      );
      expect([bad.status, bad.body.field]).toEqual([400, "state"]);
      const changed = await json(
        await adminFetch(staff, `/api/admin/leads/${id}/state`, {
          method: "POST",
          body: JSON.stringify({ state: "contacted" }),
        }),
      );
      expect(changed).toMatchObject({
        status: 200,
        body: { from: "new", to: "contacted", actorName: "Stefan Staff" },
      });
      const [entry] = await database.service.run((db) =>
        db.select().from(auditLog).where(eq(auditLog.target, id)).orderBy(desc(auditLog.id)),
      );
      expect(entry).toMatchObject({
        action: "lead_state_changed",
        actorId: staff.userId,
        detail: { from: "new", to: "contacted" },
      });
      // A write without our Origin is refused.
      const foreign = await fetch(`${server.url}/api/admin/leads/${id}/state`, {
        method: "POST",
        headers: {
          cookie: staff.cookie,
          origin: "https://evil.example",
          "content-type": "application/json",
        },
        body: JSON.stringify({ state: "won" }),
      });
      expect(foreign.status).toBe(403);
      const note = await adminFetch(staff, `/api/admin/leads/${id}/notes`, {
        method: "POST",
        body: JSON.stringify({ body: "  Rückruf morgen 10 Uhr  " }),
      });
      expect(note.status).toBe(201);
      const empty = await json(
        await adminFetch(staff, `/api/admin/leads/${id}/notes`, {
          method: "POST",
          body: JSON.stringify({ body: "   " }),
        }),
      );
      expect([empty.status, empty.body.field]).toEqual([400, "body"]);
      const detail = await json(await adminFetch(staff, `/api/admin/leads/${id}`));
      expect(detail.body).toMatchObject({
        state: "contacted",
        eventPath: "/events/city-rally-berlin",
        notes: [{ body: "Rückruf morgen 10 Uhr", authorName: "Stefan Staff" }],
        history: [{ from: "new", to: "contacted" }],
      });
      const mails = detail.body.mails as Array<{ id: string }>;
      const resend = await adminFetch(
        staff,
        `/api/admin/leads/${id}/mails/${mails[0]!.id}/resend`,
        {
          method: "POST",
        },
      );
      expect(resend.status).toBe(409);
      expect((await adminFetch(staff, `/api/admin/leads/${id}x`)).status).toBe(400);
      expect(
        (await adminFetch(staff, "/api/admin/leads/00000000-0000-4000-8000-000000000000")).status,
      ).toBe(404);
    });

    it("exports CSV for German Excel and JSON, formula-safe", async () => {
      await database.service.run((db) => db.delete(enquiries));
      await newLead({
        name: '=HYPERLINK("http://evil")',
        company: 'Semi; Colon "Quoted" AG',
        message: "line one\nline two",
        phone: "+49 30 1234",
      });
      const csv = await adminFetch(staff, "/api/admin/leads/export.csv?lang=de");
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("content-disposition")).toMatch(
        /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const bytes = new Uint8Array(await csv.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      const [header, ...rest] = text.split("\r\n");
      expect(header!.split(";").slice(0, 3)).toEqual(['"Eingang (Berlin)"', '"Status"', '"Name"']);
      const row = rest.join("\r\n");
      expect(row).toContain(`;"neu";"'=HYPERLINK(""http://evil"")";"Semi; Colon ""Quoted"" AG";`);
      expect(row).toContain(`;"'+49 30 1234";`);
      expect(row).toContain(`"line one\nline two"`);
      expect(text.endsWith("\r\n")).toBe(true);
      const exported = await json(await adminFetch(staff, "/api/admin/leads/export.json"));
      expect(exported.body).toEqual([
        expect.objectContaining({ name: '=HYPERLINK("http://evil")', state: "new" }),
      ]);
      const [entry] = await database.service.run((db) =>
        db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, "leads_exported"))
          .orderBy(desc(auditLog.id)),
      );
      expect(JSON.stringify(entry)).not.toContain("HYPERLINK");
    });

    it("announces a new public enquiry on the event stream within 5 seconds", async () => {
      const controller = new AbortController();
      const response = await adminFetch(staff, "/api/admin/leads/stream", {
        signal: controller.signal,
      });
      expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = "";
      const first = await reader.read(); // "retry:" — the stream is open
      received += first.value ?? "";
      const started = Date.now();
      const id = await newLead({ name: "Live Lead" });
      while (!received.includes(id)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value;
      }
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(received).toContain(`event: lead\ndata: {"id":"${id}"`);
      controller.abort();
    });

    it("erases a person's data after confirmation, .eml files included; owners only", async () => {
      const email = "erase.me@kunde.example";
      const id = await newLead({ email });
      // The mailer writes both mails as .eml files (no SMTP_URL in tests).
      const outbox = path.join(database.dataDir, "outbox");
      const mailIds = (
        await database.service.run((db) =>
          db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id)),
        )
      ).map((m) => m.id);
      const files = () =>
        existsSync(outbox)
          ? readdirSync(outbox).filter((n) => mailIds.some((m) => n.includes(m)))
          : [];
      await expect.poll(files, { timeout: 10_000 }).toHaveLength(2);

      const person = await json(
        await adminFetch(
          owner,
          `/api/admin/privacy/person?email=${encodeURIComponent(email.toUpperCase())}`,
        ),
      );
      expect((person.body.enquiries as unknown[]).length).toBe(1);
      const exported = await adminFetch(
        owner,
        `/api/admin/privacy/person/export?email=${encodeURIComponent(email)}`,
      );
      expect(exported.headers.get("content-disposition")).toMatch(
        /attachment; filename="personal-data-/,
      );
      expect(await exported.text()).toContain(email);

      const unconfirmed = await json(
        await adminFetch(owner, "/api/admin/privacy/person/erase", {
          method: "POST",
          body: JSON.stringify({ email, confirm: "someone@else.example" }),
        }),
      );
      expect([unconfirmed.status, unconfirmed.body.field]).toEqual([400, "confirm"]);
      const erased = await json(
        await adminFetch(owner, "/api/admin/privacy/person/erase", {
          method: "POST",
          body: JSON.stringify({ email, confirm: email.toUpperCase() }),
        }),
      );
      expect(erased).toEqual({
        status: 200,
        body: {
          enquiries: 1,
          notes: 0,
          activities: 0,
          mails: 2,
          files: 2,
          drafts: 0,
          keptOffers: 0,
          keptInvoices: 0,
          headcountAnswers: 0,
          kept: [],
          keptReason: null,
        },
      });
      expect(files()).toEqual([]);
      expect((await adminFetch(owner, `/api/admin/leads/${id}`)).status).toBe(404);
      const entries = await database.service.run((db) =>
        db.select().from(auditLog).where(eq(auditLog.actorId, owner.userId)),
      );
      expect(entries.map((e) => e.action)).toEqual(
        expect.arrayContaining(["privacy_exported", "privacy_erased"]),
      );
      expect(JSON.stringify(entries)).not.toContain("erase.me");
      const again = await json(
        await adminFetch(owner, "/api/admin/privacy/person/erase", {
          method: "POST",
          body: JSON.stringify({ email, confirm: email }),
        }),
      );
      expect([again.status, again.body.field]).toEqual([404, "email"]);
    });

    it("answers the figures and consent look-ups", async () => {
      const figures = await json(await adminFetch(staff, "/api/admin/figures?weeks=4"));
      expect(figures.status).toBe(200);
      expect((figures.body.leads as { byState: unknown[] }).byState).toHaveLength(4);
      const bad = await json(await adminFetch(staff, "/api/admin/figures?weeks=0"));
      expect([bad.status, bad.body.field]).toEqual([400, "weeks"]);
      const consents = await json(
        await adminFetch(staff, "/api/admin/privacy/consents?key=user_1_none"),
      );
      expect(consents.body).toEqual({ records: [] });
      const badKey = await json(await adminFetch(staff, "/api/admin/privacy/consents?key=a%20b"));
      expect([badKey.status, badKey.body.field]).toEqual([400, "key"]);
    });

    it("answers any input with a JSON 2xx or 4xx, never a 500 (fuzz)", async () => {
      const targets = [
        ...[
          "/api/admin/leads",
          "/api/admin/leads/export.json",
          "/api/admin/figures",
          "/api/admin/privacy/consents",
          "/api/admin/privacy/person",
        ].map((url) => ({ method: "GET", url })),
      ];
      const posts = ["state", "notes"];
      const id = await newLead();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          fc.dictionary(
            fc.constantFrom(
              "state",
              "event",
              "category",
              "from",
              "to",
              "q",
              "after",
              "limit",
              "weeks",
              "key",
              "email",
              "lang",
            ),
            fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constant("2026-02-30")),
          ),
          async (target, query) => {
            const response = await adminFetch(
              owner,
              `${target.url}?${new URLSearchParams(query).toString()}`,
            );
            expect(response.status, `${target.url} ${JSON.stringify(query)}`).toBeLessThan(500);
            if (response.status >= 400) expect(await response.json()).toHaveProperty("error");
            else await response.body?.cancel();
          },
        ),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...posts), fc.anything(), async (what, body) => {
          const response = await adminFetch(owner, `/api/admin/leads/${id}/${what}`, {
            method: "POST",
            body: JSON.stringify(body) ?? "null",
          });
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(await response.json()).toHaveProperty("error");
          else await response.body?.cancel();
        }),
        { numRuns: 60 },
      );
      const [row] = await database.service.run((db) =>
        db.select().from(enquiries).where(eq(enquiries.id, id)),
      );
      expect(row).toBeDefined();
    });
  });
}
