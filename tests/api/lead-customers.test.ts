/**
 * A lead's customer and its possible duplicates, and merging, through the real server with
 * real sessions on both engines: one customer whatever the address's case, duplicates by
 * phone, company and a company's domain (not a public mail provider's, not beyond 30 days),
 * a merge that keeps both leads' notes, mails and audit trail, and the refusals.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../server/accounts/schema.ts";
import { leadActivities, leads } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import type { LeadCustomer } from "../../server/leads/store/customers.ts";
import type { LeadDetail } from "../../server/leads/store/index.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, type TestServer } from "./support/server.ts";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";

const DAY = 24 * 60 * 60 * 1000;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`a lead's customer and merging on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let staff: AdminSession;
    let counter = 0;

    /** A lead whose keys match nothing else unless the overrides say so. */
    async function newLead(overrides: Record<string, unknown> = {}): Promise<string> {
      counter += 1;
      const response = await postEnquiry(
        server.url,
        await getSession(server.url),
        validEnquiry({
          name: `Person ${counter}`,
          company: `Firma ${counter} ${randomUUID().slice(0, 6)}`,
          email: `person${counter}@firma-${randomUUID().slice(0, 8)}.de`,
          phone: `+49 171 ${String(1_000_000 + counter * 7919).slice(0, 7)}`,
          ...overrides,
        }),
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    }
    const customerOf = async (id: string) => {
      const response = await adminFetch(staff, `/api/admin/leads/${id}/customer`);
      expect(response.status).toBe(200);
      return (await response.json()) as LeadCustomer;
    };
    const merge = (id: string, otherId: unknown) =>
      adminFetch(staff, `/api/admin/leads/${id}/merge`, {
        method: "POST",
        body: JSON.stringify({ otherId }),
      });
    const refusal = async (response: Response) => ({
      status: response.status,
      field: ((await response.json()) as { field?: string }).field,
    });
    const moveBy = (id: string, days: number) =>
      database.service.run((db) =>
        db
          .update(leads)
          .set({ createdAt: new Date(Date.now() + days * DAY) })
          .where(eq(leads.id, id)),
      );

    let api: ApiTest<"staff"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { sessions: { staff: "staff" } });
      ({ database, server } = api);
      ({ staff } = api.sessions);
    });
    beforeEach(async () => {
      await database.service.run((db) => db.delete(leads));
    });
    afterAll(() => api?.close());

    it("counts two enquiries from one address, whatever its case, as one customer", async () => {
      const first = await newLead({ email: "Greta.Gaertner@gruenfink.de", event: "Teamkochen" });
      await moveBy(first, -400);
      await database.service.run((db) =>
        db
          .update(leads)
          .set({ state: "lost", lostReason: "date_taken", decidedAt: new Date() })
          .where(eq(leads.id, first)),
      );
      const second = await newLead({ email: "greta.gaertner@GRUENFINK.de" });
      await newLead({ email: "paul@gruenfink.de" });

      const customer = await customerOf(second);
      expect(customer.leads).toMatchObject([
        { id: first, state: "lost", lostReason: "date_taken", events: ["Teamkochen"] },
        { id: second, state: "new", lostReason: null, events: ["City Rally Berlin"] },
      ]);
      expect(customer.leads[1]!.estimateCents).toBeGreaterThan(0);
      expect(customer.mergedInto).toBeNull();
      // The earlier enquiry shows the same customer, the later one included.
      expect((await customerOf(first)).leads.map((lead) => lead.id)).toEqual([first, second]);
      // 400 days apart: one customer, but no possible duplicate.
      expect(customer.duplicates.map((lead) => lead.id)).not.toContain(first);
    });

    it("finds duplicates by phone, company and a company's domain within 30 days, each with its reasons", async () => {
      const lead = await newLead({
        email: "anna@beispiel-gmbh.de",
        phone: "+49 30 1234567",
        company: "Beispiel GmbH",
      });
      const byPhone = await newLead({ phone: "030 123 45 67" });
      const byCompany = await newLead({ company: "  beispiel gmbh " });
      const byDomain = await newLead({ email: "Bernd@Beispiel-GmbH.de" });
      const byAll = await newLead({
        email: "anna@beispiel-gmbh.de",
        phone: "0301234567",
        company: "Beispiel GmbH",
      });
      await moveBy(byAll, 29);
      const tooLate = await newLead({ phone: "+49 (30) 1234567" });
      await moveBy(tooLate, 31);
      const tooEarly = await newLead({ company: "Beispiel GmbH" });
      await moveBy(tooEarly, -31);
      await newLead({ phone: "+49 30 7654321" });

      const { duplicates } = await customerOf(lead);
      const reasons = Object.fromEntries(duplicates.map((lead) => [lead.id, lead.reasons]));
      expect(reasons).toEqual({
        [byPhone]: ["phone"],
        [byCompany]: ["company"],
        [byDomain]: ["domain"],
        [byAll]: ["email", "phone", "company", "domain"],
      });
      // Marked on both: the duplicate finds the lead too.
      expect((await customerOf(byPhone)).duplicates.map((other) => other.id)).toContain(lead);
      expect(duplicates.find((other) => other.id === byDomain)).toMatchObject({
        email: "Bernd@Beispiel-GmbH.de",
        state: "new",
      });
    });

    it("does not count a public mail provider's domain as the same company", async () => {
      const lead = await newLead({ email: "anna.beispiel@gmail.com" });
      await newLead({ email: "bernd.muster@gmail.com" });
      await newLead({ email: "carla@googlemail.com" });
      await newLead({ email: "dora@yahoo.co.uk" });
      const outlook = await newLead({ email: "erik@outlook.de" });
      await newLead({ email: "fritz@outlook.de" });
      expect((await customerOf(lead)).duplicates).toEqual([]);
      expect((await customerOf(outlook)).duplicates).toEqual([]);
    });

    it("merges a duplicate with nothing lost: notes, mails, audit trail; the merged lead leaves the inbox", async () => {
      const survivor = await newLead({ name: "Anna Beispiel", email: "anna@beispiel.de" });
      const duplicate = await newLead({ name: "Anna B.", email: "ANNA@beispiel.de" });
      for (const [id, body] of [
        [survivor, "Rückruf am Montag"],
        [duplicate, "Budget 3.000 Euro"],
      ] as const) {
        const note = await adminFetch(staff, `/api/admin/leads/${id}/notes`, {
          method: "POST",
          body: JSON.stringify({ body }),
        });
        expect(note.status).toBe(201);
      }
      // The duplicate's next step moves over, since the survivor has none.
      const due = new Date(Date.now() - DAY);
      await database.service.run((db) =>
        db
          .update(leads)
          .set({
            nextStepDate: due.toISOString().slice(0, 10),
            nextStepText: "Angebot nachfassen",
            nextStepDueAt: due,
          })
          .where(eq(leads.id, duplicate)),
      );

      const merged = await merge(survivor, duplicate);
      expect(merged.status).toBe(200);
      const detail = (await merged.json()) as LeadDetail;
      expect(detail.id).toBe(survivor);
      const notes = detail.timeline.filter((entry) => entry.kind === "note");
      expect(notes.map((entry) => [entry.leadId, entry.body])).toEqual(
        expect.arrayContaining([
          [survivor, "Rückruf am Montag"],
          [duplicate, "Budget 3.000 Euro"],
        ]),
      );
      const mails = detail.timeline.filter((entry) => entry.kind === "mail");
      expect(mails.map((entry) => entry.leadId).sort()).toEqual(
        [survivor, survivor, duplicate, duplicate].sort(),
      );
      // Both sides' merge entries, the survivor's own saying where the other came from.
      const mergeEntries = detail.timeline.filter((entry) => entry.kind === "merged");
      expect(mergeEntries.map((entry) => entry.leadId).sort()).toEqual(
        [survivor, duplicate].sort(),
      );
      expect(mergeEntries.find((entry) => entry.leadId === survivor)).toMatchObject({
        actorName: "Stefan Staff",
        detail: { otherId: duplicate, otherName: "Anna B.", direction: "from" },
      });
      expect(detail.nextStep).toMatchObject({ text: "Angebot nachfassen", overdue: true });

      // The merged lead's own page still opens and names where it went.
      const other = await adminFetch(staff, `/api/admin/leads/${duplicate}`);
      expect(other.status).toBe(200);
      const otherDetail = (await other.json()) as LeadDetail;
      expect(otherDetail.mergedInto).toEqual({ id: survivor, name: "Anna Beispiel" });
      expect(otherDetail.nextStep).toBeNull();
      expect(otherDetail.timeline.find((entry) => entry.kind === "merged")).toMatchObject({
        detail: { otherId: survivor, otherName: "Anna Beispiel", direction: "into" },
      });
      expect(await customerOf(duplicate)).toMatchObject({
        mergedInto: { id: survivor, name: "Anna Beispiel" },
        duplicates: [],
      });
      // One customer of one enquiry now, with no duplicate left.
      expect(await customerOf(survivor)).toMatchObject({
        leads: [{ id: survivor }],
        duplicates: [],
      });

      const list = await adminFetch(staff, "/api/admin/leads");
      const items = ((await list.json()) as { items: Array<{ id: string }> }).items;
      expect(items.map((item) => item.id)).toEqual([survivor]);

      const stored = await database.service.run(async (db) => ({
        mails: await db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, duplicate)),
        notes: await db
          .select()
          .from(leadActivities)
          .where(and(eq(leadActivities.leadId, duplicate), eq(leadActivities.kind, "note"))),
        audit: await db
          .select()
          .from(auditLog)
          .where(inArray(auditLog.target, [survivor, duplicate]))
          .orderBy(desc(auditLog.id)),
      }));
      expect(stored.mails).toHaveLength(2);
      expect(stored.notes).toHaveLength(1);
      expect(stored.audit.map((entry) => entry.action)).toEqual([
        "lead_merged",
        "lead_note_added",
        "lead_note_added",
      ]);
      expect(stored.audit[0]).toMatchObject({
        actorId: staff.userId,
        target: survivor,
        detail: { merged: duplicate, repointed: [] },
      });
      expect(JSON.stringify(stored.audit[0]!.detail)).not.toMatch(/anna|beispiel|@/i);
    });

    it("re-points leads merged into the merged one, and survives two people merging crosswise", async () => {
      const [a, b, c] = [await newLead(), await newLead(), await newLead()];
      expect((await merge(b, c)).status).toBe(200);
      expect((await merge(a, b)).status).toBe(200);
      const pointers = await database.service.run((db) =>
        db
          .select({ id: leads.id, mergedInto: leads.mergedInto })
          .from(leads)
          .where(inArray(leads.id, [b, c])),
      );
      expect(Object.fromEntries(pointers.map((row) => [row.id, row.mergedInto]))).toEqual({
        [b]: a,
        [c]: a,
      });
      const [audit] = await database.service.run((db) =>
        db.select().from(auditLog).where(eq(auditLog.target, a)).orderBy(desc(auditLog.id)),
      );
      expect(audit!.detail).toEqual({ merged: b, repointed: [c] });

      const [d, e] = [await newLead(), await newLead()];
      const answers = await Promise.all([merge(d, e), merge(e, d)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const rows = await database.service.run((db) =>
        db
          .select({ mergedInto: leads.mergedInto })
          .from(leads)
          .where(inArray(leads.id, [d, e])),
      );
      expect(rows.filter((row) => row.mergedInto !== null)).toHaveLength(1);
    });

    it("refuses merging a lead with itself, an already merged lead, unknown leads and into a merged lead", async () => {
      const [a, b, c] = [await newLead(), await newLead(), await newLead()];
      const unknown = randomUUID();
      expect(await refusal(await merge(a, a))).toEqual({ status: 400, field: "otherId" });
      expect(await refusal(await merge(a, "SG-123"))).toEqual({ status: 400, field: "otherId" });
      expect(await refusal(await merge(a, undefined))).toEqual({ status: 400, field: "otherId" });
      expect(await refusal(await merge(a, unknown))).toEqual({ status: 404, field: "otherId" });
      expect((await merge(unknown, a)).status).toBe(404);
      expect((await adminFetch(staff, `/api/admin/leads/${unknown}/customer`)).status).toBe(404);
      expect(await refusal(await adminFetch(staff, "/api/admin/leads/nope/customer"))).toEqual({
        status: 400,
        field: "id",
      });
      const extra = await adminFetch(staff, `/api/admin/leads/${a}/merge`, {
        method: "POST",
        body: JSON.stringify({ otherId: b, into: c }),
      });
      expect(extra.status).toBe(400);

      expect((await merge(a, b)).status).toBe(200);
      expect(await refusal(await merge(c, b))).toEqual({ status: 400, field: "otherId" });
      expect((await merge(b, c)).status).toBe(409);
      // Nothing of the refusals was stored: one merge entry on each of a and b.
      const entries = await database.service.run((db) =>
        db.select().from(leadActivities).where(eq(leadActivities.kind, "merged")),
      );
      expect(entries.map((entry) => entry.leadId).sort()).toEqual([a, b].sort());
      const anonymous = await fetch(`${server.url}/api/admin/leads/${a}/customer`);
      expect(anonymous.status).toBe(401);
    });
  });
}
