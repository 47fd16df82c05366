/**
 * A picture's focal point through the real server, on both engines: staff and owners set it
 * with the alt texts' PATCH and read it back in the list; a value outside 0–100, a fraction
 * or a missing axis is refused with 400 naming the field and nothing stored; without a
 * session nothing changes. Each change leaves an audit entry; when published content shows
 * the picture, the content's version moves on (every instance renders those pages again),
 * and only then.
 */
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/accounts/schema.ts";
import { contentState } from "../../server/content/schema.ts";
import type { MediaEditAnswer } from "../../server/media/edit-routes.ts";
import type { MediaListItem, MediaUploadAnswer } from "../../server/media/routes.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";

const EVENT = "/api/admin/content/event/zombie-virus";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`a picture's focal point on ${engine.name}`, () => {
    let api: ApiTest<"owner" | "staff">;
    let staff: AdminSession;
    let owner: AdminSession;
    let id: string;

    const patch = (session: AdminSession, body: unknown) =>
      adminFetch(session, `/api/admin/media/${id}`, {
        method: "PATCH",
        body: JSON.stringify(body),
      });
    const stored = async () =>
      (
        (await (await adminFetch(staff, "/api/admin/media")).json()) as {
          pictures: MediaListItem[];
        }
      ).pictures.find((p) => p.id === id)!;
    const version = () =>
      api.database.service.run(
        async (db) => (await db.select().from(contentState).where(eq(contentState.id, 1)))[0]!,
      );

    beforeAll(async () => {
      api = await startApiTest(engine, { sessions: { owner: "owner", staff: "staff" } });
      ({ owner, staff } = api.sessions);
      const body = new FormData();
      body.set("alt.de", "Zombies im Keller");
      body.set("alt.en", "Zombies in the cellar");
      const png = await sharp({
        create: { width: 300, height: 200, channels: 3, background: "#2a6" },
      })
        .png()
        .toBuffer();
      body.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "keller.png");
      const response = await fetch(`${api.server.url}/api/admin/media`, {
        method: "POST",
        headers: { cookie: staff.cookie, origin: staff.origin },
        body,
      });
      expect(response.status).toBe(201);
      ({
        picture: { id },
      } = (await response.json()) as MediaUploadAnswer);
    });
    afterAll(() => api?.close());

    it("starts centred; staff and owners set it, and the list carries it", async () => {
      expect((await stored()).focal).toEqual({ x: 50, y: 50 });
      const byStaff = await patch(staff, { focal: { x: 30, y: 70 } });
      expect(byStaff.status).toBe(200);
      const answer = (await byStaff.json()) as MediaEditAnswer;
      expect(answer.picture.focal).toEqual({ x: 30, y: 70 });
      expect(answer.picture.alt).toEqual({ de: "Zombies im Keller", en: "Zombies in the cellar" });
      expect(answer.republished).toBe(false);
      expect((await stored()).focal).toEqual({ x: 30, y: 70 });

      const byOwner = await patch(owner, {
        alt: { de: "Zombies im Keller", en: "Zombies in the cellar" },
        focal: { x: 0, y: 100 },
      });
      expect(byOwner.status).toBe(200);
      expect((await stored()).focal).toEqual({ x: 0, y: 100 });

      const entries = await api.database.service.run((db) =>
        db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, "media_focal_changed"))
          .orderBy(desc(auditLog.id)),
      );
      expect(entries.map((e) => [e.target, e.actorId, e.detail])).toEqual([
        [id, owner.userId, { from: { x: 30, y: 70 }, to: { x: 0, y: 100 } }],
        [id, staff.userId, { from: { x: 50, y: 50 }, to: { x: 30, y: 70 } }],
      ]);
    });

    it("refuses what is not a whole percent, naming the field, and stores nothing", async () => {
      const before = (await stored()).focal;
      const refusals: Array<[unknown, string]> = [
        [{ x: 101, y: 50 }, "focal.x"],
        [{ x: 20, y: -1 }, "focal.y"],
        [{ x: 12.5, y: 50 }, "focal.x"],
        [{ x: "30%", y: 50 }, "focal.x"],
        [{ x: 20 }, "focal.y"],
        [{ x: 20, y: 20, z: 1 }, "focal"],
      ];
      for (const [focal, field] of refusals) {
        const response = await patch(staff, {
          alt: { de: "Anderer Text", en: "Other text" },
          focal,
        });
        expect(response.status, JSON.stringify(focal)).toBe(400);
        const body = (await response.json()) as { field: string; fields: Record<string, string> };
        expect(body.field, JSON.stringify(focal)).toBe(field);
        expect(body.fields[field]).toBeTruthy();
      }
      expect((await patch(staff, {})).status).toBe(400);
      const after = await stored();
      expect(after.focal).toEqual(before);
      expect(after.alt.de).toBe("Zombies im Keller");
    });

    it("needs a session", async () => {
      const anonymous = await fetch(`${api.server.url}/api/admin/media/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", origin: api.server.url },
        body: JSON.stringify({ focal: { x: 10, y: 10 } }),
      });
      expect(anonymous.status).toBe(401);
      expect((await stored()).focal).not.toEqual({ x: 10, y: 10 });
    });

    it("moves the content's version on when published content shows the picture", async () => {
      const doc = (await (await adminFetch(staff, EVENT)).json()) as {
        published: Record<string, unknown>;
        revision: number;
      };
      const published = await adminFetch(staff, `${EVENT}/publish`, {
        method: "POST",
        body: JSON.stringify({ revision: doc.revision, data: { ...doc.published, image: id } }),
      });
      expect(published.status, await published.clone().text()).toBe(200);
      const start = await version();

      const moved = (await (
        await patch(staff, { focal: { x: 25, y: 35 } })
      ).json()) as MediaEditAnswer;
      expect(moved).toMatchObject({ republished: true, picture: { focal: { x: 25, y: 35 } } });
      expect((await version()).version).toBe(start.version + 1);

      // The same point again changes nothing the pages show: no new version.
      const same = (await (
        await patch(staff, { focal: { x: 25, y: 35 } })
      ).json()) as MediaEditAnswer;
      expect(same.republished).toBe(false);
      expect((await version()).version).toBe(start.version + 1);
    });
  });
}
