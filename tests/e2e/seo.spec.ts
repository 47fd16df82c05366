import { expect, test } from "./fixtures";
import { jsonLd, metaContent, rawDocument, sitemapEntries } from "../support/site";
import { localeSettings, locales } from "../../app/i18n/locales.ts";

const origin = "https://www.spreegeist-events.de";

/**
 * The whole site as a crawler reads it, each page fetched and parsed once (about 15 s alone,
 * more on a busy machine): every page of the sitemap answers 200 with one h1 and its
 * metadata in its prerendered HTML, and every indexable page it links to is in the sitemap.
 */
test("every page in the sitemap answers 200 with one h1 and its metadata; every indexable page it links to is listed", async ({
  request,
}) => {
  test.slow();
  const documents = new Map<string, ReturnType<typeof rawDocument>>();
  const fetched = (path: string) => {
    if (!documents.has(path)) documents.set(path, rawDocument(request, path));
    return documents.get(path)!;
  };
  const entries = await sitemapEntries(request);
  expect(entries.length).toBeGreaterThanOrEqual(50);
  // What is wrong, one line per finding, asserted once at the end: every page's every
  // finding is named at once, and the crawl's few thousand checks are not each a step of
  // Playwright's report (a step costs time that grows with the steps before it).
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  /** Links keyed by hreflang, in one order whatever order they came in. */
  const sorted = (links: Record<string, unknown> | undefined) =>
    JSON.stringify(Object.entries(links ?? {}).sort());
  const hreflangs = JSON.stringify(
    [...locales.map((locale) => localeSettings[locale].hreflang), "x-default"].sort(),
  );
  const titles = new Map<string, string>();
  for (const entry of entries) {
    const path = new URL(entry.loc).pathname;
    const { response, document } = await fetched(path);
    check(response.status() === 200, `${path} answers ${response.status()}`);
    const headings = document.querySelectorAll("h1");
    check(headings.length === 1, `${path} has ${headings.length} h1`);
    check(!!headings[0]?.textContent?.trim(), `${path} has an empty h1`);
    const english = path.startsWith("/en/");
    const lang = document.documentElement.lang;
    check(lang === (english ? "en" : "de"), `${path} has lang "${lang}"`);

    const title = document.title;
    check(/ \| Spreegeist Events$/.test(title), `${path} title "${title}"`);
    check(!titles.has(title), `${path} repeats the title of ${titles.get(title)}`);
    titles.set(title, path);

    const description = metaContent(document, 'meta[name="description"]') ?? "";
    check(description.length > 50, `${path} description "${description}"`);
    check(!!metaContent(document, 'meta[name="keywords"]'), `${path} has no keywords`);
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    check(canonical === entry.loc, `${path} canonical ${canonical}, listed as ${entry.loc}`);

    const alternates = Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute("hreflang"),
        l.getAttribute("href"),
      ]),
    );
    const named = Object.keys(alternates).sort();
    check(JSON.stringify(named) === hreflangs, `${path} hreflang ${named.join(", ")}`);
    check(alternates[english ? "en" : "de"] === entry.loc, `${path} does not name itself`);
    check(alternates["x-default"] === alternates.de, `${path} x-default is not the German page`);
    check(
      sorted(entry.alternates) === sorted(alternates),
      `${path} sitemap alternates ${sorted(entry.alternates)}, page ${sorted(alternates)}`,
    );

    for (const property of [
      "og:title",
      "og:description",
      "og:url",
      "og:image",
      "og:type",
      "og:locale",
      "og:site_name",
    ]) {
      check(!!metaContent(document, `meta[property="${property}"]`), `${path} has no ${property}`);
    }
    const ogUrl = metaContent(document, 'meta[property="og:url"]');
    check(ogUrl === entry.loc, `${path} og:url ${ogUrl}`);
    const ogImage = metaContent(document, 'meta[property="og:image"]') ?? "";
    check(ogImage.startsWith("https://"), `${path} og:image ${ogImage}`);
    for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
      check(!!metaContent(document, `meta[name="${name}"]`), `${path} has no ${name}`);
    }
    try {
      jsonLd(document);
    } catch (error) {
      problems.push(`${path} JSON-LD does not parse: ${(error as Error).message}`);
    }
  }

  // Every internal link from every listed page: each target that is an indexable page must
  // itself be in the sitemap. Most targets are listed pages, parsed above.
  const listed = new Set(entries.map((entry) => new URL(entry.loc).pathname));
  const seen = new Set<string>();
  for (const path of listed) {
    const { document } = await fetched(path);
    for (const anchor of document.querySelectorAll("a[href^='/']")) {
      const target = new URL(anchor.getAttribute("href") ?? "", origin).pathname;
      if (seen.has(target)) continue;
      seen.add(target);
      const { response, document: linked } = await fetched(target);
      if (response.status() !== 200) continue;
      if (linked.querySelector('meta[name="robots"][content*="noindex"]')) continue;
      const canonical = new URL(
        linked.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
        origin,
      ).pathname;
      check(listed.has(canonical), `${canonical} (linked from ${path}) is not in the sitemap`);
    }
  }
  expect(seen.size).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

test("both home pages describe the agency with address and rating", async ({ request }) => {
  for (const path of ["/", "/en/"]) {
    const { document } = await rawDocument(request, path);
    const business = jsonLd(document).find(
      (d) => d["@type"] === "LocalBusiness" || d["@type"] === "Organization",
    );
    expect(business, path).toBeDefined();
    expect(business?.name).toBe("Spreegeist Events");
    expect(business?.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Berlin",
      postalCode: "14109",
    });
    const rating = business?.aggregateRating as Record<string, unknown>;
    expect(rating.ratingValue).toBe("5.0");
    expect(Number(rating.reviewCount)).toBeGreaterThanOrEqual(50);
  }
});

test("every event list page offers its events as a Service in structured data", async ({
  request,
}) => {
  const lists = [
    "teambuilding-events",
    "creative-events",
    "christmas-events",
    "culinary-events",
    "horror-events",
    "social-events",
  ];
  for (const slug of lists) {
    for (const path of [`/${slug}`, `/en/${slug}`]) {
      const { document } = await rawDocument(request, path);
      const service = jsonLd(document).find((d) => d["@type"] === "Service");
      expect(service, `${path} has a Service`).toBeDefined();
      const offers = service?.offers as Array<Record<string, unknown>>;
      expect(offers.length, `${path} offers`).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
        expect(String(offer.name)).not.toBe("");
        expect(String(offer.description)).not.toBe("");
        expect(Number(offer.price)).toBeGreaterThan(0);
      }
    }
  }
});

test("robots.txt points to the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
