/**
 * The site's content as documents, the unit the database stores and the back office edits
 * (docs/decisions/0095-content-in-the-database.md): each document has a kind, a key unique
 * within its kind and JSON data that the kind's schema (./schema.ts, the same schemas the
 * build uses) validates. The order of documents of a kind is the order the site shows them.
 */
import type { z } from "zod";
import type { Locale } from "../i18n/locales";
import { contentKinds, type DocumentKind } from "./kinds";
import {
  listPageSlugs,
  type Article,
  type Category,
  type ContactPageText,
  type EventEntry,
  type FallbackEvent,
  type HomeText,
  type ListPage,
  type ListPageSlug,
  type Localized,
  type NewsPageText,
  type StoredEvent,
  type Testimonial,
} from "./schema";
import { initialContent, type MediaImage, type SiteContent } from "./store.server";
import { contentIssues, schemaIssues, type ContentIssue } from "./validate.server";

export {
  contentKinds,
  creatableKinds,
  documentKinds,
  valueAt,
  type ContentKind,
  type DocumentKind,
} from "./kinds";
export { berlinDate } from "./rules";

export interface ContentDocument {
  kind: DocumentKind;
  key: string;
  data: unknown;
}

/** The schema of a kind's data (./kinds/). */
export function documentSchema(kind: DocumentKind): z.ZodType {
  return contentKinds[kind].schema;
}

/** A content as documents, in the order the site shows them. */
export function toDocuments(content: SiteContent): ContentDocument[] {
  const events = Object.entries(content.eventsByCategory).flatMap(([category, list]) =>
    list.map((event): ContentDocument => ({
      kind: "event",
      key: event.id,
      data: { category, ...event },
    })),
  );
  return [
    ...events,
    ...content.listPages.map((page): ContentDocument => ({
      kind: "list-page",
      key: page.slug,
      data: page,
    })),
    ...content.articles.map((article): ContentDocument => ({
      kind: "article",
      key: String(article.id),
      data: article,
    })),
    ...content.categories.map((category): ContentDocument => ({
      kind: "category",
      key: category.slug,
      data: category,
    })),
    ...content.testimonials.map((testimonial, index): ContentDocument => ({
      kind: "testimonial",
      key: String(index + 1),
      data: testimonial,
    })),
    { kind: "home", key: "home", data: content.home },
    { kind: "news-page", key: "news", data: content.newsPage },
    { kind: "contact-page", key: "contact", data: content.contactPage },
    { kind: "fallback-event", key: "fallback", data: content.fallbackEvent },
  ];
}

/** Today's content (the modules under app/content) as documents: a fresh database's content. */
export function initialDocuments(): ContentDocument[] {
  return structuredClone(toDocuments(initialContent));
}

const single = <T>(docs: readonly ContentDocument[], kind: DocumentKind): T => {
  const doc = docs.find((d) => d.kind === kind);
  if (!doc) throw new Error(`The content has no ${kind} document`);
  return doc.data as T;
};

/**
 * The content the pages render from, assembled from documents (in order). The data is taken
 * as it is: check it with `checkDocuments` first.
 */
export function assembleContent(
  docs: readonly ContentDocument[],
  media?: Record<string, MediaImage>,
): SiteContent {
  const eventsByCategory = Object.fromEntries(
    listPageSlugs.map((slug) => [slug, [] as EventEntry[]]),
  ) as Record<ListPageSlug, EventEntry[]>;
  const of = <T>(kind: DocumentKind) => docs.filter((d) => d.kind === kind).map((d) => d.data as T);
  for (const { category, ...event } of of<StoredEvent>("event")) {
    (eventsByCategory[category] ??= []).push(event as EventEntry);
  }
  return {
    eventsByCategory,
    fallbackEvent: single<FallbackEvent>(docs, "fallback-event"),
    listPages: of<ListPage>("list-page"),
    articles: of<Article>("article").sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    newsPage: single<Localized<NewsPageText>>(docs, "news-page"),
    categories: of<Category>("category"),
    home: single<Localized<HomeText>>(docs, "home"),
    testimonials: of<Testimonial>("testimonial"),
    contactPage: single<Localized<ContactPageText>>(docs, "contact-page"),
    media,
  };
}

/**
 * Every problem of a set of documents: each against its schema, then, when all match, the
 * rules across entries. Paths are dotted, with the language as a segment ("en.title").
 */
export function checkDocuments(
  docs: readonly ContentDocument[],
  /** Ids of the uploaded pictures (server/media), which `image` fields may name. */
  pictureIds: Iterable<string> = [],
): ContentIssue[] {
  const issues = docs.flatMap((doc) =>
    schemaIssues(doc.kind, doc.key, documentSchema(doc.kind), doc.data),
  );
  for (const kind of ["home", "news-page", "contact-page", "fallback-event"] as const) {
    if (!docs.some((doc) => doc.kind === kind)) {
      issues.push({
        kind,
        key: kind,
        path: "",
        code: "document_missing",
        params: {},
        message: "missing",
      });
    }
  }
  const seen = new Set<string>();
  for (const doc of docs) {
    const id = `${doc.kind}/${doc.key}`;
    if (seen.has(id)) {
      const twice = { path: "", params: {}, message: "exists twice" };
      issues.push({ kind: doc.kind, key: doc.key, code: "document_twice", ...twice });
    }
    seen.add(id);
  }
  if (issues.length > 0) return issues;
  return contentIssues(assembleContent(docs), pictureIds);
}

/** A readable name of a document in a language (event title, page heading, ...). */
export function documentTitle(doc: ContentDocument, locale: Locale): string {
  return contentKinds[doc.kind].title(doc.data, locale) ?? doc.key;
}

export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two values, for a revision's readable diff. Objects are
 * compared key by key; arrays of texts and other leaves as a whole, except arrays of objects
 * of the same length, which are compared item by item.
 */
export function diffData(before: unknown, after: unknown, path = ""): FieldChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffData(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    before.some(isRecord)
  ) {
    return before.flatMap((item, index) =>
      diffData(item, after[index], path ? `${path}.${index}` : String(index)),
    );
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before, after }];
}
