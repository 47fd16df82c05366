import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";

/** The back office as built (vite.admin.config.ts, then scripts/build.ts compresses it). */
const adminDir = path.resolve(process.env.BUILD_DIR ?? "build", "admin");

it("every script, style and the page of the back office has its brotli form, for the server to send", () => {
  const files = readdirSync(adminDir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(js|css|html)$/.test(name))
    .sort();
  expect(files).toContain("index.html");
  expect(files.filter((name) => name.endsWith(".js")).length).toBeGreaterThan(10);
  const missing = files.filter((name) => {
    try {
      const original = readFileSync(path.join(adminDir, name));
      return !brotliDecompressSync(readFileSync(path.join(adminDir, `${name}.br`))).equals(original);
    } catch {
      return true;
    }
  });
  expect(missing).toEqual([]);
});
