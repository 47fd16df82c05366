/**
 * Writes sitemap.xml and robots.txt into the built site (app/render/sitemap.server.ts makes
 * the sitemap from the prerendered pages).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageLinks, sitemapXml, type PageLinks } from "../../app/render/sitemap.server.ts";

/** `feeds`: absolute URLs of Atom feeds, named in robots.txt beside the sitemap. */
export async function writeSitemap(
  clientDir: string,
  origin: string,
  feeds: readonly string[] = [],
): Promise<number> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const pages: PageLinks[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const links = pageLinks(await readFile(path.join(entry.parentPath, entry.name), "utf8"));
    if (links) pages.push(links);
  }
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(pages));
  await writeFile(
    path.join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\n` +
      [`${origin}/sitemap.xml`, ...feeds].map((url) => `Sitemap: ${url}\n`).join(""),
  );
  return pages.length;
}
