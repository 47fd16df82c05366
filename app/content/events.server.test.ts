import { describe, expect, it } from "vitest";
import {
  bookTestId,
  enquiryHref,
  eventTitles,
  getEventListPage,
  getEventPage,
} from "./events.server";

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
    expect(getEventPage("bowling", "de").generic).toBe(true);
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
