import { canonicalPath } from "#app/i18n/paths.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSiteFiles, type SiteFiles } from "../../server/site/files.ts";
import { resolvePath } from "../../server/site/routes.ts";
import { builtDocuments, clientDir } from "../support/build-files.ts";
import { parseHtml } from "../support/site.ts";

const documents = builtDocuments();
let site: SiteFiles;

beforeAll(async () => {
  site = await loadSiteFiles(clientDir);
});

/** Each document's ids, parsed once: most pages link to a fragment of themselves or another. */
const idsByPath = new Map<string, Set<string>>();

/** The ids a served path's document contains (for #fragment links). */
function idsAt(path: string): Set<string> {
  const canonical = canonicalPath(path);
  const known = idsByPath.get(canonical);
  if (known) return known;
  const target = documents.find((d) => d.path === canonical);
  const ids = new Set(
    target ? [...parseHtml(target.html).querySelectorAll("[id]")].map((el) => el.id) : [],
  );
  idsByPath.set(canonical, ids);
  return ids;
}

describe("dead-link check over the built site", () => {
  it.each(documents.map((d) => [d.path, d.html]))("every internal link and resource of %s exists", (path, html) => {
    const document = parseHtml(html);
    const references = [
      ...[...document.querySelectorAll("a[href]")].map((el) => el.getAttribute("href") ?? ""),
      ...[...document.querySelectorAll("link[href]")].map((el) => el.getAttribute("href") ?? ""),
      ...[...document.querySelectorAll("img[src], script[src], source[srcset]")].flatMap((el) =>
        (el.getAttribute("src") ?? el.getAttribute("srcset") ?? "").split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""),
      ),
    ];
    const problems: string[] = [];
    for (const reference of references) {
      if (/^(https?:|mailto:|tel:|data:)/.test(reference) || reference === "") continue;
      const url = new URL(reference, `https://site.test${path}`);
      if (reference.startsWith("#") || (url.hash && url.pathname === new URL(path, "https://site.test").pathname)) {
        if (url.hash && !idsAt(path).has(decodeURIComponent(url.hash.slice(1)))) problems.push(`${reference}: no such anchor`);
        continue;
      }
      const resolved = resolvePath(site, url.pathname, url.search);
      if (!("file" in resolved) || resolved.status !== 200) {
        problems.push(`${reference}: ${"status" in resolved ? resolved.status : JSON.stringify(resolved)}`);
        continue;
      }
      if (url.hash && !idsAt(url.pathname).has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${reference}: no such anchor on ${url.pathname}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
