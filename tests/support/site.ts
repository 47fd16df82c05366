/** Helpers for tests that read the built site over HTTP (no JavaScript involved). */
import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

/** Local paths of every page listed in /sitemap.xml. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

/** The sitemap's entries with their hreflang alternates. */
export async function sitemapEntries(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const block = m[1] ?? "";
    return {
      loc: /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? "",
      alternates: Object.fromEntries(
        [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]]),
      ) as Record<string, string>,
    };
  });
}

/**
 * One parser for every document (the HTML standard's, as in a browser; no script runs): a new
 * JSDOM per page would also build a whole window for it, more than half of the cost.
 */
const parser = new new JSDOM().window.DOMParser();

export function parseHtml(html: string): Document {
  return parser.parseFromString(html, "text/html");
}

/** Fetches a path without running any script and parses its HTML. */
export async function rawDocument(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { response, document: parseHtml(await response.text()) };
}

export function metaContent(document: Document, selector: string): string | null {
  return document.querySelector(selector)?.getAttribute("content") ?? null;
}

export function jsonLd(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
}
