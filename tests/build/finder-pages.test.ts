/**
 * The finder's query pages as the server derives them from the built finder page
 * (docs/decisions/0080-finder-query-pages.md): the matching cards, the form set to the
 * query, `noindex`, the bare page as canonical, and one cached page per normalised query.
 */
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSiteFiles, type SiteFiles } from "../../server/site/files.ts";
import { createFinderPages, type FinderPages } from "../../server/site/finder.ts";
import { clientDir } from "../support/build-files.ts";

let site: SiteFiles;
let finder: FinderPages;

beforeAll(async () => {
  site = await loadSiteFiles(clientDir);
  finder = createFinderPages(site);
});

const html = (path: string, search: string) =>
  finder.answer(path, search)!.variants.identity.body.toString("utf8");
const shown = (page: string) =>
  [...page.matchAll(/<li data-finder-event="([^"]+)"/g)].map((m) => m[1]);

describe("finder query pages", () => {
  it("answer only the finder's paths", () => {
    expect(finder.answer("/teambuilding-events", "?size=4")).toBeUndefined();
    expect(finder.answer("/event-finder/", "?size=4")).toBeUndefined();
  });

  it("show the matching cards, the query in the form, and are not indexed", () => {
    const page = html("/event-finder", "?size=30&setting=outdoor&duration=long");
    expect(shown(page)).toEqual([
      "seifenkisten-rennen",
      "survival-training",
      "team-olympiade",
      "kanutour",
    ]);
    expect(page).toContain('data-testid="finder-count">4 Events passen<');
    expect(page).toMatch(/<input id="finder-size"[^>]*value="30"/);
    expect(page).toContain('<option value="outdoor" selected="">');
    expect(page).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(page).toContain(
      '<link rel="canonical" href="https://www.spreegeist-events.de/event-finder"/>',
    );
    const bare = site.documents.get("/event-finder")!.variants.identity.body.toString("utf8");
    expect(bare).not.toContain("noindex");
  });

  it("carry the query in the island's props, so the browser hydrates the same form", () => {
    const page = html("/en/event-finder", "?budget=40&month=7");
    const props = /data-island="finder"[^>]*data-props="([^"]*)"/.exec(page)?.[1] ?? "";
    expect(JSON.parse(props.replace(/&quot;/g, '"').replace(/&amp;/g, "&"))).toMatchObject({
      query: { budget: 40, month: 7 },
      status: { nearest: false },
    });
  });

  it("are one cached page per normalised query, compressed like every page", () => {
    const first = finder.answer("/event-finder", "?size=45&budget=80&utm_source=x");
    const same = finder.answer("/event-finder", "?budget=80&size=45&setting=");
    expect(same).toBe(first);
    expect(first!.variants.br?.headers["content-encoding"]).toBe("br");
    const gzip = first!.variants.gzip!;
    expect(gunzipSync(gzip.body).equals(first!.variants.identity.body)).toBe(true);
    expect(first!.variants.identity.headers["content-security-policy"]).toMatch(/script-src/);
  });

  it("show every card, not indexed, for a query of nothing but unknown values", () => {
    const page = html("/event-finder", "?size=lots&setting=underwater");
    const bare = site.documents.get("/event-finder")!.variants.identity.body.toString("utf8");
    expect(shown(page)).toEqual(shown(bare));
    expect(page).toContain("noindex");
  });
});
