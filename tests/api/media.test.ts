/**
 * Pictures through the real server with real sessions, on both engines: a JPEG and a PNG
 * (made with sharp here) become AVIF and WebP at the layout's widths, served at /media/
 * from the database with a year's immutable caching; a text file named .png, a file over
 * 15 MB and a missing alt text are refused with the field named and nothing stored; the
 * same file twice is one picture; alt texts are edited; owners delete. The content
 * layer's resolver gives the site's <picture> shape.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/accounts/schema.ts";
import type { MediaListItem, MediaUploadAnswer } from "../../server/media/routes.ts";
import { loadMediaIndex, mediaImageRef } from "../../server/media/index.ts";
import { media, mediaFiles } from "../../server/media/schema.ts";
import { openDatabase } from "../../server/database/connection.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, quietLog, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

/** A photo-like picture: a gradient with noise, so the encoders have work to do. */
async function makePicture(format: "jpeg" | "png", width: number, height: number, seed = 0) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + seed * 31 + ((i / 3) % width)) & 0xff;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return (format === "jpeg" ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
}

/** A PNG header claiming 20,000 × 20,000 pixels (a decompression bomb's first bytes). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function form(
  file: { bytes: Buffer | string; name: string; type: string } | null,
  alt: { de?: string; en?: string } = { de: "Team beim Floßbau", en: "Team building a raft" },
) {
  const body = new FormData();
  if (alt.de !== undefined) body.set("alt.de", alt.de);
  if (alt.en !== undefined) body.set("alt.en", alt.en);
  if (file)
    body.set(
      "file",
      new Blob([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], {
        type: file.type,
      }),
      file.name,
    );
  return body;
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`pictures on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let owner: AdminSession;
    let staff: AdminSession;

    const rows = () =>
      database.service.run(async (db) => ({
        media: (await db.select({ n: count() }).from(media))[0]!.n,
        files: (await db.select({ n: count() }).from(mediaFiles))[0]!.n,
      }));
    // Not adminFetch: fetch sets the multipart Content-Type with its boundary itself.
    const upload = (session: AdminSession, body: FormData) =>
      fetch(`${server.url}/api/admin/media`, {
        method: "POST",
        headers: { cookie: session.cookie, origin: session.origin },
        body,
      });

    let api: ApiTest<"owner" | "staff"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { sessions: { owner: "owner", staff: "staff" } });
      ({ database, server } = api);
      ({ owner, staff } = api.sessions);
    });
    afterAll(() => api?.close());

    it("turns a JPEG into AVIF and WebP at the layout's widths, served from the database", async () => {
      const jpeg = await makePicture("jpeg", 1600, 1000);
      const response = await upload(
        staff,
        form({ bytes: jpeg, name: "floss.jpg", type: "image/jpeg" }),
      );
      expect(response.status, await response.clone().text()).toBe(201);
      const { picture, existing } = (await response.json()) as MediaUploadAnswer;
      expect(existing).toBe(false);
      expect(picture).toMatchObject({
        format: "jpeg",
        width: 1600,
        height: 1000,
        alt: { de: "Team beim Floßbau", en: "Team building a raft" },
        originalName: "floss.jpg",
      });
      expect(picture.id).toMatch(/^photo-[0-9a-f]{12}$/);
      const byType = (type: string) =>
        picture.variants.filter((v) => v.type === type).map((v) => [v.width, v.height]);
      expect(byType("image/avif")).toEqual([
        [480, 300],
        [800, 500],
        [1200, 750],
      ]);
      expect(byType("image/webp")).toEqual(byType("image/avif"));

      for (const variant of picture.variants) {
        const served = await fetch(`${server.url}${variant.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe(variant.type);
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const etag = served.headers.get("etag");
        expect(etag).toMatch(/^".+"$/);
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.format).toBe(variant.type === "image/avif" ? "heif" : "webp");
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        expect(meta.exif).toBeUndefined();
        const again = await fetch(`${server.url}${variant.url}`, {
          headers: { "if-none-match": etag! },
        });
        expect(again.status).toBe(304);
      }
      expect(await rows()).toEqual({ media: 1, files: 6 });
      const audit = await database.service.run((db) =>
        db.select().from(auditLog).where(eq(auditLog.action, "media_uploaded")),
      );
      expect(audit.map((entry) => entry.target)).toEqual([picture.id]);
    });

    it("takes a small PNG at its own width, and the same file twice is one picture", async () => {
      const png = await makePicture("png", 640, 480, 1);
      const first = await upload(owner, form({ bytes: png, name: "klein.png", type: "image/png" }));
      expect(first.status).toBe(201);
      const { picture } = (await first.json()) as MediaUploadAnswer;
      expect(picture.format).toBe("png");
      expect([...new Set(picture.variants.map((v) => v.width))]).toEqual([480]);
      const before = await rows();
      const second = await upload(
        staff,
        form({ bytes: png, name: "again.png", type: "image/png" }),
      );
      expect(second.status).toBe(200);
      const answer = (await second.json()) as MediaUploadAnswer;
      expect(answer).toMatchObject({ existing: true, picture: { id: picture.id } });
      expect(await rows()).toEqual(before);
    });

    it("refuses a text file named .png, whatever its Content-Type says, storing nothing", async () => {
      const before = await rows();
      const response = await upload(
        staff,
        form({
          bytes: "Hallo, ich bin kein Bild.\n".repeat(40),
          name: "bild.png",
          type: "image/png",
        }),
      );
      expect([415, 422]).toContain(response.status);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ error: "not_a_picture", field: "file" });
      expect((body.fields as Record<string, string>).file).toMatch(/not a picture/);
      expect(await rows()).toEqual(before);
    });

    it("refuses a picture in another format (GIF), storing nothing", async () => {
      const gif = await sharp({
        create: { width: 40, height: 40, channels: 3, background: "#c00" },
      })
        .gif()
        .toBuffer();
      const before = await rows();
      const response = await upload(staff, form({ bytes: gif, name: "x.jpg", type: "image/jpeg" }));
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: "unsupported_format", field: "file" });
      expect(await rows()).toEqual(before);
    });

    it("refuses a picture claiming more pixels than it may decode, storing nothing", async () => {
      const before = await rows();
      const response = await upload(
        staff,
        form({ bytes: pngClaiming(20_000, 20_000), name: "bomb.png", type: "image/png" }),
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: "too_many_pixels", field: "file" });
      expect(await rows()).toEqual(before);
    });

    it("refuses a file over 15 MB with 413, storing nothing", async () => {
      const before = await rows();
      const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0xff);
      const response = await upload(
        staff,
        form({ bytes: big, name: "riesig.jpg", type: "image/jpeg" }),
      );
      expect(response.status).toBe(413);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ error: "file_too_large", field: "file" });
      expect((body.fields as Record<string, string>).file).toMatch(/15 MB/);
      expect(await rows()).toEqual(before);
    });

    it("asks for the alt text in both languages", async () => {
      const jpeg = await makePicture("jpeg", 500, 500, 2);
      const before = await rows();
      const response = await upload(
        staff,
        form({ bytes: jpeg, name: "a.jpg", type: "image/jpeg" }, { de: "Ein Bild", en: "  " }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ error: "validation", field: "alt.en" });
      expect(body.fields).toHaveProperty(["alt.en"]);
      const noFile = await upload(staff, form(null));
      expect(noFile.status).toBe(400);
      expect(await noFile.json()).toMatchObject({ field: "file" });
      const json = await adminFetch(staff, "/api/admin/media", {
        method: "POST",
        body: JSON.stringify({ alt: { de: "x", en: "y" } }),
      });
      expect(json.status).toBe(415);
      expect(await rows()).toEqual(before);
    });

    it("needs a session; lists, edits alt texts, and only owners delete", async () => {
      const anonymous = await fetch(`${server.url}/api/admin/media`, {
        method: "POST",
        headers: { origin: server.url },
        body: form({ bytes: await makePicture("png", 20, 20), name: "a.png", type: "image/png" }),
      });
      expect(anonymous.status).toBe(401);
      expect((await fetch(`${server.url}/api/admin/media`)).status).toBe(401);

      const list = (await (await adminFetch(staff, "/api/admin/media")).json()) as {
        pictures: MediaListItem[];
      };
      expect(list.pictures).toHaveLength(2);
      const [newest] = list.pictures;
      expect(newest!.thumbnail).toMatch(/^\/media\/photo-[0-9a-f]{12}\.480\.webp$/);

      const patched = await adminFetch(staff, `/api/admin/media/${newest!.id}`, {
        method: "PATCH",
        body: JSON.stringify({ alt: { de: " Neuer Text ", en: "New text" } }),
      });
      expect(patched.status).toBe(200);
      expect(await patched.json()).toMatchObject({
        picture: { alt: { de: "Neuer Text", en: "New text" } },
      });
      const emptyAlt = await adminFetch(staff, `/api/admin/media/${newest!.id}`, {
        method: "PATCH",
        body: JSON.stringify({ alt: { de: "", en: "New text" } }),
      });
      expect(emptyAlt.status).toBe(400);
      expect(await emptyAlt.json()).toMatchObject({ field: "alt.de" });

      const staffDelete = await adminFetch(staff, `/api/admin/media/${newest!.id}`, {
        method: "DELETE",
      });
      expect(staffDelete.status).toBe(403);
      const ownerDelete = await adminFetch(owner, `/api/admin/media/${newest!.id}`, {
        method: "DELETE",
      });
      expect(ownerDelete.status).toBe(204);
      expect(
        (await adminFetch(owner, `/api/admin/media/${newest!.id}`, { method: "DELETE" })).status,
      ).toBe(404);
      const left = await database.service.run((db) =>
        db.select().from(mediaFiles).where(eq(mediaFiles.mediaId, newest!.id)),
      );
      expect(left).toEqual([]);
    });

    it("resolves a stored picture to the site's <picture> shape", async () => {
      const index = await database.service.run((db) => loadMediaIndex(db));
      const record = [...index.values()].find((r) => r.width === 1600)!;
      expect(record).toBeDefined();
      const image = mediaImageRef(record, "en");
      expect(image).toEqual({
        src: `/media/${record.id}.800.webp`,
        alt: "Team building a raft",
        width: 800,
        height: 500,
        sources: [
          {
            type: "image/avif",
            srcSet: [480, 800, 1200].map((w) => `/media/${record.id}.${w}.avif ${w}w`).join(", "),
          },
          {
            type: "image/webp",
            srcSet: [480, 800, 1200].map((w) => `/media/${record.id}.${w}.webp ${w}w`).join(", "),
          },
        ],
        focal: { x: 50, y: 50 },
      });
      expect(mediaImageRef(record, "de").alt).toBe("Team beim Floßbau");
      expect((await fetch(`${server.url}/media/${record.id}.999.webp`)).status).toBe(404);
      expect((await fetch(`${server.url}/media/..%2Fetc.webp`)).status).toBe(404);
    });

    // Several instances share PostgreSQL only (the embedded database has one process).
    if (engine.name === "postgres")
      it("serves a picture uploaded on one instance from another on the same PostgreSQL", async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-second-"));
        const second = new DatabaseService(
          () => openDatabase({ dataDir, databaseUrl: database.databaseUrl }),
          quietLog,
        );
        await second.start();
        const other = await startTestServer({ database: second, dataDir });
        try {
          const png = await makePicture("png", 900, 600, 9);
          const response = await upload(
            staff,
            form({ bytes: png, name: "zwei.png", type: "image/png" }),
          );
          expect(response.status).toBe(201);
          const { picture } = (await response.json()) as MediaUploadAnswer;
          const served = await fetch(`${other.url}/media/${picture.id}.800.avif`);
          expect(served.status).toBe(200);
          expect(served.headers.get("content-type")).toBe("image/avif");
          const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
          expect([meta.format, meta.width]).toEqual(["heif", 800]);
        } finally {
          await other.close();
          await second.close();
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
  });
}
