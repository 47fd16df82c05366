/**
 * Every page path the site has, in every language: static pages from the route table,
 * event details and articles from content. The prerender list and the build-time link check
 * (markdown.server.ts) both read it.
 */
import routes from "../routes";
import { locales } from "../i18n/locales";
import { canonicalPath, localizePath } from "../i18n/paths";
import { contentIndex, siteContent } from "./store.server";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function staticPaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.path !== undefined && !/[:*]/.test(entry.path) ? [path || "/"] : [];
    const index = entry.path === undefined && !entry.children ? [parent || "/"] : [];
    return [...own, ...index, ...staticPaths(entry.children ?? [], path)];
  });
}

/** Pages generated from content: detail pages of events that have one, and articles. */
function dynamicBasePaths(): string[] {
  return [
    ...contentIndex()
      .events.filter((event) => event.detail)
      .map((event) => `/events/${event.id}`),
    ...siteContent().articles.map((article) => `/news/${article.slug}`),
  ];
}

/** Paths of pages generated from content, every language (static pages come from the route table). */
export function prerenderPaths(): string[] {
  return dynamicBasePaths().flatMap((path) => locales.map((locale) => localizePath(path, locale)));
}

/** Every page path of the site (every language), a language's home as "/en/". */
export function knownPaths(): Set<string> {
  const fromRoutes = staticPaths(routes as RouteEntry[]).map(canonicalPath);
  return new Set([...fromRoutes, ...prerenderPaths()]);
}
