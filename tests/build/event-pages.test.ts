/**
 * Every event's detail page as the build wrote it (docs/decisions/0136-a-page-for-every-event.md):
 * one page per event and language, each with structured data that parses and describes the
 * event as a Service with its Offer, and every one of them in the sitemap with its counterpart.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { events } from "#app/content/events/index.ts";
import { site } from "#app/content/site.ts";
import { locales } from "#app/i18n/locales.ts";
import { localizePath } from "#app/i18n/paths.ts";
import { builtDocuments, clientDir } from "../support/build-files.ts";

const documents = new Map(builtDocuments().map((d) => [d.path, d.html]));
const pages = events.flatMap((event) =>
  locales.map((locale) => ({ event, locale, path: localizePath(`/events/${event.id}`, locale) })),
);

/** The sitemap's entries: each URL with the alternates it names. */
const sitemap = new Map(
  [
    ...readFileSync(path.join(clientDir, "sitemap.xml"), "utf8").matchAll(/<url>([\s\S]*?)<\/url>/g),
  ].map((m) => [
    /<loc>([^<]+)<\/loc>/.exec(m[1] ?? "")?.[1] ?? "",
    Object.fromEntries(
      [...(m[1] ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]]),
    ),
  ]),
);

describe("event detail pages of the built site", () => {
  it("are 45 events in two languages, all in the sitemap, with nothing else under /events/", () => {
    expect(pages).toHaveLength(90);
    const built = [...documents.keys()].filter((p) => /^(\/en)?\/events\/(?!event-details$)/.test(p));
    expect(built.sort()).toEqual(pages.map((p) => p.path).sort());
    for (const { event, path: pagePath } of pages) {
      expect(sitemap.get(`${site.origin}${pagePath}`), pagePath).toEqual({
        de: `${site.origin}/events/${event.id}`,
        en: `${site.origin}/en/events/${event.id}`,
        "x-default": `${site.origin}/events/${event.id}`,
      });
    }
  });

  it.each(pages.map((p) => [p.path, p] as const))(
    "%s has valid JSON-LD: the event as a Service with its Offer",
    (pagePath, { event, locale }) => {
      const html = documents.get(pagePath) ?? "";
      const data = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1] ?? "") as Record<string, unknown>);
      expect(data.map((d) => d["@type"])).toEqual(["Service", "BreadcrumbList"]);
      const service = data[0]!;
      expect(service).toMatchObject({
        "@context": "https://schema.org",
        name: event[locale].title,
        url: `${site.origin}${pagePath}`,
        image: expect.stringMatching(new RegExp(`^${site.origin}/.+event-${event.id}\\.`)),
        provider: { "@id": `${site.origin}/#organization` },
        areaServed: { "@type": "City", name: "Berlin" },
      });
      expect(service.description).toBe(event.detail![locale].seo.description);
      expect(service.offers).toEqual([
        expect.objectContaining({
          "@type": "Offer",
          price: String(event.priceFrom),
          priceCurrency: "EUR",
          url: expect.stringMatching(new RegExp(`^${site.origin}${localizePath("/contact", locale)}\\?event=`)),
          priceSpecification: expect.objectContaining({
            minPrice: String(event.priceFrom),
            valueAddedTaxIncluded: site.tax.regime === "small_business",
            description: expect.any(String),
          }),
        }),
      ]);
    },
  );
});
