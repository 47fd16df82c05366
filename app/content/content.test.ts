import { describe, expect, it } from "vitest";
import { categories } from "./categories";
import { contactPage } from "./contact";
import { events } from "./events";
import { listPages } from "./list-pages";
import { articles, newsPage } from "./news";
import type { Article, EventEntry, ListPage } from "./schema";
import { siteContent, validateContent, type Content } from "./validate.server";

/** Keys and array lengths of a value, without the text: what both languages must share. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shape(inner)]),
    );
  }
  return typeof value;
}

const byPage = (slug: string) => listPages.find((page) => page.slug === slug)!;

/** Internal link targets of a Markdown text, English ones without their /en prefix. */
const linkTargets = (markdown: string) =>
  [...markdown.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!.replace(/^\/en(?=\/)/, ""));

describe("German and English content", () => {
  it.each(events.map((event) => [event.id, event] as const))(
    "event %s has the same fields and entries in both languages",
    (_id, event) => {
      expect(shape(event.en)).toEqual(shape(event.de));
      expect(shape(event.detail?.en)).toEqual(shape(event.detail?.de));
      for (const field of ["season", "vibe"] as const) {
        expect(shape(event[field]?.en)).toEqual(shape(event[field]?.de));
      }
    },
  );

  it("list pages show the same events in both languages, except the documented differences", () => {
    for (const page of listPages) {
      if (page.slug === "christmas-events" || page.slug === "social-events") continue;
      expect(page.events.en, page.slug).toEqual(page.events.de);
      expect(shape(page.en), page.slug).toEqual(shape(page.de));
    }
  });

  it("the Christmas page has 12 events in German and the same 11 in English", () => {
    const christmas = byPage("christmas-events");
    expect(christmas.events.de).toHaveLength(12);
    expect(christmas.events.en).toEqual(
      christmas.events.de.filter((id) => id !== "kraenze-binden"),
    );
  });

  it("the social pages show three different events per language", () => {
    const social = byPage("social-events");
    expect(social.events.de).toEqual(["bowling", "karaoke", "minigolf"]);
    expect(social.events.en).toEqual([
      "charitable-teambuilding",
      "urban-gardening",
      "social-innovation-workshop",
    ]);
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    "article %s has the same fields, sections and links in both languages",
    (_slug, article) => {
      expect(shape(article.en)).toEqual(shape(article.de));
      const headings = (md: string) => md.match(/^## /gm)?.length ?? 0;
      expect(headings(article.en.body)).toBe(headings(article.de.body));
      expect(linkTargets(article.en.body)).toEqual(linkTargets(article.de.body));
      // English articles link to English pages (docs/product.md#news: English links stay English).
      for (const [, href] of article.en.body.matchAll(/\]\((\/[^)]*)\)/g)) {
        expect(href, `${article.slug}: ${href}`).toMatch(/^\/en\//);
      }
    },
  );

  it("news and contact copy have the same fields in both languages", () => {
    expect(shape(newsPage.en)).toEqual(shape(newsPage.de));
    expect(shape(contactPage.en)).toEqual(shape(contactPage.de));
  });
});

describe("content validation", () => {
  it("accepts the site's content", () => {
    expect(() => validateContent()).not.toThrow();
  });

  /** The site's content with one part replaced. */
  const withChange = (change: Partial<Content>): Content => ({ ...siteContent, ...change });
  const replaceEvent = (id: string, replace: (event: EventEntry) => unknown) =>
    withChange({
      events: events.map((event) => (event.id === id ? replace(event) : event)) as EventEntry[],
    });
  const replacePage = (slug: string, replace: (page: ListPage) => unknown) =>
    withChange({
      listPages: listPages.map((page) => (page.slug === slug ? replace(page) : page)) as ListPage[],
    });
  const replaceArticle = (slug: string, replace: (article: Article) => unknown) =>
    withChange({
      articles: articles.map((a) => (a.slug === slug ? replace(a) : a)) as Article[],
    });

  it("rejects an event without English text, naming it", () => {
    const broken = replaceEvent("cross-golf", ({ en: _en, ...rest }) => rest);
    expect(() => validateContent(broken)).toThrow(/Invalid event "cross-golf"[\s\S]*en/);
  });

  it("rejects an event with two highlights, naming it", () => {
    const broken = replaceEvent("kanutour", (event) => ({
      ...event,
      de: { ...event.de, highlights: event.de.highlights.slice(0, 2) },
    }));
    expect(() => validateContent(broken)).toThrow(/Invalid event "kanutour"/);
  });

  it("rejects an event defined twice", () => {
    const broken = withChange({ events: [...events, events[0]!] });
    expect(() => validateContent(broken)).toThrow(/event "city-rally-berlin" is defined twice/);
  });

  it("rejects a list page that lists an unknown event, naming page and event", () => {
    const broken = replacePage("horror-events", (page) => ({
      ...page,
      events: { ...page.events, en: [...page.events.en, "zombie-ballet"] },
    }));
    expect(() => validateContent(broken)).toThrow(
      /list page "horror-events" \(en\) lists unknown event "zombie-ballet"/,
    );
  });

  it("rejects a horror event without an intensity", () => {
    const broken = replaceEvent("horror-night-walk", ({ intensity: _i, ...rest }) => rest);
    expect(() => validateContent(broken)).toThrow(/"horror-night-walk".*has no intensity/);
  });

  it("rejects an image id that artwork.ts does not define", () => {
    const broken = replaceEvent("bowling", (event) => ({ ...event, image: "event-curling" }));
    expect(() => validateContent(broken)).toThrow(/event "bowling" uses image "event-curling"/);
  });

  it("rejects a meta description that quotes another price than the event's", () => {
    const broken = replaceEvent("zombie-virus", (event) => ({
      ...event,
      detail: {
        ...event.detail!,
        de: {
          ...event.detail!.de,
          seo: { ...event.detail!.de.seo, description: "Zombie-Event ab 55 € pro Person." },
        },
      },
    }));
    expect(() => validateContent(broken)).toThrow(/event "zombie-virus" \(de\).*55 €.*149 €/);
  });

  it("rejects a group size in a text that contradicts the event's", () => {
    const broken = replaceEvent("zombie-virus", (event) => ({
      ...event,
      en: { ...event.en, description: "For 6-25 people." },
    }));
    expect(() => validateContent(broken)).toThrow(/"zombie-virus" \(en\).*6-25.*16-400/);
  });

  it("rejects an event that no list page shows", () => {
    const broken = replacePage("culinary-events", (page) => ({
      ...page,
      events: { de: ["teamkochen", "oel-kreation"], en: ["teamkochen", "oel-kreation"] },
    }));
    expect(() => validateContent(broken)).toThrow(/event "grill-duell" is not listed/);
  });

  it("rejects a category price that is not its page's cheapest event", () => {
    const broken = withChange({
      categories: categories.map((c) => (c.slug === "horror-events" ? { ...c, price: 79 } : c)),
    });
    expect(() => validateContent(broken)).toThrow(
      /category "horror-events" says from 79 € but its cheapest event costs 89 €/,
    );
  });

  it("rejects an article linking to a page that does not exist, naming it", () => {
    const broken = replaceArticle("hybrid-events-2025", (article) => ({
      ...article,
      en: { ...article.en, body: `${article.en.body}\n\n[Old page](/en/team-events)` },
    }));
    expect(() => validateContent(broken)).toThrow(
      /article "hybrid-events-2025" \(en\): link to a page that does not exist: \/en\/team-events/,
    );
  });

  it("rejects a reading time the text does not take", () => {
    const broken = replaceArticle("christmas-early-booking", (article) => ({
      ...article,
      readMinutes: 12,
    }));
    expect(() => validateContent(broken)).toThrow(
      /article "christmas-early-booking" \(de\) says 12 min but reads in about 3\.\d min/,
    );
  });

  it("rejects an article without a date, naming it", () => {
    const broken = replaceArticle("startup-success-story", ({ date: _d, ...rest }) => rest);
    expect(() => validateContent(broken)).toThrow(/Invalid article "startup-success-story"/);
  });
});
