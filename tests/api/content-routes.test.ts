/**
 * The content editor's API through the real server with real sessions, on both engines:
 * seeding once, drafts with the issues publishing would meet, publishing (the content
 * version, the revision with its diff, the audit entry), refusals that change nothing (an
 * empty English title, a stale revision), restoring a revision, new articles, and deleting
 * (owners only).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/accounts/schema.ts";
import { initialDocuments } from "#app/content/documents.server.ts";
import { loadPublishedContent, seedContent } from "../../server/content/store/published.ts";
import { contentRevisions } from "../../server/content/schema.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import type { TestServer } from "./support/server.ts";

type Json = Record<string, unknown>;
interface EventData {
  priceFrom: number;
  de: { title: string };
  en: { title: string };
  [field: string]: unknown;
}
interface DocumentAnswer {
  published: EventData;
  draft: EventData | null;
  revision: number;
  fields: Record<string, string>;
}

const EVENT = "/api/admin/content/event/zombie-virus";

/** The event with a new price, and every text that quotes the price following it. */
function withPrice(data: EventData, price: number): EventData {
  const old = data.priceFrom;
  const changed = JSON.parse(
    JSON.stringify(data)
      .replace(new RegExp(`\\b${old}(\\s?€)`, "g"), `${price}$1`)
      .replace(new RegExp(`(€\\s?)${old}\\b`, "g"), `$1${price}`),
  ) as EventData;
  return { ...changed, priceFrom: price };
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`content editor API on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let owner: AdminSession;
    let staff: AdminSession;

    const call = async (session: AdminSession, path: string, method = "GET", body?: unknown) => {
      const response = await adminFetch(session, path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
    };
    const published = () => database.service.run((db) => loadPublishedContent(db));
    const zombie = async () => (await call(staff, EVENT)).body as unknown as DocumentAnswer;

    let api: ApiTest<"owner" | "staff"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { sessions: { owner: "owner", staff: "staff" } });
      ({ database, server } = api);
      ({ owner, staff } = api.sessions);
    });
    afterAll(() => api?.close());

    it("seeds today's content into an empty database once, then never again", async () => {
      const initial = initialDocuments();
      const empty = await engine.create();
      try {
        expect(await empty.service.run((db) => seedContent(db, initial, new Date()))).toBe(true);
        const first = await empty.service.run((db) => loadPublishedContent(db));
        expect(first.version).toBe(1);
        expect(first.documents).toEqual(initial);
        // A second start (or a second instance) leaves it as it is.
        const changed = initial.map((d) => ({ ...d, data: { replaced: true } }));
        expect(await empty.service.run((db) => seedContent(db, changed, new Date()))).toBe(false);
        expect(await empty.service.run((db) => loadPublishedContent(db))).toEqual(first);
      } finally {
        await empty.dispose();
      }
      // The server seeded its own database when it started (or at the first call).
      const { body } = await call(staff, "/api/admin/content");
      const documents = body.documents as Array<{ kind: string; key: string; title: Json }>;
      expect(documents.map((d) => `${d.kind}/${d.key}`)).toEqual(
        initial.map((d) => `${d.kind}/${d.key}`),
      );
      expect(await published()).toMatchObject({ version: 1, documents: initial });
      expect(documents).toHaveLength(initial.length);
      expect(documents.find((d) => d.key === "zombie-virus")?.title).toEqual({
        de: "ZOMBIE VIRUS",
        en: "ZOMBIE VIRUS",
      });
    });

    it("answers 401 without a session", async () => {
      for (const [method, path] of [
        ["GET", "/api/admin/content"],
        ["GET", EVENT],
        ["POST", `${EVENT}/publish`],
        ["PUT", `${EVENT}/draft`],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { origin: server.url, "content-type": "application/json" },
          ...(method === "GET" ? {} : { body: "{}" }),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    });

    it("serves the JSON Schema a kind's form is generated from", async () => {
      const { status, body } = await call(staff, "/api/admin/content/schemas/event");
      expect(status).toBe(200);
      const text = JSON.stringify(body.schema);
      for (const field of ["priceFrom", "participants", "highlights", "detail", "seo"]) {
        expect(text).toContain(`"${field}"`);
      }
      expect((await call(staff, "/api/admin/content/schemas/nonsense")).status).toBe(400);
    });

    it("saves a draft without publishing it and answers what would refuse publishing", async () => {
      const before = await published();
      const doc = await zombie();
      const draft = { ...doc.published, en: { ...doc.published.en, title: "" } };
      const saved = await call(staff, `${EVENT}/draft`, "PUT", { data: draft });
      expect(saved.status).toBe(200);
      expect(Object.keys(saved.body.fields as Json)).toContain("en.title");
      expect((await zombie()).draft?.en.title).toBe("");
      expect(await published()).toEqual(before);
      expect((await call(staff, `${EVENT}/draft`, "DELETE")).status).toBe(204);
      expect((await zombie()).draft).toBeNull();
    });

    it("publishes: the content changes, the version goes up, a revision holds the diff", async () => {
      const before = await published();
      const doc = await zombie();
      const data = withPrice(
        { ...doc.published, de: { ...doc.published.de, title: "ZOMBIE ALARM" } },
        159,
      );
      const saved = await call(staff, `${EVENT}/draft`, "PUT", { data });
      expect(saved.body.fields).toEqual({});
      const answer = await call(staff, `${EVENT}/publish`, "POST", { revision: doc.revision });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.version).toBe(before.version + 1);

      const after = await published();
      expect(after.version).toBe(before.version + 1);
      const event = after.documents.find((d) => d.kind === "event" && d.key === "zombie-virus");
      expect((event?.data as EventData).de.title).toBe("ZOMBIE ALARM");
      expect((event?.data as EventData).priceFrom).toBe(159);
      expect((await zombie()).draft).toBeNull();

      const revisions = (await call(staff, `${EVENT}/revisions`)).body.revisions as Array<{
        id: number;
        action: string;
        authorEmail: string;
        changes: Array<{ path: string; before: unknown; after: unknown }>;
      }>;
      expect(revisions[0]).toMatchObject({ id: answer.body.revision, action: "publish" });
      expect(revisions[0]!.authorEmail).toMatch(/^staff-.*@agency\.example$/);
      // People see the name the person chose, not the address.
      expect(revisions[0]).toMatchObject({ authorName: expect.not.stringMatching(/@/) });
      expect(revisions[0]!.changes).toContainEqual({
        path: "de.title",
        before: "ZOMBIE VIRUS",
        after: "ZOMBIE ALARM",
      });
      expect(revisions[0]!.changes).toContainEqual({ path: "priceFrom", before: 149, after: 159 });
      expect(revisions.at(-1)!.action).toBe("seed");

      const [entry] = await database.service.run((db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "content.publish"), eq(auditLog.actorId, staff.userId))),
      );
      expect(entry).toMatchObject({ target: "event/zombie-virus" });
      expect(JSON.stringify(entry!.detail)).not.toMatch(/@/);
    });

    it("refuses an empty English title with 422 naming en.title, and changes nothing", async () => {
      const before = await published();
      const doc = await zombie();
      const revisionsBefore = (await call(staff, `${EVENT}/revisions`)).body.revisions as unknown[];
      const data = { ...doc.published, en: { ...doc.published.en, title: " " } };
      const answer = await call(staff, `${EVENT}/publish`, "POST", {
        revision: doc.revision,
        data,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe("validation");
      expect(typeof answer.body.message).toBe("string");
      expect(Object.keys(answer.body.fields as Json)).toContain("en.title");
      expect(await published()).toEqual(before);
      expect((await call(staff, `${EVENT}/revisions`)).body.revisions).toEqual(revisionsBefore);
    });

    it("names each problem by code and parameters: a search text quoting the old price", async () => {
      const doc = await zombie();
      const price = doc.published.priceFrom;
      // The price changes, and every text follows except the German search-engine description.
      const data = withPrice(doc.published, price + 10) as EventData & {
        detail: { de: { seo: { description: string } } };
      };
      const original = doc.published as typeof data;
      data.detail.de.seo.description = original.detail.de.seo.description;
      const answer = await call(staff, `${EVENT}/publish`, "POST", {
        revision: doc.revision,
        data,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.issues).toEqual([
        expect.objectContaining({
          kind: "event",
          key: "zombie-virus",
          path: "detail.de.seo.description",
          code: "price_quote_mismatch",
          params: { quoted: price, price: price + 10 },
        }),
      ]);
      // A draft's answer carries the same codes.
      const saved = await call(staff, `${EVENT}/draft`, "PUT", { data });
      expect(saved.body.issues).toEqual([
        expect.objectContaining({
          path: "detail.de.seo.description",
          code: "price_quote_mismatch",
        }),
      ]);
      const empty = await call(staff, `${EVENT}/draft`, "PUT", {
        data: { ...data, en: { ...data.en, title: "" } },
      });
      expect(empty.body.issues).toContainEqual(
        expect.objectContaining({ path: "en.title", code: "required", params: {} }),
      );
      expect((await call(staff, `${EVENT}/draft`, "DELETE")).status).toBe(204);
    });

    it("refuses to publish what the site already shows with 409 nothing_changed: no revision, same version", async () => {
      const before = await published();
      const doc = await zombie();
      const revisionsBefore = (await call(staff, `${EVENT}/revisions`)).body.revisions as unknown[];
      const answer = await call(staff, `${EVENT}/publish`, "POST", {
        revision: doc.revision,
        data: doc.published,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe("nothing_changed");
      expect(await published()).toEqual(before);
      expect((await call(staff, `${EVENT}/revisions`)).body.revisions).toEqual(revisionsBefore);
    });

    it("refuses a publish based on an older revision with 409", async () => {
      const doc = await zombie();
      const first = await call(owner, `${EVENT}/publish`, "POST", {
        revision: doc.revision,
        data: { ...doc.published, de: { ...doc.published.de, title: "ZOMBIE EINS" } },
      });
      expect(first.status).toBe(200);
      const before = await published();
      const second = await call(staff, `${EVENT}/publish`, "POST", {
        revision: doc.revision,
        data: { ...doc.published, de: { ...doc.published.de, title: "ZOMBIE ZWEI" } },
      });
      expect(second.status).toBe(409);
      expect(second.body.error).toBe("stale");
      expect(second.body.message).toMatch(/since you opened it/);
      expect(await published()).toEqual(before);
    });

    it("restores an earlier revision as a publish of its own", async () => {
      const revisions = (await call(staff, `${EVENT}/revisions`)).body.revisions as Array<{
        id: number;
        action: string;
      }>;
      const seed = revisions.find((r) => r.action === "seed")!;
      const doc = await zombie();
      const stale = await call(staff, `${EVENT}/revisions/${seed.id}/restore`, "POST", {
        revision: seed.id,
      });
      expect(stale.status).toBe(409);
      const answer = await call(staff, `${EVENT}/revisions/${seed.id}/restore`, "POST", {
        revision: doc.revision,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const event = (await published()).documents.find((d) => d.key === "zombie-virus");
      expect(event?.data).toEqual(initialDocuments().find((d) => d.key === "zombie-virus")?.data);
      const latest = ((await call(staff, `${EVENT}/revisions`)).body.revisions as Json[])[0];
      expect(latest).toMatchObject({ action: "restore" });
      expect(latest!.changes).toContainEqual({
        path: "de.title",
        before: "ZOMBIE EINS",
        after: "ZOMBIE VIRUS",
      });
    });

    it("adds an article as a draft at the end, with the next id as its key", async () => {
      const ids = initialDocuments()
        .filter((d) => d.kind === "article")
        .map((d) => (d.data as { id: number }).id);
      const created = await call(staff, "/api/admin/content/article", "POST", {
        slug: "sommerfest-2027",
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toEqual({ kind: "article", key: String(Math.max(...ids) + 1) });
      const again = await call(staff, "/api/admin/content/article", "POST", {
        slug: "sommerfest-2027",
      });
      expect(again.status).toBe(409);
      expect(Object.keys(again.body.fields as Json)).toEqual(["slug"]);
      const bad = await call(staff, "/api/admin/content/article", "POST", { slug: "Nicht OK" });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("slug");
      const doc = (await call(staff, `/api/admin/content/article/${created.body.key}`)).body;
      expect(doc.draft).toMatchObject({ id: Math.max(...ids) + 1, slug: "sommerfest-2027" });
      expect(doc.published).toBeNull();
      expect(doc.position).toBe(ids.length);
      // Not on the site until published.
      expect((await published()).documents.some((d) => d.key === created.body.key)).toBe(false);
      const event = await call(staff, "/api/admin/content/event", "POST", {
        slug: "zombie-virus",
      });
      expect(event.status).toBe(409);
    });

    it("lets only owners delete an event or article; it leaves the published content", async () => {
      const path = "/api/admin/content/article/3";
      const before = await published();
      const byStaff = await call(staff, path, "DELETE");
      expect(byStaff.status).toBe(403);
      expect(await published()).toEqual(before);
      const byOwner = await call(owner, path, "DELETE");
      expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(200);
      const after = await published();
      expect(after.version).toBe(before.version + 1);
      expect(after.documents.some((d) => d.kind === "article" && d.key === "3")).toBe(false);
      const [revision] = await database.service
        .run((db) =>
          db
            .select()
            .from(contentRevisions)
            .where(and(eq(contentRevisions.kind, "article"), eq(contentRevisions.key, "3")))
            .orderBy(contentRevisions.id),
        )
        .then((rows) => rows.reverse());
      expect(revision).toMatchObject({ action: "delete", data: null });
      expect((await call(owner, path, "DELETE")).status).toBe(404);
      const list = (await call(staff, "/api/admin/content")).body.documents as Json[];
      expect(list.find((d) => d.kind === "article" && d.key === "3")).toMatchObject({
        deleted: true,
      });
    });
  });
}
