/**
 * Renders the whole site for a content, in the server's render thread
 * (server/content/render-thread.mjs, docs/decisions/0095-content-in-the-database.md): the
 * same pages the build prerenders, by the same route modules, with the same island boot
 * script, plus the feeds and the sitemap. The thread calls it through the server build's
 * entry (app/entry.server.tsx exports `siteRenderer`), handing it React Router's request
 * handler as `renderPage`.
 */
import { createHash } from "node:crypto";
import { bootIslands, type IslandModules } from "../render/islands-boot.server";
import { newsFeedXml } from "../render/news-feed.server";
import { pageLinks, sitemapXml, type PageLinks } from "../render/sitemap.server";
import { locales } from "../i18n/locales";
import { genericEventDocuments, notFoundDocuments } from "../shared/special-pages";
import { getNewsFeed } from "./news.server";
import { knownPaths } from "./paths.server";
import { setSiteContent, type SiteContent } from "./store.server";

/** The island modules of the client build, as the build saved them (JSON). */
export interface IslandModulesJson {
  entry: string;
  islands: Record<string, string>;
  /** CSP hashes of the inline scripts the template writes (app/render/islands-boot.server.ts). */
  scriptHashes: string[];
}

/** What the sitemap knows of a page between renders: its HTML's hash and when it changed. */
export type PageStamps = Record<string, { hash: string; lastmod: string }>;

export interface RenderedSite {
  /** Files relative to the site's root: "index.html", "en/events/x/index.html", "sitemap.xml", ... */
  files: Array<{ file: string; body: string }>;
  stamps: PageStamps;
}

export type RenderPage = (path: string) => Promise<string>;

/** Every document the site has: its pages, the not-found and generic event documents. */
export function documentPaths(): string[] {
  return [
    ...knownPaths(),
    ...Object.values(notFoundDocuments),
    ...Object.values(genericEventDocuments),
  ];
}

/** The file a document is written to: "/" -> "index.html", "/en/" -> "en/index.html". */
export function documentFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/index.html` : "index.html";
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url");

function islandModules(json: IslandModulesJson): IslandModules {
  return { entry: json.entry, islands: new Map(Object.entries(json.islands)) };
}

async function renderDocuments(
  paths: readonly string[],
  renderPage: RenderPage,
  islands: IslandModules,
): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  for (const path of paths) {
    try {
      html.set(path, bootIslands(await renderPage(path), islands));
    } catch (error) {
      throw new Error(`Rendering ${path} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return html;
}

/**
 * Renders every document, the feeds and the sitemap for `content`. A page whose HTML is
 * unchanged keeps its `lastmod` from `previous`; a new or changed one gets `publishedAt`.
 */
export async function renderSite(input: {
  content: SiteContent;
  islands: IslandModulesJson;
  previous: PageStamps;
  publishedAt: string;
  renderPage: RenderPage;
}): Promise<RenderedSite> {
  setSiteContent(input.content);
  const documents = await renderDocuments(
    documentPaths(),
    input.renderPage,
    islandModules(input.islands),
  );
  const files: RenderedSite["files"] = [];
  const stamps: PageStamps = {};
  const indexed: PageLinks[] = [];
  for (const [path, body] of documents) {
    files.push({ file: documentFile(path), body });
    const hash = hashOf(body);
    const before = input.previous[path];
    stamps[path] = { hash, lastmod: before?.hash === hash ? before.lastmod : input.publishedAt };
    const links = pageLinks(body);
    if (links) indexed.push({ ...links, lastmod: stamps[path].lastmod });
  }
  for (const locale of locales) {
    const feed = getNewsFeed(locale);
    files.push({ file: feed.path.replace(/^\//, ""), body: newsFeedXml(feed) });
  }
  files.push({ file: "sitemap.xml", body: sitemapXml(indexed) });
  return { files, stamps };
}

/** One page rendered for `content` (drafts applied), with the preview banner. */
export async function renderPreview(input: {
  content: SiteContent;
  islands: IslandModulesJson;
  path: string;
  renderPage: RenderPage;
  banner: string;
}): Promise<string> {
  setSiteContent(input.content);
  const [html] = (
    await renderDocuments([input.path], input.renderPage, islandModules(input.islands))
  ).values();
  return html!.replace(/<body([^>]*)>/, (body) => `${body}${input.banner}`);
}

export const siteRenderer = { renderSite, renderPreview, documentPaths };
