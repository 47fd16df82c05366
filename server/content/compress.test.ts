/**
 * What a publish's compressing holds at a time (decision 0170): a page's Brotli form made with
 * a 64 KB window (the stream's first bit says so, RFC 7932 section 9.1), both forms giving the
 * page back, and at most two pages compressed at once, the results in order.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { compressPage, COMPRESSING_AT_ONCE, inTurn } from "./compress.ts";

it("compresses a page with Brotli's 64 KB window, both forms giving the page back", async () => {
  const rows = Array.from({ length: 4000 }, (_, i) => `<li>Teamevent ${i * 7919}</li>`);
  const page = Buffer.from(`<!DOCTYPE html><ul>${rows.join("")}</ul>`);
  expect(page.length).toBeGreaterThan(100_000);
  const { br, gzip } = await compressPage(page);
  // WBITS: a first bit of 0 is a window of 2^16 bytes; the default (2^22) starts with 1.
  expect(br[0]! & 1).toBe(0);
  expect(brotliDecompressSync(br).equals(page)).toBe(true);
  expect(gunzipSync(gzip).equals(page)).toBe(true);
});

it("runs at most two tasks at a time and keeps the items' order", async () => {
  let running = 0;
  let most = 0;
  const results = await inTurn(
    Array.from({ length: 20 }, (_, i) => i),
    COMPRESSING_AT_ONCE,
    async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20 - item));
      running--;
      return item * 2;
    },
  );
  expect(COMPRESSING_AT_ONCE).toBe(2);
  expect(most).toBe(2);
  expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
});
