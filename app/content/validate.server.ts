/**
 * Checks the site's content: each entry against its schema, then the rules across entries
 * that a schema cannot express (list pages name existing events, images exist, facts quoted
 * in texts match the facts, Markdown links resolve, reading times fit). Every problem names
 * its entry (kind and key, as the documents of ./documents.server.ts) and the field, so the
 * build fails with a readable message and the back office shows it next to the field.
 */
import type { z } from "zod";
import { locales } from "../i18n/locales";
import { artwork } from "./artwork";
import { schemaFieldIssues, type FieldIssue, type IssueCode, type IssueParams } from "./issues";
import type { DocumentKind } from "./kinds";
import { renderMarkdown } from "./markdown.server";
import { eventQuoteIssues, quotedFactIssues, readingTimeIssue } from "./rules";
import {
  articleSchema,
  categorySchema,
  contactPageTextSchema,
  eventSchema,
  fallbackEventSchema,
  homeTextSchema,
  listPageSchema,
  localized,
  newsPageTextSchema,
  testimonialSchema,
  type Article,
  type EventEntry,
  type ListPage,
} from "./schema";
import { contentIndex, setSiteContent, siteContent, type SiteContent } from "./store.server";

/**
 * One problem of one entry: `path` is the field, dotted ("en.title", "detail.de.body.0"),
 * `code` and `params` what is wrong (./issues.ts), `message` the same in English.
 */
export interface ContentIssue extends FieldIssue {
  kind: DocumentKind;
  key: string;
}

/** Zod issues of one entry, as content issues. */
export function schemaIssues(
  kind: DocumentKind,
  key: string,
  schema: z.ZodType,
  value: unknown,
): ContentIssue[] {
  return schemaFieldIssues(schema, value).map((issue) => ({ kind, key, ...issue }));
}

/** A Markdown refusal (./markdown.server.ts) as a code: the link and why. */
function markdownIssue(message: string): { code: IssueCode; params: IssueParams } {
  const link =
    /(link target not allowed|link to missing anchor|link to a page that does not exist):? (.*)$/.exec(
      message,
    );
  if (!link) return { code: "markdown", params: {} };
  const code: IssueCode =
    link[1] === "link target not allowed"
      ? "link_not_allowed"
      : link[1] === "link to missing anchor"
        ? "link_missing_anchor"
        : "link_unknown_page";
  return { code, params: { href: link[2]! } };
}

class Collector {
  readonly issues: ContentIssue[] = [];
  constructor(private readonly imageIds: ReadonlySet<string>) {}

  add(
    kind: DocumentKind,
    key: string,
    path: string,
    code: IssueCode,
    params: IssueParams,
    message: string,
  ) {
    this.issues.push({ kind, key, path, code, params, message });
  }
  /** Issues found by a shared rule (./rules.ts), which name their own field. */
  addAll(kind: DocumentKind, key: string, issues: readonly FieldIssue[]) {
    for (const issue of issues) this.issues.push({ kind, key, ...issue });
  }
  /** Checks an entry against its schema; false when it does not match (skip further checks). */
  parse(kind: DocumentKind, key: string, schema: z.ZodType, value: unknown): boolean {
    const found = schemaIssues(kind, key, schema, value);
    this.issues.push(...found);
    return found.length === 0;
  }
  image(kind: DocumentKind, key: string, path: string, id: string) {
    if (!this.imageIds.has(id)) {
      this.add(kind, key, path, "unknown_picture", { id }, `unknown picture "${id}"`);
    }
  }
}

function checkEvents(check: Collector, events: readonly EventEntry[]) {
  const seen = new Set<string>();
  for (const event of events) {
    const key = String((event as { id?: unknown }).id);
    if (!check.parse("event", key, eventSchema, event)) continue;
    if (seen.has(event.id)) {
      check.add(
        "event",
        key,
        "id",
        "event_exists_twice",
        { id: event.id },
        `event "${event.id}" exists twice`,
      );
    }
    seen.add(event.id);
    check.image("event", key, "image", event.image);
    for (const locale of locales) {
      check.addAll("event", key, eventQuoteIssues(event, locale));
    }
  }
}

function checkListPages(check: Collector, content: SiteContent) {
  const byId = contentIndex().eventsById;
  const listed = new Set<string>();
  const valid: ListPage[] = [];
  for (const page of content.listPages) {
    const key = String((page as { slug?: unknown }).slug);
    if (!check.parse("list-page", key, listPageSchema, page)) continue;
    valid.push(page);
    check.image("list-page", key, "image", page.image);
    for (const locale of locales) {
      const ids = page.events[locale];
      const shown: EventEntry[] = [];
      ids.forEach((id, index) => {
        const event = byId.get(id);
        const path = `events.${locale}.${index}`;
        if (!event) {
          return check.add(
            "list-page",
            key,
            path,
            "unknown_event",
            { id },
            `unknown event "${id}"`,
          );
        }
        if (ids.indexOf(id) !== index) {
          check.add("list-page", key, path, "listed_twice", { id }, `"${id}" is listed twice`);
        }
        const variant = page.variant?.[locale];
        if (variant && event[variant] === undefined) {
          check.add(
            "event",
            id,
            variant,
            "variant_missing",
            { page: page.slug, language: locale },
            `shown on "${page.slug}" (${locale}), which needs it`,
          );
        }
        listed.add(id);
        shown.push(event);
      });
      if (shown.length === 0) continue;
      const facts = {
        price: Math.min(...shown.map((e) => e.priceFrom)),
        min: Math.min(...shown.map((e) => e.participants.min)),
        max: Math.max(...shown.map((e) => e.participants.max)),
      };
      check.addAll(
        "list-page",
        key,
        quotedFactIssues(`${locale}.seo.description`, page[locale].seo.description, facts, true),
      );
    }
  }
  for (const id of byId.keys()) {
    if (!listed.has(id)) {
      check.add("event", id, "category", "not_listed", {}, "not listed on any list page");
    }
  }
  // A category's "from" price on the home grid is its page's cheapest event, derived when the
  // page renders (index.server.ts categoryPrice), so it cannot contradict the events.
  for (const category of content.categories) {
    if (check.parse("category", category.slug, categorySchema, category)) {
      check.image("category", category.slug, "image", category.image);
    }
  }
}

function checkArticles(check: Collector, articles: readonly Article[]) {
  const slugs = new Set<string>();
  const ids = new Set<number>();
  for (const article of articles) {
    const key = String((article as { id?: unknown }).id);
    if (!check.parse("article", key, articleSchema, article)) continue;
    if (slugs.has(article.slug)) {
      check.add("article", key, "slug", "slug_taken", {}, "used by another article");
    }
    if (ids.has(article.id))
      check.add("article", key, "id", "id_taken", {}, "used by another article");
    slugs.add(article.slug);
    ids.add(article.id);
    check.image("article", key, "image", article.image);
    if (article.promotion && article.promotion.endsOn < article.date) {
      const message = "ends before the article's date";
      check.add("article", key, "promotion.endsOn", "promotion_before_date", {}, message);
    }
    for (const locale of locales) {
      try {
        renderMarkdown(article[locale].body, `article "${article.slug}" (${locale})`);
      } catch (error) {
        const message = (error as Error).message;
        const { code, params } = markdownIssue(message);
        check.add("article", key, `${locale}.body`, code, params, message);
      }
      const reading = readingTimeIssue(article.readMinutes, article[locale].body, locale);
      if (reading) check.addAll("article", key, [reading]);
    }
  }
}

/**
 * Every problem of a content, across all entries. Pictures are the artwork's, the content's
 * `media` and `pictureIds` (uploaded pictures, when only their ids are at hand).
 */
export function contentIssues(
  content: SiteContent,
  pictureIds: Iterable<string> = [],
): ContentIssue[] {
  const imageIds = new Set([
    ...Object.keys(artwork),
    ...Object.keys(content.media ?? {}),
    ...pictureIds,
  ]);
  const check = new Collector(imageIds);
  // The cross-entry checks (and the Markdown link check) read the content being checked.
  const previous = siteContent();
  setSiteContent(content);
  try {
    checkEvents(check, contentIndex().events);
    checkListPages(check, content);
    checkArticles(check, content.articles);
    if (check.parse("fallback-event", "fallback", fallbackEventSchema, content.fallbackEvent)) {
      check.image("fallback-event", "fallback", "image", content.fallbackEvent.image);
    }
    check.parse("news-page", "news", localized(newsPageTextSchema), content.newsPage);
    check.parse("contact-page", "contact", localized(contactPageTextSchema), content.contactPage);
    check.parse("home", "home", localized(homeTextSchema), content.home);
    content.testimonials.forEach((testimonial, index) =>
      check.parse("testimonial", String(index), testimonialSchema, testimonial),
    );
  } finally {
    setSiteContent(previous);
  }
  return check.issues;
}

/** One line per problem: "event "zombie-virus" en.title: Too small ...". */
export function formatIssues(issues: readonly ContentIssue[]): string {
  return issues
    .map((issue) => `${issue.kind} "${issue.key}" ${issue.path || "(entry)"}: ${issue.message}`)
    .join("\n");
}

/** Throws with every problem, naming the entries; the build fails with that message. */
export function validateContent(content: SiteContent = siteContent()): void {
  const issues = contentIssues(content);
  if (issues.length > 0) throw new Error(`Content error:\n${formatIssues(issues)}`);
}
