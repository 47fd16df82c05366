/**
 * TEMPORARY stand-in for app/content/documents.server.ts (the content runtime's documents
 * module) with the same signatures, until that module is on this branch. Removed then.
 */
/* eslint-disable no-restricted-imports -- temporary: the real module is app/content/documents.server.ts */
import { z } from "zod";
import type { Locale } from "#app/i18n/locales.ts";
import { categories } from "#app/content/categories.ts";
import { contactPage } from "#app/content/contact.ts";
import { eventsByCategory, fallbackEvent } from "#app/content/events/index.ts";
import { home } from "#app/content/home.ts";
import { listPages } from "#app/content/list-pages/index.ts";
import { articles, newsPage } from "#app/content/news/index.ts";
import {
  articleSchema,
  categorySchema,
  contactPageTextSchema,
  eventSchema,
  fallbackEventSchema,
  listPageSchema,
  listPageSlugs,
  localized,
  newsPageTextSchema,
  testimonialSchema,
} from "#app/content/schema.ts";
import { testimonials } from "#app/content/testimonials.ts";

export const documentKinds = [
  "event",
  "list-page",
  "article",
  "category",
  "testimonial",
  "home",
  "news-page",
  "contact-page",
  "fallback-event",
] as const;
export type DocumentKind = (typeof documentKinds)[number];
export interface ContentDocument {
  kind: DocumentKind;
  key: string;
  data: unknown;
}

export function initialDocuments(): ContentDocument[] {
  const docs: ContentDocument[] = [];
  for (const [category, events] of Object.entries(eventsByCategory)) {
    for (const event of events)
      docs.push({ kind: "event", key: event.id, data: { ...event, category } });
  }
  for (const page of listPages) docs.push({ kind: "list-page", key: page.slug, data: page });
  for (const article of articles) docs.push({ kind: "article", key: article.slug, data: article });
  for (const category of categories)
    docs.push({ kind: "category", key: category.slug, data: category });
  testimonials.forEach((t, i) => docs.push({ kind: "testimonial", key: String(i + 1), data: t }));
  docs.push({ kind: "home", key: "home", data: home });
  docs.push({ kind: "news-page", key: "news", data: newsPage });
  docs.push({ kind: "contact-page", key: "contact", data: contactPage });
  docs.push({ kind: "fallback-event", key: "fallback", data: fallbackEvent });
  return structuredClone(docs);
}

const schemas: Record<DocumentKind, z.ZodType> = {
  event: eventSchema.and(z.object({ category: z.enum(listPageSlugs) })),
  "list-page": listPageSchema,
  article: articleSchema,
  category: categorySchema,
  testimonial: testimonialSchema,
  home: z.record(z.string(), z.unknown()),
  "news-page": localized(newsPageTextSchema),
  "contact-page": localized(contactPageTextSchema),
  "fallback-event": fallbackEventSchema,
};

export function documentSchema(kind: DocumentKind): z.ZodType {
  return schemas[kind];
}

export function checkDocuments(
  docs: readonly ContentDocument[],
): Array<{ kind: DocumentKind; key: string; path: string; message: string }> {
  const issues: Array<{ kind: DocumentKind; key: string; path: string; message: string }> = [];
  for (const doc of docs) {
    const result = schemas[doc.kind].safeParse(doc.data);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      issues.push({
        kind: doc.kind,
        key: doc.key,
        path: issue.path.map(String).join("."),
        message: issue.message,
      });
    }
  }
  return issues;
}

export function documentTitle(doc: ContentDocument, locale: Locale): string {
  const data = doc.data as Record<string, unknown> | null;
  const lang = data?.[locale] as Record<string, unknown> | undefined;
  const title =
    lang?.title ??
    lang?.heading ??
    (data?.title as Record<string, unknown>)?.[locale] ??
    data?.name;
  return typeof title === "string" ? title : doc.key;
}

export function diffData(
  before: unknown,
  after: unknown,
  path = "",
): Array<{ path: string; before: unknown; after: unknown }> {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diffData(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before: before ?? null, after: after ?? null }];
}
