/**
 * Validates events, list pages, news and the contact copy when the site builds: each entry
 * against its schema, then the checks across entries that a schema cannot express (list
 * pages name existing events, images exist, facts quoted in texts match the facts, Markdown
 * links resolve). Every message names the broken entry.
 */
import { z } from "zod";
import { artwork } from "./artwork";
import { categories } from "./categories";
import { contactPage } from "./contact";
import { events, fallbackEvent } from "./events";
import { listPages } from "./list-pages";
import { renderMarkdown } from "./markdown.server";
import { articles, newsPage } from "./news";
import {
  articleSchema,
  contactPageTextSchema,
  eventSchema,
  fallbackEventSchema,
  listPageSchema,
  localized,
  newsPageTextSchema,
  type Article,
  type Category,
  type EventEntry,
  type ListPage,
} from "./schema";

export interface Content {
  events: readonly EventEntry[];
  listPages: readonly ListPage[];
  articles: readonly Article[];
  fallbackEvent: unknown;
  newsPage: unknown;
  contactPage: unknown;
  categories: readonly Category[];
  imageIds: ReadonlySet<string>;
}

export const siteContent: Content = {
  events,
  listPages,
  articles,
  fallbackEvent,
  newsPage,
  contactPage,
  categories,
  imageIds: new Set(Object.keys(artwork)),
};

const locales = ["de", "en"] as const;

function parse(kind: string, name: string, schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Invalid ${kind} "${name}":\n${z.prettifyError(result.error)}`);
  }
}

function fail(message: string): never {
  throw new Error(`Content error: ${message}`);
}

const euroAmounts = /(?:€\s?(\d+)|(\d+)\s?€)/g;
const peopleRanges =
  /(\d+)\s?(?:-|–|bis|to)\s?(\d+)\s?(?:Personen|Teilnehmende|people|participants)/g;

/**
 * Prices and group sizes quoted in a text must be the entry's facts: the old site's meta texts
 * contradicted its cards (docs/product.md#old-site-defects), so a text that quotes a figure must
 * quote the real one.
 */
function checkQuotedFacts(
  name: string,
  textValue: string,
  facts: { price: number; min: number; max: number },
) {
  for (const match of textValue.matchAll(euroAmounts)) {
    const price = Number(match[1] ?? match[2]);
    if (price !== facts.price) {
      fail(`${name} quotes ${price} € but the starting price is ${facts.price} €`);
    }
  }
  for (const [, min, max] of textValue.matchAll(peopleRanges)) {
    if (Number(min) !== facts.min || Number(max) !== facts.max) {
      fail(`${name} quotes ${min}-${max} people but the group size is ${facts.min}-${facts.max}`);
    }
  }
}

function checkImage(content: Content, owner: string, id: string) {
  if (!content.imageIds.has(id)) {
    fail(`${owner} uses image "${id}", which app/content/artwork.ts does not define`);
  }
}

function checkEvents(content: Content): Map<string, EventEntry> {
  const byId = new Map<string, EventEntry>();
  content.events.forEach((event, index) => {
    const name = (event as { id?: unknown })?.id ?? `#${index}`;
    parse("event", String(name), eventSchema, event);
    if (byId.has(event.id)) fail(`event "${event.id}" is defined twice`);
    byId.set(event.id, event);
    checkImage(content, `event "${event.id}"`, event.image);
    const facts = { price: event.priceFrom, ...event.participants };
    for (const locale of locales) {
      checkQuotedFacts(
        `event "${event.id}" (${locale}) description`,
        event[locale].description,
        facts,
      );
      const detail = event.detail?.[locale];
      if (detail) {
        checkQuotedFacts(
          `event "${event.id}" (${locale}) meta description`,
          detail.seo.description,
          facts,
        );
      }
    }
  });
  return byId;
}

function checkListPages(content: Content, byId: Map<string, EventEntry>) {
  const listed = new Set<string>();
  for (const page of content.listPages) {
    parse("list page", String((page as { slug?: unknown })?.slug), listPageSchema, page);
    checkImage(content, `list page "${page.slug}"`, page.image);
    for (const locale of locales) {
      const ids = page.events[locale];
      const shown = ids.map((id) => {
        const event = byId.get(id);
        if (!event) fail(`list page "${page.slug}" (${locale}) lists unknown event "${id}"`);
        if (ids.indexOf(id) !== ids.lastIndexOf(id)) {
          fail(`list page "${page.slug}" (${locale}) lists event "${id}" twice`);
        }
        const variant = page.variant?.[locale];
        if (variant && event[variant] === undefined) {
          fail(`event "${id}" on list page "${page.slug}" (${locale}) has no ${variant}`);
        }
        listed.add(id);
        return event;
      });
      checkQuotedFacts(
        `list page "${page.slug}" (${locale}) meta description`,
        page[locale].seo.description,
        {
          price: Math.min(...shown.map((e) => e.priceFrom)),
          min: Math.min(...shown.map((e) => e.participants.min)),
          max: Math.max(...shown.map((e) => e.participants.max)),
        },
      );
    }
  }
  for (const id of byId.keys()) {
    if (!listed.has(id)) fail(`event "${id}" is not listed on any list page`);
  }
  // A category's "from" price on the home grid is the cheapest event of its page.
  for (const category of content.categories) {
    const page = content.listPages.find((p) => p.slug === category.slug);
    if (!page) continue;
    const cheapest = Math.min(...page.events.de.map((id) => byId.get(id)?.priceFrom ?? Infinity));
    if (category.price !== cheapest) {
      fail(
        `category "${category.slug}" says from ${category.price} € but its cheapest event costs ${cheapest} €`,
      );
    }
  }
}

/** Reading speed behind the stated reading times (a careful reader of non-fiction). */
const WORDS_PER_MINUTE = 200;

function checkArticles(content: Content) {
  const slugs = new Set<string>();
  const ids = new Set<number>();
  content.articles.forEach((article, index) => {
    const name = String((article as { slug?: unknown })?.slug ?? `#${index}`);
    parse("article", name, articleSchema, article);
    if (slugs.has(article.slug)) fail(`article slug "${article.slug}" is used twice`);
    if (ids.has(article.id)) fail(`article id ${article.id} is used twice`);
    slugs.add(article.slug);
    ids.add(article.id);
    checkImage(content, `article "${article.slug}"`, article.image);
    if (article.promotion && article.promotion.endsOn < article.date) {
      fail(`article "${article.slug}": its promotion ends before the article was published`);
    }
    for (const locale of locales) {
      renderMarkdown(article[locale].body, `article "${article.slug}" (${locale})`);
      const minutes = article[locale].body.split(/\s+/).length / WORDS_PER_MINUTE;
      if (Math.abs(article.readMinutes - minutes) > 1.5) {
        fail(
          `article "${article.slug}" (${locale}) says ${article.readMinutes} min but reads in about ${minutes.toFixed(1)} min`,
        );
      }
    }
  });
}

/** Throws on the first problem, naming the entry; the build fails with that message. */
export function validateContent(content: Content = siteContent): void {
  const byId = checkEvents(content);
  checkListPages(content, byId);
  checkArticles(content);
  parse(
    "fallback event",
    "app/content/events/fallback.ts",
    fallbackEventSchema,
    content.fallbackEvent,
  );
  checkImage(content, "fallback event", (content.fallbackEvent as { image: string }).image);
  parse("news page", "app/content/news/page.ts", localized(newsPageTextSchema), content.newsPage);
  parse(
    "contact page",
    "app/content/contact.ts",
    localized(contactPageTextSchema),
    content.contactPage,
  );
}
