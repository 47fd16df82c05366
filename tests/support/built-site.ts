/**
 * The built site's page list, read from disk when tests are collected, so that each page
 * gets a test of its own (and runs in parallel).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const sitemapFile = path.resolve(process.env.BUILD_DIR ?? "build", "client", "sitemap.xml");

export function builtPagePaths(): string[] {
  if (!existsSync(sitemapFile))
    throw new Error(`No built site at ${sitemapFile}: run npm run build (npm test does).`);
  const xml = readFileSync(sitemapFile, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}
