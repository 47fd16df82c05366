/**
 * `npm run build`: prerenders every page with React Router, then writes the sitemap and
 * robots.txt and the compressed forms of every file, and stamps the build as current.
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteUrlFromEnv } from "../server/site-url.ts";
import { generateArtwork } from "./artwork/index.ts";
import { generateFonts } from "./fonts.ts";
import { buildDir, writeStamp } from "./lib/build-stamp.mjs";
import { compressDirectory } from "./lib/compress.ts";
import { writeFeeds } from "./lib/feeds.ts";
import type { IslandModulesJson } from "../app/content/renderer.server.ts";
import { bootIslandsIn } from "./lib/islands-boot-files.ts";
import { scriptHash, templateScripts } from "../app/render/islands-boot.server.ts";
import { bin, isMain, run } from "./lib/run.ts";
import { writeSitemap } from "./lib/sitemap.ts";

export async function build(): Promise<void> {
  const started = performance.now();
  const origin = siteUrlFromEnv(process.env);
  await rm(buildDir, { recursive: true, force: true });
  await Promise.all([generateArtwork(), generateFonts()]);

  const code = await run(bin("react-router"), ["build"], {
    ...process.env,
    NODE_ENV: "production",
  });
  if (code !== 0) throw new Error(`react-router build failed with exit code ${code}`);

  // The back office: a separate client-only app in build/admin (vite.admin.config.ts).
  const admin = await run(
    bin("vite"),
    ["build", "--config", "vite.admin.config.ts", "--logLevel", "warn"],
    {
      ...process.env,
      NODE_ENV: "production",
    },
  );
  if (admin !== 0) throw new Error(`the back-office build failed with exit code ${admin}`);

  const clientDir = path.join(buildDir, "client");
  const islands = await bootIslandsIn(clientDir);
  // The server build stays: the server renders pages with it again when the agency
  // publishes content (docs/decisions/0095). It needs the island modules to boot them, and
  // the hashes of the template's inline scripts for the pages' Content-Security-Policy.
  await writeFile(
    path.join(buildDir, "server", "islands.json"),
    JSON.stringify({
      entry: islands.entry,
      islands: Object.fromEntries(islands.islands),
      scriptHashes: templateScripts(islands).map(scriptHash),
    } satisfies IslandModulesJson),
  );
  const feeds = await writeFeeds(clientDir);
  const pages = await writeSitemap(clientDir, origin, feeds);
  // The back office's server serves brotli or nothing (server/admin/app-files.ts).
  const compressed =
    (await compressDirectory(clientDir)) +
    (await compressDirectory(path.join(buildDir, "admin"), { gzip: false }));
  writeStamp();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${pages} indexable pages, ${compressed} compressed files in ${seconds} s`);
}

if (isMain(import.meta)) {
  await build();
}
