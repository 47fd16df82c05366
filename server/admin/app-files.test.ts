import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAdminApp, registerAdminApp } from "./app-files.ts";

/** A miniature back-office build, laid out as vite.admin.config.ts and scripts/build.ts do. */
const script = "console.log('back office');".repeat(40);
const page = '<!DOCTYPE html><html lang="de"><div id="root"></div></html>';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "admin-files-test-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), page);
  await writeFile(path.join(dir, "index.html.br"), brotliCompressSync(page));
  await writeFile(path.join(dir, "assets", "app-1a2b.js"), script);
  await writeFile(path.join(dir, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
  // A picture: nothing compressed beside it.
  await writeFile(path.join(dir, "assets", "logo-3c4d.png"), Buffer.from([0x89, 0x50, 0x4e]));
  app = Fastify();
  registerAdminApp(app, (await loadAdminApp(dir))!);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("the back office's files", () => {
  it("sends a script as the build's brotli file to a browser that takes brotli", async () => {
    const response = await get("/admin/assets/app-1a2b.js", "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it("sends the same script uncompressed to a client without brotli", async () => {
    const response = await get("/admin/assets/app-1a2b.js", "gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it("answers every app path with the page, compressed, and never a .br file as its own path", async () => {
    const response = await get("/admin/leads/42", "br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    expect((await get("/admin/assets/app-1a2b.js.br")).statusCode).toBe(404);
  });

  it("sends a file without a compressed form as it is", async () => {
    const response = await get("/admin/assets/logo-3c4d.png", "br");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e]));
  });
});
