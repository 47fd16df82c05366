/**
 * The content editor's calls to /api/admin/content and the shapes they answer (the server's
 * own types, imported as types only), plus where a document's page is on the site.
 */
import type {
  ContentIssue,
  DocumentDetail,
  DocumentSummary,
} from "../../../server/content/store/documents.ts";
import type { PublishResult } from "../../../server/content/store/publish.ts";
import type { RevisionSummary } from "../../../server/content/store/revisions.ts";
import { localizePath } from "../../i18n/paths";
import type { Locale } from "../../i18n/locales";
import { adminApi } from "../api";
import type { JsonSchema } from "./form/schema-tools";

export type { ContentIssue, DocumentDetail, DocumentSummary, PublishResult, RevisionSummary };
export type DocumentKind = DocumentSummary["kind"];

/** The answer to GET /content/:kind/:key: the document, plus its issues by field. */
export type DocumentAnswer = DocumentDetail & { fields: Record<string, string> };
export interface DraftAnswer {
  savedAt: string;
  issues: ContentIssue[];
  fields: Record<string, string>;
}
export type PublishAnswer = PublishResult & {
  pages: { version: number; pages: number; ms: number } | null;
};

const documentPath = (kind: string, key: string) =>
  `/content/${encodeURIComponent(kind)}/${encodeURIComponent(key)}`;

export const contentApi = {
  list: () => adminApi.get<{ documents: DocumentSummary[] }>("/content"),
  schema: (kind: string) =>
    adminApi.get<{ kind: string; schema: JsonSchema }>(
      `/content/schemas/${encodeURIComponent(kind)}`,
    ),
  get: (kind: string, key: string) => adminApi.get<DocumentAnswer>(documentPath(kind, key)),
  saveDraft: (kind: string, key: string, data: unknown) =>
    adminApi.put<DraftAnswer>(`${documentPath(kind, key)}/draft`, { data }),
  discardDraft: (kind: string, key: string) =>
    adminApi.delete<unknown>(`${documentPath(kind, key)}/draft`),
  publish: (kind: string, key: string, revision: number | null, data: unknown) =>
    adminApi.post<PublishAnswer>(`${documentPath(kind, key)}/publish`, { revision, data }),
  revisions: (kind: string, key: string) =>
    adminApi.get<{ revisions: RevisionSummary[] }>(`${documentPath(kind, key)}/revisions`),
  restore: (kind: string, key: string, id: number, revision: number | null) =>
    adminApi.post<PublishAnswer>(`${documentPath(kind, key)}/revisions/${id}/restore`, {
      revision,
    }),
  create: (kind: "event" | "article", slug: string, title: string, category?: string) =>
    adminApi.post<{ kind: string; key: string }>(`/content/${kind}`, {
      slug,
      title,
      ...(category ? { category } : {}),
    }),
  remove: (kind: string, key: string) =>
    adminApi.delete<{ version: number }>(documentPath(kind, key)),
};

export const editorPath = (kind: string, key: string) =>
  `/content/${encodeURIComponent(kind)}/${encodeURIComponent(key)}`;

/**
 * Where the document shows on the site, in a language (for the preview link): an event
 * with a detail page at /events/<id>, otherwise on its list page; a list page at /<slug>;
 * an article at /news/<slug>; home, news and contact pages at their addresses; categories
 * and testimonials on the home page. Undefined for the page of unknown events.
 */
export function pagePath(kind: DocumentKind, key: string, data: unknown, locale: Locale) {
  const record = (data ?? {}) as Record<string, unknown>;
  let path: string | undefined;
  switch (kind) {
    case "event":
      path = record.detail
        ? `/events/${key}`
        : typeof record.category === "string"
          ? `/${record.category}`
          : undefined;
      break;
    case "list-page":
      path = `/${key}`;
      break;
    case "article":
      path = `/news/${typeof record.slug === "string" ? record.slug : key}`;
      break;
    case "news-page":
      path = "/news";
      break;
    case "contact-page":
      path = "/contact";
      break;
    case "home":
    case "category":
    case "testimonial":
      path = "/";
      break;
    default:
      path = undefined;
  }
  return path === undefined ? undefined : localizePath(path, locale);
}
