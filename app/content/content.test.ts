import { describe, expect, it } from "vitest";
import { contactPage } from "./contact";
import { events } from "./events";
import { listPages } from "./list-pages";
import { articles, newsPage } from "./news";
import {
  assembleContent,
  checkDocuments,
  diffData,
  initialDocuments,
  type ContentDocument,
  type DocumentKind,
} from "./documents.server";
import type { Article, EventEntry, ListPage } from "./schema";
import { categoryPrice } from "./index.server";
import { initialContent, setSiteContent } from "./store.server";
import { validateContent } from "./validate.server";

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
  const documents = initialDocuments();
  /** The site's documents with one replaced: `change` gets the data and returns the new data. */
  const withChange = (kind: DocumentKind, key: string, change: (data: never) => unknown) =>
    documents.map((doc) =>
      doc.kind === kind && doc.key === key
        ? { ...doc, data: change(structuredClone(doc.data) as never) }
        : doc,
    );
  const issuesOf = (docs: ContentDocument[]) =>
    checkDocuments(docs).map(({ kind, key, path, message }) => ({ kind, key, path, message }));
  const articleKey = (slug: string) => String(articles.find((a) => a.slug === slug)!.id);

  it("accepts the site's content", () => {
    expect(() => validateContent()).not.toThrow();
    expect(checkDocuments(documents)).toEqual([]);
  });

  it("the documents assemble to the content the modules give", () => {
    expect(assembleContent(documents)).toEqual({ ...initialContent, media: undefined });
  });

  it("rejects an event without English text, naming the field", () => {
    const broken = withChange("event", "cross-golf", ({ en: _en, ...rest }: EventEntry) => rest);
    expect(issuesOf(broken)).toContainEqual(
      expect.objectContaining({ kind: "event", key: "cross-golf", path: "en" }),
    );
  });

  it("rejects an empty English title, naming the field", () => {
    const broken = withChange("event", "zombie-virus", (event: EventEntry) => ({
      ...event,
      en: { ...event.en, title: "  " },
    }));
    expect(issuesOf(broken)).toEqual([
      expect.objectContaining({ kind: "event", key: "zombie-virus", path: "en.title" }),
    ]);
  });

  it("rejects an event with two highlights", () => {
    const broken = withChange("event", "kanutour", (event: EventEntry) => ({
      ...event,
      de: { ...event.de, highlights: event.de.highlights.slice(0, 2) },
    }));
    expect(issuesOf(broken)).toContainEqual(
      expect.objectContaining({ key: "kanutour", path: "de.highlights" }),
    );
  });

  it("rejects an event defined twice", () => {
    const broken = [...documents, documents.find((doc) => doc.kind === "event")!];
    expect(issuesOf(broken)).toContainEqual(
      expect.objectContaining({ kind: "event", key: "city-rally-berlin", message: "exists twice" }),
    );
  });

  it("rejects a list page that lists an unknown event, naming page, language and event", () => {
    const broken = withChange("list-page", "horror-events", (page: ListPage) => ({
      ...page,
      events: { ...page.events, en: [...page.events.en, "zombie-ballet"] },
    }));
    const index = byPage("horror-events").events.en.length;
    expect(issuesOf(broken)).toEqual([
      {
        kind: "list-page",
        key: "horror-events",
        path: `events.en.${index}`,
        message: 'unknown event "zombie-ballet"',
      },
    ]);
  });

  it("rejects a horror event without an intensity", () => {
    const broken = withChange(
      "event",
      "horror-night-walk",
      ({ intensity: _i, ...rest }: EventEntry) => rest,
    );
    expect(issuesOf(broken)).toContainEqual(
      expect.objectContaining({ key: "horror-night-walk", path: "intensity" }),
    );
  });

  it("rejects an image id that no picture has", () => {
    const broken = withChange("event", "bowling", (event: EventEntry) => ({
      ...event,
      image: "event-curling",
    }));
    expect(issuesOf(broken)).toEqual([
      { kind: "event", key: "bowling", path: "image", message: 'unknown picture "event-curling"' },
    ]);
  });

  it("rejects a meta description that quotes another price than the event's", () => {
    const broken = withChange("event", "zombie-virus", (event: EventEntry) => {
      event.detail!.de.seo.description = "Zombie-Event ab 55 € pro Person.";
      return event;
    });
    expect(issuesOf(broken)).toEqual([
      {
        kind: "event",
        key: "zombie-virus",
        path: "detail.de.seo.description",
        message: "quotes 55 € but the starting price is 149 €",
      },
    ]);
  });

  it("rejects a group size in a text that contradicts the event's", () => {
    const broken = withChange("event", "zombie-virus", (event: EventEntry) => ({
      ...event,
      en: { ...event.en, description: "For 6-25 people." },
    }));
    expect(issuesOf(broken)).toContainEqual(
      expect.objectContaining({
        path: "en.description",
        message: expect.stringMatching(/6-25.*16-400/),
      }),
    );
  });

  it("rejects a price change that a text still contradicts, naming the text", () => {
    const broken = withChange("event", "zombie-virus", (event: EventEntry) => ({
      ...event,
      priceFrom: 139,
    }));
    expect(issuesOf(broken)).toContainEqual(
      expect.objectContaining({ key: "zombie-virus", path: "detail.de.seo.description" }),
    );
  });

  it("rejects an event that no list page shows", () => {
    const broken = withChange("list-page", "culinary-events", (page: ListPage) => ({
      ...page,
      events: { de: ["teamkochen", "oel-kreation"], en: ["teamkochen", "oel-kreation"] },
    }));
    expect(issuesOf(broken)).toContainEqual({
      kind: "event",
      key: "grill-duell",
      path: "category",
      message: "not listed on any list page",
    });
  });

  it("derives a category's home-grid price from its page's cheapest event", () => {
    const horror = initialContent.categories.find((c) => c.slug === "horror-events")!;
    expect(categoryPrice(horror)).toBe(89);
    const cheaper = withChange("event", "horror-night-walk", (event: EventEntry) => ({
      ...event,
      priceFrom: 59,
    }));
    const content = assembleContent(cheaper);
    setSiteContent(content);
    try {
      expect(categoryPrice(horror)).toBe(59);
    } finally {
      setSiteContent(initialContent);
    }
    const news = initialContent.categories.find((c) => c.slug === "news")!;
    expect(categoryPrice(news)).toBe(0);
  });

  it("rejects an article linking to a page that does not exist, naming it", () => {
    const broken = withChange("article", articleKey("hybrid-events-2025"), (article: Article) => ({
      ...article,
      en: { ...article.en, body: `${article.en.body}\n\n[Old page](/en/team-events)` },
    }));
    expect(issuesOf(broken)).toEqual([
      expect.objectContaining({
        path: "en.body",
        message: expect.stringMatching(/link to a page that does not exist: \/en\/team-events/),
      }),
    ]);
  });

  it("rejects a reading time the text does not take", () => {
    const broken = withChange(
      "article",
      articleKey("christmas-early-booking"),
      (article: Article) => ({
        ...article,
        readMinutes: 12,
      }),
    );
    expect(issuesOf(broken)).toContainEqual(
      expect.objectContaining({
        path: "readMinutes",
        message: expect.stringMatching(/says 12 min but the de text reads in about 3\.\d min/),
      }),
    );
  });

  it("rejects an article without a date, naming the field", () => {
    const broken = withChange(
      "article",
      articleKey("startup-success-story"),
      ({ date: _d, ...rest }: Article) => rest,
    );
    expect(issuesOf(broken)).toEqual([expect.objectContaining({ kind: "article", path: "date" })]);
  });

  it("the build's message names entry and field", () => {
    const broken = withChange("event", "zombie-virus", (event: EventEntry) => ({
      ...event,
      en: { ...event.en, title: "" },
    }));
    expect(() => validateContent(assembleContent(broken))).toThrow(
      /event "zombie-virus" en\.title/,
    );
  });
});

describe("revisions' field diff", () => {
  it("names each changed field with its value before and after", () => {
    const before = {
      priceFrom: 149,
      de: { title: "Zombie Virus", highlights: ["a", "b", "c"] },
      en: { title: "Zombie Virus" },
    };
    const after = {
      priceFrom: 139,
      de: { title: "Zombie-Virus", highlights: ["a", "b", "d"] },
      en: { title: "Zombie Virus" },
    };
    expect(diffData(before, after)).toEqual([
      { path: "priceFrom", before: 149, after: 139 },
      { path: "de.title", before: "Zombie Virus", after: "Zombie-Virus" },
      { path: "de.highlights", before: ["a", "b", "c"], after: ["a", "b", "d"] },
    ]);
  });

  it("names an added or removed optional part", () => {
    expect(diffData({ a: 1 }, { a: 1, badge: { de: "Neu" } })).toEqual([
      { path: "badge", before: undefined, after: { de: "Neu" } },
    ]);
  });
});
