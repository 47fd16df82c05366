/**
 * Replies from the back office through the real server, a real SMTP server and both
 * databases: the default templates, owners alone write templates, an unknown placeholder
 * or a stray brace is refused with the field named and nothing stored; a draft is filled
 * in the lead's language; a sent reply reaches SMTP from the agency with Reply-To the staff
 * member and the lead's reference in the subject, is on the lead's timeline with its
 * delivery state, moves a new lead to "contacted" once, and is refused for a lead that is
 * gone or merged away.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, auditLog } from "../../server/accounts/schema.ts";
import { leadActivities, leads, replyTemplates } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { startApiTest, TEST_MAIL_FROM, type ApiTest } from "./support/api-test.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { getSession, type TestServer } from "./support/server.ts";
import type { TestSmtp } from "./mail-server.ts";
import { postEnquiry, validEnquiry, waitForOutbox } from "./enquiry-support.ts";

const FROM = TEST_MAIL_FROM;
const NOBODY = "00000000-0000-4000-8000-000000000000";

interface Template {
  id: string;
  name: { de: string; en: string };
  de: Record<string, string>;
  en: Record<string, string>;
}

const template = (
  overrides: { en?: Record<string, string>; de?: Record<string, string> } = {},
) => ({
  name: { de: "Nachfassen", en: "Follow-up" },
  de: {
    subject: "Ihre Anfrage: {events}",
    greeting: "Guten Tag {name},",
    body: "wie besprochen für {participants} Personen.",
    signature: "{staffName}",
    ...overrides.de,
  },
  en: {
    subject: "Your enquiry: {events}",
    greeting: "Dear {name},",
    body: "as discussed, for {participants} people.",
    signature: "{staffName}",
    ...overrides.en,
  },
});

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`replies from the back office on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let smtp: TestSmtp;
    let owner: AdminSession;
    let staff: AdminSession;
    let staffEmail: string;
    let api: ApiTest<"owner" | "staff"> | undefined;

    const json = async <T = Record<string, unknown>>(response: Response) => ({
      status: response.status,
      body: (response.status === 204 ? {} : await response.json()) as T,
    });
    const send = (session: AdminSession, method: string, url: string, body?: unknown) =>
      adminFetch(session, url, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    async function newLead(overrides: Record<string, unknown> = {}): Promise<string> {
      const response = await postEnquiry(
        server.url,
        await getSession(server.url),
        validEnquiry(overrides),
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    }
    const templateCount = () =>
      database.service.run(
        async (db) => (await db.select({ n: count() }).from(replyTemplates))[0]!.n,
      );

    beforeAll(async () => {
      api = await startApiTest(engine, {
        smtp: {},
        sessions: { owner: "owner", staff: { role: "staff", name: "Stefan Staff" } },
      });
      ({ database, server, smtp } = api);
      ({ owner, staff } = api.sessions);
      staffEmail = await database.service.run(
        async (db) =>
          (await db.select().from(adminUsers).where(eq(adminUsers.id, staff.userId)))[0]!.email,
      );
    });
    afterAll(() => api?.close());

    it("starts with the default templates; only owners write; bad placeholders name the field", async () => {
      const first = await json<Template[]>(await send(staff, "GET", "/api/admin/reply-templates"));
      expect(first.status).toBe(200);
      expect(first.body.map((t) => t.name.de)).toEqual([
        "Erste Antwort / Rückfrage",
        "Terminvorschlag",
        "Angebot folgt",
      ]);
      // Seeded once: reading again (or after deleting them all) adds nothing.
      expect(
        (await json<Template[]>(await send(owner, "GET", "/api/admin/reply-templates"))).body,
      ).toHaveLength(3);

      const id = first.body[0]!.id;
      for (const [method, url] of [
        ["POST", "/api/admin/reply-templates"],
        ["PUT", `/api/admin/reply-templates/${id}`],
        ["DELETE", `/api/admin/reply-templates/${id}`],
      ] as const) {
        const refused = await send(
          staff,
          method,
          url,
          method === "DELETE" ? undefined : template(),
        );
        expect([method, refused.status]).toEqual([method, 403]);
        await refused.body?.cancel();
      }

      const unknown = await json(
        await send(
          owner,
          "POST",
          "/api/admin/reply-templates",
          template({ en: { body: "Hi {firstName}!" } }),
        ),
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.field).toBe("en.body");
      expect(unknown.body.message).toContain("{firstName}");
      expect(unknown.body.problems).toEqual({
        "en.body": { code: "unknown_placeholder", placeholder: "firstName" },
      });
      const broken = await json(
        await send(
          owner,
          "PUT",
          `/api/admin/reply-templates/${id}`,
          template({ de: { subject: "Ihre Anfrage {name" } }),
        ),
      );
      expect(broken.status).toBe(400);
      expect(broken.body.field).toBe("de.subject");
      expect(await templateCount()).toBe(3);
      const unchanged = await json<Template[]>(
        await send(owner, "GET", "/api/admin/reply-templates"),
      );
      expect(unchanged.body[0]!.de.subject).toBe(first.body[0]!.de.subject);

      const created = await json<Template>(
        await send(owner, "POST", "/api/admin/reply-templates", template()),
      );
      expect(created.status).toBe(201);
      const changed = await json<Template>(
        await send(
          owner,
          "PUT",
          `/api/admin/reply-templates/${created.body.id}`,
          template({ en: { body: "Thanks, {name}." } }),
        ),
      );
      expect(changed.body.en.body).toBe("Thanks, {name}.");
      expect(
        (await send(owner, "DELETE", `/api/admin/reply-templates/${created.body.id}`)).status,
      ).toBe(204);
      expect(
        (await send(owner, "DELETE", `/api/admin/reply-templates/${created.body.id}`)).status,
      ).toBe(404);
      const audit = await database.service.run((db) =>
        db
          .select()
          .from(auditLog)
          .where(eq(auditLog.target, created.body.id))
          .orderBy(asc(auditLog.id)),
      );
      expect(audit.map((entry) => entry.action)).toEqual([
        "reply_template_created",
        "reply_template_changed",
        "reply_template_deleted",
      ]);
    });

    it("fills a draft in the English lead's language from the template", async () => {
      const lead = await newLead({
        language: "en",
        name: "Jane Doe",
        company: "Acme Ltd",
        date: "early June",
      });
      const templates = await json<Template[]>(
        await send(staff, "GET", "/api/admin/reply-templates"),
      );
      const offer = templates.body.find((t) => t.name.de === "Angebot folgt")!;
      const draft = await json(
        await send(staff, "GET", `/api/admin/leads/${lead}/reply-draft?template=${offer.id}`),
      );
      expect(draft.status).toBe(200);
      const reference = `SG-${lead.replace(/-/g, "").slice(0, 6).toUpperCase()}`;
      expect(draft.body).toMatchObject({ language: "en", to: "anna@beispiel.de" });
      expect(draft.body.subject).toBe(
        `Your offer for City Rally Berlin is on its way [${reference}]`,
      );
      const text = draft.body.text as string;
      expect(text).toMatch(/^Dear Jane Doe,\n\nthank you for your enquiry/);
      expect(text).toContain("for 24 people");
      // The estimate carries the tax words of the configured regime (§ 19, decision 0131).
      expect(text).toMatch(
        /price estimate: €\d{1,3}(,\d{3})*, final price, no VAT charged \(small business, §\u00a019\u00a0UStG\)\./,
      );
      expect(text).toContain("Stefan Staff");
      expect(text).not.toMatch(/[{}]/);

      const dates = templates.body.find((t) => t.name.de === "Terminvorschlag")!;
      const german = await newLead({ date: "" });
      const datesDraft = await json(
        await send(staff, "GET", `/api/admin/leads/${german}/reply-draft?template=${dates.id}`),
      );
      expect(datesDraft.body.language).toBe("de");
      expect(datesDraft.body.text).toContain("Ihr Wunschtermin: noch offen.");

      const gone = await send(
        staff,
        "GET",
        `/api/admin/leads/${lead}/reply-draft?template=${NOBODY}`,
      );
      expect([gone.status, ((await gone.json()) as { field: string }).field]).toEqual([
        400,
        "template",
      ]);
      expect((await send(staff, "GET", `/api/admin/leads/${NOBODY}/reply-draft`)).status).toBe(404);
    });

    it("sends a reply through SMTP from the agency, Reply-To the staff member, new → contacted once", async () => {
      const lead = await newLead({ language: "en", name: "Jane Doe", email: "jane@acme.example" });
      // The lead's own two mails first, so that the reply is the next mail SMTP receives.
      await waitForOutbox(database.service, (rows) =>
        rows.filter((row) => row.enquiryId === lead).every((row) => row.status === "sent"),
      );
      const before = smtp.received.length;
      const reference = `SG-${lead.replace(/-/g, "").slice(0, 6).toUpperCase()}`;
      const isReply = (received: { headers: Record<string, string> }) =>
        received.headers.subject === `Your enquiry [${reference}]`;

      const sent = await json(
        await send(staff, "POST", `/api/admin/leads/${lead}/replies`, {
          subject: "Your enquiry",
          text: "Dear Jane,\n\nthank you!\n\nStefan",
        }),
      );
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({
        kind: "reply_sent",
        leadId: lead,
        actorName: "Stefan Staff",
        body: "Dear Jane,\n\nthank you!\n\nStefan",
        detail: { subject: `Your enquiry [${reference}]`, to: "jane@acme.example" },
        mail: { kind: "reply", delivery: "queued" },
      });

      // The reply, picked by its subject: under load, a mail to the agency arrived in between
      // once (the lead's own mails had been sent before `before` was read).
      let mail = smtp.received.slice(before).find(isReply);
      while (!mail) {
        await smtp.waitFor(smtp.received.length + 1);
        mail = smtp.received.slice(before).find(isReply);
      }
      expect(mail.envelope.to).toEqual(["jane@acme.example"]);
      expect(mail.headers.from).toBe(FROM);
      expect(mail.headers["reply-to"]).toBe(`Stefan Staff <${staffEmail}>`);
      expect(mail.headers.subject).toBe(`Your enquiry [${reference}]`);
      expect(mail.text.replace(/\r\n/g, "\n").trim()).toBe("Dear Jane,\n\nthank you!\n\nStefan");

      // The lead's page: contacted, and the reply on the timeline with its delivery "sent".
      const mailId = (sent.body.mail as { id: string }).id;
      await waitForOutbox(database.service, (rows) =>
        rows.some((row) => row.id === mailId && row.status === "sent"),
      );
      const page = await json<{
        state: string;
        reference: string;
        timeline: Array<{ kind: string; body: string | null; mail: { delivery: string } | null }>;
      }>(await send(staff, "GET", `/api/admin/leads/${lead}`));
      expect(page.body.state).toBe("contacted");
      expect(page.body.reference).toBe(reference);
      expect(
        page.body.timeline
          .slice(0, 2)
          .map((entry) => entry.kind)
          .sort(),
      ).toEqual(["reply_sent", "state_changed"]);
      expect(page.body.timeline.find((entry) => entry.kind === "reply_sent")).toMatchObject({
        body: "Dear Jane,\n\nthank you!\n\nStefan",
        mail: { delivery: "sent" },
      });
      const entries = await database.service.run((db) =>
        db
          .select()
          .from(leadActivities)
          .where(eq(leadActivities.leadId, lead))
          .orderBy(asc(leadActivities.kind)),
      );
      expect(entries.map((entry) => [entry.kind, entry.actorName])).toEqual([
        ["reply_sent", "Stefan Staff"],
        ["state_changed", "Stefan Staff"],
      ]);
      expect(entries[0]!.mailId).toBe(mailId);
      expect(entries[1]!.detail).toEqual({ from: "new", to: "contacted" });
      const [row] = await database.service.run((db) =>
        db.select().from(leads).where(eq(leads.id, lead)),
      );
      expect(row!.state).toBe("contacted");
      expect(row!.firstReplyAt).not.toBeNull();
      const audit = await database.service.run((db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.target, lead), eq(auditLog.action, "lead_reply_sent"))),
      );
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0]!.detail)).not.toMatch(/jane|Jane|thank/);

      // A second reply (its subject already carries the reference): no second state change.
      const again = await send(staff, "POST", `/api/admin/leads/${lead}/replies`, {
        subject: `Re: your enquiry ${reference}`,
        text: "One more thing.",
      });
      expect(again.status).toBe(201);
      expect(((await again.json()) as { detail: { subject: string } }).detail.subject).toBe(
        `Re: your enquiry ${reference}`,
      );
      const kinds = await database.service.run((db) =>
        db
          .select({ kind: leadActivities.kind })
          .from(leadActivities)
          .where(eq(leadActivities.leadId, lead)),
      );
      expect(kinds.filter((entry) => entry.kind === "state_changed")).toHaveLength(1);
      expect(kinds.filter((entry) => entry.kind === "reply_sent")).toHaveLength(2);
      const [after] = await database.service.run((db) =>
        db.select().from(leads).where(eq(leads.id, lead)),
      );
      expect(after!.firstReplyAt).toEqual(row!.firstReplyAt);
    });

    it("refuses bad replies with the field named, and leads that are gone or merged away", async () => {
      const lead = await newLead();
      const other = await newLead({ name: "Anna Zweitanfrage" });
      const mails = async () =>
        database.service.run(
          async (db) => (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
        );
      const stored = await mails();
      for (const [body, field] of [
        [{ subject: " ", text: "Hallo" }, "subject"],
        [{ subject: "Betreff\nBcc: x@y.z", text: "Hallo" }, "subject"],
        [{ subject: "Betreff", text: "" }, "text"],
        [{ subject: "Betreff", text: "x".repeat(10_001) }, "text"],
        [{ subject: "Betreff", text: "Hallo\u0000" }, "text"],
        [{ subject: "Betreff", text: "Hallo", bcc: "x@y.z" }, "body"],
      ] as const) {
        const refused = await json(
          await send(staff, "POST", `/api/admin/leads/${lead}/replies`, body),
        );
        expect([JSON.stringify(body).slice(0, 40), refused.status, refused.body.field]).toEqual([
          JSON.stringify(body).slice(0, 40),
          400,
          field,
        ]);
      }
      const reply = { subject: "Betreff", text: "Hallo" };
      expect((await send(staff, "POST", `/api/admin/leads/${NOBODY}/replies`, reply)).status).toBe(
        404,
      );
      await database.service.run((db) =>
        db.update(leads).set({ mergedInto: lead }).where(eq(leads.id, other)),
      );
      const merged = await json(
        await send(staff, "POST", `/api/admin/leads/${other}/replies`, reply),
      );
      expect([merged.status, merged.body.mergedInto]).toEqual([409, lead]);
      expect((await send(staff, "GET", `/api/admin/leads/${other}/reply-draft`)).status).toBe(409);
      expect(await mails()).toBe(stored);
      const [row] = await database.service.run((db) =>
        db.select().from(leads).where(eq(leads.id, lead)),
      );
      expect([row!.state, row!.firstReplyAt]).toEqual(["new", null]);
    });
  });
}
