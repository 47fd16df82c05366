/** How events become list pages, detail pages (with their structured data) and the enquiry form's list. */
import { describe, expect, it } from "vitest";
import {
  bookTestId,
  enquiryHref,
  eventTitles,
  getEventListPage,
  getEventPage,
} from "./events.server";
import { events } from "./events";
import { listPages } from "./list-pages";
import { prerenderPaths } from "./paths.server";
import { site } from "./site";
import { initialContent, setSiteContent } from "./store.server";
import { locales } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { priceTaxNote } from "../shared/money/tax";

describe("event list pages", () => {
  it("build cards with the enquiry link and the test id that tests rely on", () => {
    const page = getEventListPage("horror-events", "de");
    const card = page.events.find((event) => event.id === "blair-mutants-project")!;
    expect(card.enquiry).toEqual({
      href: "/contact?event=BLAIR%20MUTANT'S%20PROJECT",
      label: "Anfragen",
      testId: "button-book-blair-mutant's-project",
    });
    expect(card.label).toEqual({ kind: "intensity", text: "Extrem" });
    expect(card.priceLine).toBe("Ab 99€ pro Person");
  });

  it("prefix English durations with 'ca.' and link English cards to English pages", () => {
    const card = getEventListPage("teambuilding-events", "en").events[0]!;
    expect(card.duration).toBe("ca. 2-3 hours");
    expect(card.priceLine).toBe("From 69€ per person");
    expect(card.href).toBe("/en/events/city-rally-berlin");
    expect(card.enquiry.href).toBe("/en/contact?event=City%20Rally%20Berlin");
    expect(card.enquiry.label).toBe("Inquire Now");
  });

  it("show stars and 'Request Info' on the English social page, the vibe on the German one", () => {
    const en = getEventListPage("social-events", "en").events;
    expect(en.map((e) => [e.rating, e.enquiry.label])).toEqual(Array(3).fill([5, "Request Info"]));
    const de = getEventListPage("social-events", "de").events;
    expect(de.map((e) => e.label?.kind)).toEqual(["vibe", "vibe", "vibe"]);
    expect(de[0]!.enquiry.href).toBe("/contact?event=Bowling");
  });

  it("describe every card shown as one Offer of the page's Service", () => {
    const page = getEventListPage("christmas-events", "en");
    const service = page.seo.jsonLd![0] as { offers: Array<Record<string, string>> };
    expect(service.offers).toHaveLength(11);
    expect(service.offers.map((o) => o.name)).toEqual(page.events.map((e) => e.title));
    expect(service.offers[0]).toMatchObject({ price: "39", priceCurrency: "EUR" });
  });

  it("refuse an unknown list page", () => {
    expect(() => getEventListPage("sport-events", "de")).toThrow();
  });
});

describe("event detail pages", () => {
  it("give a known event its facts, enquiry link and counterpart", () => {
    const page = getEventPage("zombie-virus", "de");
    expect(page.generic).toBe(false);
    expect(page.entry.enquiryHref).toBe("/contact?event=ZOMBIE%20VIRUS");
    expect(page.entry.phases?.map((p) => p.title.split(":")[0])).toEqual([
      "Phase 1",
      "Phase 2",
      "Phase 3",
      "Phase 4",
      "Phase 5",
      "Finale",
    ]);
    expect(page.seo.alternates).toEqual({
      de: "/events/zombie-virus",
      en: "/en/events/zombie-virus",
    });
  });

  it("lead back to the event's own category, also when other list pages show it", () => {
    // Teamkochen is a culinary event that the creative page lists as well.
    for (const [locale, home, title] of [
      ["de", "/culinary-events", "Kulinarische Events"],
      ["en", "/en/culinary-events", "Culinary Events"],
    ] as const) {
      const page = getEventPage("teamkochen", locale);
      expect(page.entry.breadcrumbs[1]).toEqual({ label: title, href: home });
      // It suggests the other culinary events, not the creative ones.
      expect(page.related.map((card) => card.id)).toEqual(["grill-duell", "oel-kreation"]);
    }
  });

  it("give any other slug the fallback, price on request and not indexed", () => {
    const page = getEventPage("event-details", "de");
    expect(page.generic).toBe(true);
    expect(page.entry).toMatchObject({
      title: "Event Details",
      participants: "8-50 Personen",
      duration: "2-4 Stunden",
      priceLine: "Preis auf Anfrage",
    });
    expect(page.seo.noindex).toBe(true);
    expect(getEventPage("nope", "en").entry.priceLine).toBe("Price on request");
  });

  it("do not give events without a detail entry a page of their own", () => {
    const { detail: _detail, ...bowling } = events.find((event) => event.id === "bowling")!;
    const social = initialContent.eventsByCategory["social-events"];
    setSiteContent({
      ...initialContent,
      eventsByCategory: {
        ...initialContent.eventsByCategory,
        "social-events": social.map((event) => (event.id === "bowling" ? bowling : event)),
      },
    });
    try {
      expect(getEventPage("bowling", "de").generic).toBe(true);
      expect(prerenderPaths()).not.toContain("/events/bowling");
    } finally {
      setSiteContent(initialContent);
    }
  });
});

describe("a page for every event", () => {
  const shown = listPages.flatMap((page) =>
    locales.flatMap((locale) => page.events[locale].map((id) => [page.slug, locale, id] as const)),
  );

  it.each(shown)("%s (%s) shows %s, which has its page in both languages", (_page, _locale, id) => {
    const paths = prerenderPaths();
    for (const locale of locales) {
      const page = getEventPage(id, locale);
      expect(page.generic, `${id} (${locale})`).toBe(false);
      expect(paths).toContain(localizePath(`/events/${id}`, locale));
      expect(page.seo.alternates).toEqual({ de: `/events/${id}`, en: `/en/events/${id}` });
    }
  });

  it("covers all 45 events, also those one language's list pages leave out", () => {
    expect(events).toHaveLength(45);
    expect(events.filter((event) => !event.detail)).toEqual([]);
    // The English Christmas page omits the wreath workshop; its English page exists all the
    // same (docs/decisions/0136-a-page-for-every-event.md) and leads back to that page.
    const christmas = listPages.find((page) => page.slug === "christmas-events")!;
    expect(christmas.events.en).not.toContain("kraenze-binden");
    const wreath = getEventPage("kraenze-binden", "en");
    expect(wreath.entry.title).toBe("Advent Wreath Making");
    expect(wreath.entry.breadcrumbs[1]).toEqual({
      label: "Christmas Events",
      href: "/en/christmas-events",
    });
    expect(wreath.related).toHaveLength(3);
  });
});

/** A JSON-LD object with the parts these tests look into. */
type JsonLd = Record<string, unknown> & {
  offers?: Array<Record<string, unknown> & { priceSpecification?: Record<string, unknown> }>;
};

/** The page's JSON-LD as a search engine reads it: the serialised text, parsed again. */
const structuredData = (page: { seo: { jsonLd?: readonly object[] } }) =>
  (page.seo.jsonLd ?? []).map((data) => JSON.parse(JSON.stringify(data)) as JsonLd);

describe("structured data of a detail page", () => {
  it.each(events.flatMap((event) => locales.map((locale) => [event.id, locale] as const)))(
    "%s (%s) describes the event as a Service with its Offer",
    (id, locale) => {
      const event = events.find((e) => e.id === id)!;
      const page = getEventPage(id, locale);
      const [service, breadcrumbs] = structuredData(page);
      const url = `${site.origin}${localizePath(`/events/${id}`, locale)}`;
      expect(service).toEqual({
        "@context": "https://schema.org",
        "@type": "Service",
        name: event[locale].title,
        description: event.detail![locale].seo.description,
        url,
        image: `${site.origin}${page.entry.image.src}`,
        provider: {
          "@id": `${site.origin}/#organization`,
          "@type": "LocalBusiness",
          name: site.brand,
        },
        areaServed: { "@type": "City", name: "Berlin" },
        offers: [
          {
            "@type": "Offer",
            name: event[locale].title,
            description: event[locale].description,
            price: String(event.priceFrom),
            priceCurrency: "EUR",
            priceSpecification: expect.objectContaining({
              "@type": "UnitPriceSpecification",
              minPrice: String(event.priceFrom),
              priceCurrency: "EUR",
              valueAddedTaxIncluded: site.tax.regime === "small_business",
              description: priceTaxNote[site.tax.regime][locale],
            }),
            url: new URL(page.entry.enquiryHref, site.origin).href,
            availability: "https://schema.org/InStock",
          },
        ],
      });
      expect(page.entry.image.src).toMatch(new RegExp(`/event-${id}\\.`));
      expect(breadcrumbs!["@type"]).toBe("BreadcrumbList");
    },
  );

  it("says what the price means under the site's tax setting, in the page's language", () => {
    const [de] = structuredData(getEventPage("bogenschiessen", "de"));
    const [en] = structuredData(getEventPage("bogenschiessen", "en"));
    expect(site.tax.regime).toBe("small_business");
    expect(de!.offers![0]!.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: "55",
      minPrice: "55",
      priceCurrency: "EUR",
      referenceQuantity: {
        "@type": "QuantitativeValue",
        value: 1,
        unitCode: "IE",
        unitText: "Person",
      },
      valueAddedTaxIncluded: true,
      description: "Endpreis, keine Umsatzsteuer nach §\u00a019\u00a0UStG",
    });
    expect(en!.offers![0]!.priceSpecification!.description).toBe(
      "final price, no VAT charged (small business, §\u00a019\u00a0UStG)",
    );
  });
});

describe("helpers", () => {
  it("encode titles into the enquiry link and test id", () => {
    expect(enquiryHref("Floßbau am Wannsee", "de")).toBe(
      "/contact?event=Flo%C3%9Fbau%20am%20Wannsee",
    );
    expect(bookTestId("LIVING DEAD EXPERIENCE")).toBe("button-book-living-dead-experience");
  });

  it("list the events offered in each language for the enquiry form", () => {
    expect(eventTitles("de")).toContain("Adventskränze binden");
    expect(eventTitles("en")).not.toContain("Advent Wreath Making");
    expect(eventTitles("en")).toContain("Urban Gardening Project");
    expect(new Set(eventTitles("de")).size).toBe(eventTitles("de").length);
  });
});
