/**
 * The picture library and the in-use refusal, on both engines: the library lists the site's
 * illustrations (read-only, with where published content shows them) beside the uploads,
 * each with a small WebP thumbnail; an uploaded picture that a published event shows cannot
 * be deleted (409 `picture_in_use` naming the event, nothing deleted) until the event shows
 * another picture.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LibraryPicture } from "../../server/media/library-routes.ts";
import type { MediaListItem, MediaUploadAnswer } from "../../server/media/routes.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";

const EVENT = "/api/admin/content/event/teamkochen";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`picture library on ${engine.name}`, () => {
    let api: ApiTest<"owner" | "staff"> | undefined;
    let owner: AdminSession;
    let staff: AdminSession;

    const call = async (session: AdminSession, path: string, method = "GET", body?: unknown) => {
      const response = await adminFetch(session, path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      };
    };
    const library = async () =>
      (await call(staff, "/api/admin/media/library")).body.pictures as LibraryPicture[];

    /** Publishes the event with `image` as its picture. */
    const showOnEvent = async (image: string) => {
      const doc = (await call(staff, EVENT)).body as {
        published: Record<string, unknown>;
        revision: number;
      };
      const answer = await call(staff, `${EVENT}/publish`, "POST", {
        revision: doc.revision,
        data: { ...doc.published, image },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    beforeAll(async () => {
      api = await startApiTest(engine, { sessions: { owner: "owner", staff: "staff" } });
      ({ owner, staff } = api.sessions);
      // The content is loaded into a new database when the editor first asks for it.
      expect((await call(staff, "/api/admin/content")).status).toBe(200);
    });
    afterAll(() => api?.close());

    it("lists the illustrations with where they are used, and serves their thumbnails", async () => {
      const pictures = await library();
      const teamkochen = pictures.find((p) => p.id === "event-teamkochen");
      expect(teamkochen).toMatchObject({
        source: "illustration",
        alt: { de: expect.stringMatching(/^Illustration: /), en: expect.any(String) },
      });
      expect(teamkochen!.usedIn).toEqual([
        { kind: "event", key: "teamkochen", title: { de: "Teamkochen", en: "Team Cooking" } },
      ]);
      const response = await adminFetch(staff, teamkochen!.thumbnail);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toMatch(/^private, /);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", 320]);

      const missing = await adminFetch(staff, "/api/admin/media/thumbnails/nothing-here.webp");
      expect(missing.status).toBe(404);
      const notAName = await adminFetch(staff, "/api/admin/media/thumbnails/..%2Fsecret.webp");
      expect(notAName.status).toBe(400);
    });

    it("refuses to delete an upload a published event shows, naming the event", async () => {
      const png = await sharp({
        create: { width: 640, height: 400, channels: 3, background: "#0b5563" },
      })
        .png()
        .toBuffer();
      const body = new FormData();
      body.set("alt.de", "Kochschürzen am Haken");
      body.set("alt.en", "Aprons on a hook");
      body.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "schuerzen.png");
      const uploaded = await fetch(`${api!.server.url}/api/admin/media`, {
        method: "POST",
        headers: { cookie: staff.cookie, origin: staff.origin },
        body,
      });
      expect(uploaded.status).toBe(201);
      const { picture } = (await uploaded.json()) as MediaUploadAnswer;
      const listed = (await library()).find((p) => p.id === picture.id);
      expect(listed).toMatchObject({ source: "upload", name: "schuerzen.png", usedIn: [] });
      const thumbnail = await adminFetch(staff, listed!.thumbnail);
      expect(thumbnail.status).toBe(200);

      await showOnEvent(picture.id);
      const refused = await call(owner, `/api/admin/media/${picture.id}`, "DELETE");
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        error: "picture_in_use",
        usedIn: [{ kind: "event", key: "teamkochen", title: { de: "Teamkochen" } }],
      });
      expect(refused.body.message).toMatch(/Team Cooking \(event\)/);
      const media = (await call(staff, "/api/admin/media")).body.pictures as MediaListItem[];
      expect(media.find((p) => p.id === picture.id)?.usedIn).toEqual([
        { kind: "event", key: "teamkochen", title: { de: "Teamkochen", en: "Team Cooking" } },
      ]);

      await showOnEvent("event-teamkochen");
      const deleted = await call(owner, `/api/admin/media/${picture.id}`, "DELETE");
      expect(deleted.status).toBe(204);
      expect((await library()).some((p) => p.id === picture.id)).toBe(false);
    });
  });
}
