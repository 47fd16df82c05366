/**
 * The leads inbox's data layer on both engines: keyset paging while leads arrive, filters,
 * search, state changes with history and audit in one transaction, notes, "send again",
 * privacy erase (files included), consent proofs, retention and the dashboard's figures.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../server/database/connection.ts";
import {
  insertLead as insertEnquiry,
  type NewLead as NewEnquiry,
} from "../../server/leads/store/intake.ts";
import {
  addLeadNote,
  changeLeadState,
  decodeCursor,
  encodeCursor,
  exportLeads,
  getLead,
  listLeads,
  requeueFailedMail,
  SEARCH_WINDOW,
  searchQuery,
  type AuditEntry,
  type AuditWriter,
  type LeadFilter,
} from "../../server/leads/store/index.ts";
import {
  consentFigures,
  leadFigures,
  p75Band,
  vitalFigures,
} from "../../server/figures/store/figures.ts";
import { erasePerson } from "../../server/privacy/erase.ts";
import { findPerson } from "../../server/privacy/store.ts";
import { findConsents } from "../../server/privacy/consents.ts";
import { consentRecords } from "../../server/consent/schema.ts";
import { vitalsDaily } from "../../server/figures/schema.ts";
import { leads as enquiries, leadActivities } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { purgeExpiredLeads as purgeExpiredEnquiries } from "../../server/retention/purge.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

const actor = { id: "user-1", name: "Mia Muster" };
const mailSettings = { from: "Spreegeist <hallo@example.org>", agencyEmail: "team@example.org" };

function lead(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    idempotencyKey: null,
    language: "de",
    sourcePage: "/contact",
    channel: "api",
    name: "Anna Beispiel",
    company: "Beispiel GmbH",
    email: "anna@beispiel.de",
    phone: null,
    participants: 20,
    event: "Teamkochen",
    eventOther: null,
    preferredDate: null,
    message: "Wir planen ein Sommerfest.",
    privacyPolicyVersion: "2.0",
    ...overrides,
  };
}

/** An audit log for the data layer alone: keeps entries, or fails when told to. */
function recordingAudit() {
  const entries: AuditEntry[] = [];
  let fail = false;
  const writer: AuditWriter = {
    async record(_db: Db, entry: AuditEntry) {
      if (fail) throw new Error("audit log unavailable");
      entries.push(entry);
    },
  };
  return {
    writer,
    entries,
    failNext(value: boolean) {
      fail = value;
    },
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`leads data on ${engine.name}`, () => {
    let database: TestDatabase;
    const run = <T>(fn: (db: Db) => Promise<T>) => database.service.run(fn);
    const add = (at: string, overrides: Partial<NewEnquiry> = {}) =>
      run((db) => insertEnquiry(db, lead(overrides), new Date(at)));

    beforeAll(async () => {
      database = await engine.create();
    });
    afterAll(() => database?.dispose());
    beforeEach(async () => {
      await run((db) => db.delete(enquiries));
      await run((db) => db.delete(consentRecords));
      await run((db) => db.delete(vitalsDaily));
    });

    it("pages newest first without duplicates or gaps while new leads arrive", async () => {
      const base = Date.parse("2026-11-01T10:00:00Z");
      // Several leads share a timestamp: the id breaks the tie.
      for (let i = 0; i < 25; i++) {
        await add(new Date(base + Math.floor(i / 3) * 60_000).toISOString(), {
          name: `Lead ${i}`,
        });
      }
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page = await run((db) =>
          listLeads(db, {}, { limit: 4, after: after ? decodeCursor(after) : undefined }),
        );
        seen.push(...page.items.map((item) => item.id));
        // A lead arrives between two pages.
        await add(new Date(base + 3_600_000 + pages * 1000).toISOString(), {
          name: `Arrival ${pages}`,
        });
        after = page.next;
        pages++;
      } while (after);
      expect(pages).toBe(7);
      expect(new Set(seen).size).toBe(25);
      const expected = await run((db) =>
        db
          .select({ id: enquiries.id, createdAt: enquiries.createdAt })
          .from(enquiries)
          .where(eq(enquiries.language, "de")),
      );
      const original = expected
        .filter((row) => new Date(row.createdAt).getTime() < base + 3_600_000)
        .sort((a, b) =>
          a.createdAt.getTime() === b.createdAt.getTime()
            ? b.id.localeCompare(a.id)
            : b.createdAt.getTime() - a.createdAt.getTime(),
        )
        .map((row) => row.id);
      expect(seen).toEqual(original);
    });

    it("refuses cursors it did not write", () => {
      expect(decodeCursor("bm9uc2Vuc2U")).toBeUndefined();
      const cursor = {
        sort: "received" as const,
        createdAt: new Date("2026-11-01T10:00:00.000Z"),
        id: randomUUID(),
      };
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    });

    it("filters by state, event, category and Berlin days, and searches by prefixes", async () => {
      const a = await add("2026-11-02T08:00:00Z", {
        name: "Jörg Müller-Lüdenscheid",
        company: "Spreewerk AG",
        email: "joerg@spreewerk.de",
        event: "Teamkochen",
      });
      const b = await add("2026-11-03T22:30:00Z", {
        name: "Sam Smith",
        company: "Acme Ltd",
        email: "sam@acme.example",
        event: "Team Cooking",
        language: "en",
        message: "Barbecue for forty people",
      });
      const c = await add("2026-11-04T09:00:00Z", {
        name: "Kim Lee",
        company: "Horror Fans e.V.",
        email: "kim@example.org",
        event: "other",
        eventOther: "Escape Room",
      });
      await run((db) =>
        changeLeadState(db, recordingAudit().writer, {
          id: b.id,
          to: "contacted",
          actor,
          now: new Date("2026-11-05T10:00:00Z"),
        }),
      );
      const ids = async (filter: LeadFilter) =>
        (await run((db) => listLeads(db, filter, { limit: 50 }))).items.map((item) => item.id);
      expect(await ids({})).toEqual([c.id, b.id, a.id]);
      expect(await ids({ states: ["contacted"] })).toEqual([b.id]);
      expect(await ids({ states: ["new", "won"] })).toEqual([c.id, a.id]);
      // Both languages' titles of the same event.
      expect(await ids({ event: "teamkochen" })).toEqual([b.id, a.id]);
      expect(await ids({ event: "other" })).toEqual([c.id]);
      expect(await ids({ category: "culinary-events" })).toEqual([b.id, a.id]);
      expect(await ids({ category: "horror-events" })).toEqual([]);
      // 22:30 UTC on 3 Nov is 23:30 in Berlin: still the 3rd.
      expect(await ids({ from: "2026-11-03", to: "2026-11-03" })).toEqual([b.id]);
      expect(await ids({ from: "2026-11-04" })).toEqual([c.id]);
      expect(await ids({ to: "2026-11-02" })).toEqual([a.id]);
      // Search: name, company, e-mail (whole or parts), message; prefixes; every word.
      expect(await ids({ q: "müller" })).toEqual([a.id]);
      expect(await ids({ q: "Lüdensch" })).toEqual([a.id]);
      expect(await ids({ q: "spreewerk" })).toEqual([a.id]);
      expect(await ids({ q: "sam@acme.example" })).toEqual([b.id]);
      expect(await ids({ q: "acme" })).toEqual([b.id]);
      expect(await ids({ q: "barbecue forty" })).toEqual([b.id]);
      expect(await ids({ q: "barbecue kim" })).toEqual([]);
      expect(await ids({ q: "kim", states: ["new"] })).toEqual([c.id]);
      // Characters of tsquery syntax cannot break the query.
      expect(await ids({ q: "kim' & !(|:*" })).toEqual([c.id]);
      expect(searchQuery("  ' & | ")).toBeUndefined();
      const page = await run((db) => listLeads(db, { q: "kim" }, { limit: 5 }));
      expect(page.items[0]).toMatchObject({ category: null, mail: "queued", state: "new" });
    });

    it("finds rare and common words alike beyond the newest leads, in order and by pages", async () => {
      // Lead i arrived i minutes before the first. Every lead says 'gemeinsam'; one in
      // SEARCH_WINDOW / 20 says 'mittelwort' (20 among the newest SEARCH_WINDOW, less than a
      // page of 20 and the one after it); three say 'seltenwort', two of them older than
      // the newest SEARCH_WINDOW. A search reads the newest first and must then find the
      // rest in the word index, newest first, and page on by cursor.
      const total = SEARCH_WINDOW + 300;
      const step = SEARCH_WINDOW / 20;
      const rare = [5, SEARCH_WINDOW + 50, SEARCH_WINDOW + 250];
      await run((db) =>
        db.execute(sql`
          insert into leads (id, created_at, language, source_page, channel, name, company,
            email, participants, event, message, privacy_policy_version, state)
          select gen_random_uuid(), '2026-11-01T10:00:00Z'::timestamptz - i * interval '1 minute',
            'de', '/contact', 'api', 'Lead ' || i, 'Firma', 'lead' || i || '@example.org', 10,
            'Teamkochen',
            'gemeinsam' || case when i % ${step} = 0 then ' mittelwort' else '' end
              || case when i in (${sql.join(rare, sql`, `)}) then ' seltenwort' else '' end,
            '2.0', case when i % 2 = 0 then 'won' else 'new' end
          from generate_series(1, ${total}) i`),
      );
      const names = async (filter: LeadFilter, limit: number, after?: string | null) => {
        const page = await run((db) =>
          listLeads(db, filter, { limit, after: after ? decodeCursor(after) : undefined }),
        );
        return { names: page.items.map((item) => item.name), next: page.next };
      };
      const leads = (numbers: number[]) => numbers.map((i) => `Lead ${i}`);
      const upTo = (n: number, keep: (i: number) => boolean) =>
        Array.from({ length: n }, (_, k) => k + 1).filter(keep);

      const first = await names({ q: "seltenw" }, 2);
      expect(first.names).toEqual(leads(rare.slice(0, 2)));
      const second = await names({ q: "seltenw" }, 2, first.next);
      expect(second).toEqual({ names: leads(rare.slice(2)), next: null });
      expect((await names({ q: "seltenwort", states: ["won"] }, 50)).names).toEqual(
        leads(rare.filter((i) => i % 2 === 0)),
      );

      const medium = upTo(total, (i) => i % step === 0);
      const mediumFirst = await names({ q: "mittelwort" }, 20);
      expect(mediumFirst.names).toEqual(leads(medium.slice(0, 20)));
      expect(await names({ q: "mittelwort" }, 20, mediumFirst.next)).toEqual({
        names: leads(medium.slice(20)),
        next: null,
      });

      const common = await names({ q: "gemeinsam" }, 50);
      expect(common.names).toEqual(leads(upTo(50, () => true)));
      // A page of the common word that lies beyond the newest SEARCH_WINDOW leads.
      const pages = SEARCH_WINDOW / 50 + 3;
      let after = common.next;
      for (let page = 2; page < pages; page++) {
        after = (await names({ q: "gemeinsam" }, 50, after)).next;
      }
      expect((await names({ q: "gemeinsam" }, 50, after)).names).toEqual(
        leads(upTo(pages * 50, (i) => i > (pages - 1) * 50)),
      );
    });

    it("changes a state with history and audit entry in one transaction", async () => {
      const { id } = await add("2026-11-02T08:00:00Z");
      const audit = recordingAudit();
      const changed = await run((db) =>
        changeLeadState(db, audit.writer, {
          id,
          to: "offer_sent",
          actor,
          now: new Date("2026-11-03T08:00:00Z"),
        }),
      );
      expect(changed).toMatchObject({ ok: true, value: { from: "new", to: "offer_sent" } });
      expect(audit.entries).toEqual([
        {
          action: "lead_state_changed",
          actorId: "user-1",
          target: id,
          detail: { from: "new", to: "offer_sent" },
        },
      ]);
      // The same state again is a conflict; an unknown lead is not found.
      expect(
        await run((db) =>
          changeLeadState(db, audit.writer, { id, to: "offer_sent", actor, now: new Date() }),
        ),
      ).toEqual({ ok: false, reason: "conflict" });
      expect(
        await run((db) =>
          changeLeadState(db, audit.writer, {
            id: randomUUID(),
            to: "won",
            actor,
            now: new Date(),
          }),
        ),
      ).toEqual({ ok: false, reason: "not_found" });
      // When the audit entry cannot be written, nothing of the change stays.
      audit.failNext(true);
      await expect(
        run((db) =>
          changeLeadState(db, audit.writer, {
            id,
            to: "won",
            actor,
            now: new Date("2026-11-04T08:00:00Z"),
          }),
        ),
      ).rejects.toThrow(/audit log unavailable/);
      await expect(
        run((db) => addLeadNote(db, audit.writer, { id, body: "lost?", actor, now: new Date() })),
      ).rejects.toThrow(/audit log unavailable/);
      audit.failNext(false);
      const detail = await run((db) => getLead(db, id));
      expect(detail?.state).toBe("offer_sent");
      expect(detail?.updatedAt).toBe("2026-11-03T08:00:00.000Z");
      expect(detail?.history).toEqual([
        expect.objectContaining({ from: "new", to: "offer_sent", actorName: "Mia Muster" }),
      ]);
      expect(detail?.notes).toEqual([]);
      // 12 months after the last change.
      expect(detail?.deleteAfter).toBe("2027-11-03T08:00:00.000Z");
    });

    it("keeps notes with author and time; a note counts as a change", async () => {
      const { id } = await add("2026-11-02T08:00:00Z");
      const audit = recordingAudit();
      await run((db) =>
        addLeadNote(db, audit.writer, {
          id,
          body: "Called, wants an offer for 30 people.",
          actor,
          now: new Date("2026-11-02T09:00:00Z"),
        }),
      );
      const detail = await run((db) => getLead(db, id));
      expect(detail?.notes).toEqual([
        expect.objectContaining({
          authorName: "Mia Muster",
          body: "Called, wants an offer for 30 people.",
          createdAt: "2026-11-02T09:00:00.000Z",
        }),
      ]);
      expect(detail?.updatedAt).toBe("2026-11-02T09:00:00.000Z");
      // The audit entry names the note, not its text.
      expect(JSON.stringify(audit.entries)).not.toContain("offer");
    });

    it("sends a failed mail again, and only a failed one", async () => {
      const { id } = await add("2026-11-02T08:00:00Z");
      const [agency, confirmation] = await run((db) =>
        db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id)).orderBy(mailOutbox.kind),
      );
      await run((db) =>
        db
          .update(mailOutbox)
          .set({ status: "failed", attempts: 5, lastError: "550 mailbox unavailable" })
          .where(eq(mailOutbox.id, agency!.id)),
      );
      await run((db) =>
        db
          .update(mailOutbox)
          .set({ status: "pending", attempts: 2, nextAttemptAt: new Date("2026-11-02T08:10:00Z") })
          .where(eq(mailOutbox.id, confirmation!.id)),
      );
      const before = await run((db) => getLead(db, id));
      expect(before?.mails.map((mail) => [mail.kind, mail.delivery, mail.nextAttemptAt])).toEqual([
        ["agency", "failed", null],
        ["confirmation", "retrying", "2026-11-02T08:10:00.000Z"],
      ]);
      const audit = recordingAudit();
      const now = new Date("2026-11-06T08:00:00Z");
      expect(
        await run((db) =>
          requeueFailedMail(db, audit.writer, { id, mailId: confirmation!.id, actor, now }),
        ),
      ).toEqual({ ok: false, reason: "conflict" });
      expect(
        await run((db) =>
          requeueFailedMail(db, audit.writer, { id, mailId: agency!.id, actor, now }),
        ),
      ).toMatchObject({ ok: true, value: { delivery: "queued" } });
      const [row] = await run((db) =>
        db.select().from(mailOutbox).where(eq(mailOutbox.id, agency!.id)),
      );
      expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
      expect(row!.nextAttemptAt.toISOString()).toBe(now.toISOString());
      expect(audit.entries[0]).toMatchObject({ action: "lead_mail_requeued", target: id });
    });

    it("exports every lead the filter selects, across pages", async () => {
      for (let i = 0; i < 7; i++) {
        await add(`2026-11-0${i + 1}T08:00:00Z`, { event: i % 2 ? "Teamkochen" : "other" });
      }
      const rows = await run(async (db) => {
        const found = [];
        for await (const row of exportLeads(db, { event: "other" }, 2)) found.push(row);
        return found;
      });
      expect(rows.map((row) => row.createdAt.toISOString().slice(0, 10))).toEqual([
        "2026-11-07",
        "2026-11-05",
        "2026-11-03",
        "2026-11-01",
      ]);
    });

    it("finds, exports and erases everything about an address, .eml files included", async () => {
      const first = await add("2026-11-02T08:00:00Z", { email: "Anna@Beispiel.de" });
      const second = await add("2026-11-03T08:00:00Z", { email: "anna@beispiel.de" });
      const other = await add("2026-11-03T09:00:00Z", { email: "bob@example.org", name: "Bob" });
      const audit = recordingAudit();
      await run((db) =>
        addLeadNote(db, audit.writer, { id: first.id, body: "VIP", actor, now: new Date() }),
      );
      await run((db) =>
        changeLeadState(db, audit.writer, {
          id: second.id,
          to: "contacted",
          actor,
          now: new Date(),
        }),
      );
      const outboxDir = path.join(database.dataDir, "outbox");
      mkdirSync(outboxDir, { recursive: true });
      const mails = await run((db) => db.select().from(mailOutbox));
      for (const mail of mails) {
        writeFileSync(
          path.join(outboxDir, `2026-11-02T08-00-00-000Z-${mail.kind}-${mail.id}.eml`),
          "x",
        );
      }
      const person = await run((db) => findPerson(db, " ANNA@beispiel.de ", mailSettings));
      expect(person.enquiries.map((e) => e.id)).toEqual([second.id, first.id]);
      expect(person.enquiries[1]!.notes.map((note) => note.body)).toEqual(["VIP"]);
      expect(person.enquiries[0]!.history).toHaveLength(1);
      const confirmation = person.enquiries[0]!.mails.find((mail) => mail.kind === "confirmation");
      expect(confirmation?.to).toBe("anna@beispiel.de");
      expect(confirmation?.text).toContain("Anna Beispiel");

      const counts = await run((db) =>
        erasePerson(db, audit.writer, { email: "anna@BEISPIEL.de", actor, outboxDir }),
      );
      expect(counts).toEqual({
        enquiries: 2,
        notes: 1,
        activities: 2,
        mails: 4,
        files: 4,
        drafts: 0,
        keptOffers: 0,
        keptInvoices: 0,
        headcountAnswers: 0,
        kept: [],
        keptReason: null,
      });
      const left = await run(async (db) => ({
        enquiries: (await db.select({ id: enquiries.id }).from(enquiries)).map((r) => r.id),
        notes: (
          await db
            .select({ n: count() })
            .from(leadActivities)
            .where(eq(leadActivities.kind, "note"))
        )[0]!.n,
        history: (
          await db
            .select({ n: count() })
            .from(leadActivities)
            .where(eq(leadActivities.kind, "state_changed"))
        )[0]!.n,
        mails: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
      }));
      expect(left).toEqual({ enquiries: [other.id], notes: 0, history: 0, mails: 2 });
      expect(readdirSync(outboxDir)).toHaveLength(2);
      const entry = audit.entries.at(-1)!;
      expect(entry).toEqual({
        action: "privacy_erased",
        actorId: "user-1",
        detail: {
          enquiries: 2,
          notes: 1,
          activities: 2,
          mails: 4,
          drafts: 0,
          keptOffers: 0,
          keptInvoices: 0,
          headcountAnswers: 0,
        },
      });
      expect(JSON.stringify(entry).toLowerCase()).not.toContain("anna");
    });

    it("erases nothing at all when the audit entry fails", async () => {
      await add("2026-11-02T08:00:00Z", { email: "keep@example.org" });
      const audit = recordingAudit();
      audit.failNext(true);
      const outboxDir = path.join(database.dataDir, "outbox-none");
      await expect(
        run((db) => erasePerson(db, audit.writer, { email: "keep@example.org", actor, outboxDir })),
      ).rejects.toThrow();
      expect(
        (await run((db) => findPerson(db, "keep@example.org", mailSettings))).enquiries,
      ).toHaveLength(1);
      expect(existsSync(outboxDir)).toBe(false);
    });

    it("deletes leads 12 months after their last change, won leads after 6 years", async () => {
      const old = await add("2025-10-01T08:00:00Z", { name: "untouched" });
      const touched = await add("2025-10-01T08:00:00Z", { name: "touched" });
      const won = await add("2020-12-01T08:00:00Z", { name: "won" });
      const wonLong = await add("2019-01-01T08:00:00Z", { name: "won long ago" });
      const audit = recordingAudit();
      await run((db) =>
        addLeadNote(db, audit.writer, {
          id: touched.id,
          body: "follow up",
          actor,
          now: new Date("2026-06-01T08:00:00Z"),
        }),
      );
      for (const id of [won.id, wonLong.id]) {
        await run((db) =>
          changeLeadState(db, audit.writer, {
            id,
            to: "won",
            actor,
            now: new Date(id === won.id ? "2020-12-02T08:00:00Z" : "2019-01-02T08:00:00Z"),
          }),
        );
      }
      const outboxDir = path.join(database.dataDir, "outbox-retention");
      mkdirSync(outboxDir, { recursive: true });
      const [mail] = await run((db) =>
        db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, old.id)),
      );
      writeFileSync(path.join(outboxDir, `x-agency-${mail!.id}.eml`), "x");
      const now = new Date("2026-11-21T12:00:00Z");
      expect(await purgeExpiredEnquiries(database.service, now, outboxDir)).toBe(2);
      const names = (await run((db) => db.select({ name: enquiries.name }).from(enquiries)))
        .map((row) => row.name)
        .sort();
      expect(names).toEqual(["touched", "won"]);
      expect(readdirSync(outboxDir)).toEqual([]);
      const detail = await run((db) => getLead(db, won.id));
      expect(detail?.deleteAfter).toBe("2026-12-02T08:00:00.000Z");
    });

    it("looks up consent records by consent id or user identifier", async () => {
      const userIdentifier = "user_1700000000000_abcdef";
      const rows = [
        { analytics: true, marketing: true, at: "2026-11-01T10:00:00Z" },
        { analytics: true, marketing: false, at: "2026-11-02T10:00:00Z" },
      ].map((p) => ({
        consentId: randomUUID(),
        consentType: "cookies",
        preferences: { necessary: true as const, analytics: p.analytics, marketing: p.marketing },
        userIdentifier,
        bannerVersion: "1.1",
        policyVersion: "2.0",
        language: "de",
        createdAt: new Date(p.at),
      }));
      await run((db) => db.insert(consentRecords).values(rows));
      const byUser = await run((db) => findConsents(db, userIdentifier));
      expect(byUser.map((r) => [r.choice, r.createdAt])).toEqual([
        ["custom", "2026-11-02T10:00:00.000Z"],
        ["all", "2026-11-01T10:00:00.000Z"],
      ]);
      const byId = await run((db) => findConsents(db, rows[0]!.consentId.toUpperCase()));
      expect(byId).toEqual([
        expect.objectContaining({
          bannerVersion: "1.1",
          choice: "all",
          deleteAfter: "2028-11-01T10:00:00.000Z",
        }),
      ]);
      expect(await run((db) => findConsents(db, "user_unknown"))).toEqual([]);
    });

    it("counts leads per Berlin week by category and state, consents by choice, vitals by band", async () => {
      // Sunday 23:30 in Berlin belongs to the week of Monday 2026-11-02.
      const a = await add("2026-11-08T22:30:00Z", { event: "Teamkochen" });
      await add("2026-11-09T08:00:00Z", { event: "other" });
      await add("2026-11-10T08:00:00Z", { event: "Team Cooking" });
      await run((db) =>
        changeLeadState(db, recordingAudit().writer, {
          id: a.id,
          to: "won",
          actor,
          now: new Date(),
        }),
      );
      const now = new Date("2026-11-12T12:00:00Z");
      const leads = await run((db) => leadFigures(db, now, 3));
      expect(
        leads.byCategory.map((w) => [w.week, w.total, w.counts["culinary-events"], w.counts.other]),
      ).toEqual([
        ["2026-10-26", 0, 0, 0],
        ["2026-11-02", 1, 1, 0],
        ["2026-11-09", 2, 1, 1],
      ]);
      expect(leads.byState[1]!.counts.won).toBe(1);
      expect(leads.byState[2]!.counts.new).toBe(2);
      expect([leads.total, leads.won, leads.wonShare]).toEqual([3, 1, 1 / 3]);

      const consent = (analytics: boolean, marketing: boolean, at: string) => ({
        consentId: randomUUID(),
        consentType: "cookies",
        preferences: { necessary: true as const, analytics, marketing },
        userIdentifier: "user_1_x",
        bannerVersion: "1.1",
        policyVersion: "2.0",
        language: "de",
        createdAt: new Date(at),
      });
      await run((db) =>
        db
          .insert(consentRecords)
          .values([
            consent(true, true, "2026-11-10T08:00:00Z"),
            consent(false, false, "2026-11-10T09:00:00Z"),
            consent(false, false, "2026-11-03T09:00:00Z"),
            consent(true, false, "2026-11-11T09:00:00Z"),
          ]),
      );
      const consents = await run((db) => consentFigures(db, now, 2));
      expect(consents.byChoice).toEqual([
        { week: "2026-11-02", counts: { all: 0, necessary: 1, custom: 0 }, total: 1 },
        { week: "2026-11-09", counts: { all: 1, necessary: 1, custom: 1 }, total: 3 },
      ]);

      const vital = (day: string, metric: string, good: number, ni: number, poor: number) => ({
        day,
        page: "/",
        metric,
        samples: good + ni + poor,
        total: (good + ni + poor) * 1000,
        good,
        needsImprovement: ni,
        poor,
      });
      await run((db) =>
        db.insert(vitalsDaily).values([
          vital("2026-11-10", "LCP", 70, 20, 10),
          vital("2026-11-11", "LCP", 20, 0, 0),
          vital("2026-10-01", "LCP", 0, 0, 1000), // older than 28 days
          vital("2026-11-11", "INP", 5, 0, 5),
          vital("2026-11-11", "TTFB", 5, 0, 5), // not a Core Web Vital
        ]),
      );
      const vitals = await run((db) => vitalFigures(db, now));
      expect(vitals.map((v) => [v.metric, v.samples, v.p75])).toEqual([
        ["INP", 10, "poor"],
        ["LCP", 120, "good"],
      ]);
      expect(p75Band(60, 20, 20)).toBe("needs-improvement");
    });
  });
}
