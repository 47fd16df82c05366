/**
 * The site's content in the database (docs/decisions/0090-content-tables-and-publishing.md):
 * documents with their published data and drafts, every publish as a revision, and one
 * content version that every publish bumps. This module: the documents as the back office
 * lists and opens them, drafts, and what the other content modules share; `published.ts` is
 * the runtime's side, `publish.ts` publishing and revisions, `create-delete.ts` new and
 * deleted documents.
 */
import { and, eq, isNull, max, sql } from "drizzle-orm";
import { adminUsers } from "../../accounts/schema.ts";
import {
  checkDocuments,
  documentKinds,
  documentTitle,
  type ContentDocument,
  type DocumentKind,
} from "#app/content/documents.server.ts";
import type { ContentIssue } from "#app/content/validate.server.ts";
import { type Locale } from "#app/i18n/locales.ts";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import { media } from "../../media/schema.ts";
import { contentDocuments, contentRevisions, contentState } from "../schema.ts";

/** The PostgreSQL channel a publish notifies with the new version (LISTEN/NOTIFY). */
export const CONTENT_CHANNEL = "site_content";

export type RevisionAction = "seed" | "publish" | "restore" | "delete";

export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

export type { ContentIssue };

/**
 * The first step of every change to a document, inside its transaction: locks the content's
 * version row (so changes are numbered one after the other) and the document's row. Refuses
 * while the site's content has not been loaded; the row is undefined for an unknown document.
 */
export async function lockForChange(tx: Db, kind: string, key: string) {
  const [state] = await tx.select().from(contentState).for("update");
  if (!state) {
    throw new DomainError("conflict", "not_seeded", "The site's content has not been loaded yet.");
  }
  const [row] = await tx
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.key, key)))
    .for("update");
  return { state, row };
}

/** Who edits: a back-office user. */
export interface Editor {
  id: string;
  email: string;
}

/** How people are shown: their name, else (an account without one) their e-mail address. */
export const personName = (user: { name: string | null; email: string } | null | undefined) =>
  user ? user.name?.trim() || user.email : null;

export const notFound = (kind: string, key: string) =>
  new DomainError("not_found", "not_found", `There is no ${kind} "${key}".`);

const byKind = (kind: string) => documentKinds.indexOf(kind as DocumentKind);

export function sortDocuments<T extends { kind: string; position: number; key: string }>(
  rows: T[],
): T[] {
  return rows.sort(
    (a, b) =>
      byKind(a.kind) - byKind(b.kind) || a.position - b.position || a.key.localeCompare(b.key),
  );
}

export async function publishedDocuments(db: Db): Promise<ContentDocument[]> {
  const rows = await db
    .select({
      kind: contentDocuments.kind,
      key: contentDocuments.key,
      position: contentDocuments.position,
      data: contentDocuments.published,
    })
    .from(contentDocuments)
    .where(and(isNull(contentDocuments.deletedAt), sql`${contentDocuments.published} is not null`));
  return sortDocuments(rows).map(({ kind, key, data }) => ({
    kind: kind as DocumentKind,
    key,
    data,
  }));
}

export interface DocumentSummary {
  kind: DocumentKind;
  key: string;
  position: number;
  title: { de: string; en: string };
  /** The event's list page, for grouping (events only). */
  category: string | null;
  hasDraft: boolean;
  published: boolean;
  publishedAt: string | null;
  /** The name of who published it last. */
  publishedBy: string | null;
  deleted: boolean;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function categoryOf(data: unknown): string | null {
  const value = (data as { category?: unknown } | null)?.category;
  return typeof value === "string" ? value : null;
}

export async function listDocuments(db: Db): Promise<DocumentSummary[]> {
  const rows = await db
    .select({
      kind: contentDocuments.kind,
      key: contentDocuments.key,
      position: contentDocuments.position,
      published: contentDocuments.published,
      draft: contentDocuments.draft,
      publishedAt: contentDocuments.publishedAt,
      publisherName: adminUsers.name,
      publisherEmail: adminUsers.email,
      deletedAt: contentDocuments.deletedAt,
    })
    .from(contentDocuments)
    .leftJoin(adminUsers, eq(adminUsers.id, contentDocuments.publishedBy));
  return sortDocuments(rows).map((row) => {
    const kind = row.kind as DocumentKind;
    const data = row.draft ?? row.published;
    const doc = { kind, key: row.key, data };
    const title = (locale: Locale) => {
      try {
        return documentTitle(doc, locale) || row.key;
      } catch {
        return row.key;
      }
    };
    return {
      kind,
      key: row.key,
      position: row.position,
      title: { de: title("de"), en: title("en") },
      category: kind === "event" ? categoryOf(data) : null,
      hasDraft: row.draft !== null,
      published: row.published !== null,
      publishedAt: iso(row.publishedAt),
      publishedBy: row.publisherEmail
        ? personName({ name: row.publisherName, email: row.publisherEmail })
        : null,
      deleted: row.deletedAt !== null,
    };
  });
}

export interface DocumentDetail {
  kind: DocumentKind;
  key: string;
  position: number;
  published: unknown;
  draft: unknown;
  publishedAt: string | null;
  /** Names of the people (their e-mail address when they have none). */
  publishedBy: string | null;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
  deletedAt: string | null;
  /** The newest revision's id: send it back when publishing (null: never published). */
  revision: number | null;
  /** What would refuse publishing the draft (or the published data) as it is now. */
  issues: ContentIssue[];
}

export async function latestRevision(db: Db, kind: string, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: max(contentRevisions.id) })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, key)));
  return row?.id ?? null;
}

export async function getDocument(
  db: Db,
  kind: DocumentKind,
  key: string,
): Promise<DocumentDetail> {
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.key, key)));
  if (!row) throw notFound(kind, key);
  const names = await namesOf(db, [row.publishedBy, row.draftSavedBy]);
  const data = row.draft ?? row.published;
  const issues =
    row.deletedAt || data === null ? [] : await issuesOf(db, { kind, key, data }, row.published);
  return {
    kind,
    key,
    position: row.position,
    published: row.published,
    draft: row.draft,
    publishedAt: iso(row.publishedAt),
    publishedBy: row.publishedBy ? (names.get(row.publishedBy) ?? null) : null,
    draftSavedAt: iso(row.draftSavedAt),
    draftSavedBy: row.draftSavedBy ? (names.get(row.draftSavedBy) ?? null) : null,
    deletedAt: iso(row.deletedAt),
    revision: await latestRevision(db, kind, key),
    issues,
  };
}

async function namesOf(db: Db, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => id !== null);
  const map = new Map<string, string>();
  for (const id of new Set(wanted)) {
    const [user] = await db
      .select({ name: adminUsers.name, email: adminUsers.email })
      .from(adminUsers)
      .where(eq(adminUsers.id, id));
    if (user) map.set(id, personName(user)!);
  }
  return map;
}

/** The uploaded pictures' ids (server/media), which `image` fields may name. */
export async function pictureIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: media.id }).from(media);
  return rows.map((row) => row.id);
}

export const issueId = (i: ContentIssue) =>
  `${i.kind}\u0000${i.key}\u0000${i.path}\u0000${i.message}`;

/** The issues of the document itself (shown next to its fields). */
export const ownIssues = (issues: ContentIssue[], kind: string, key: string) =>
  issues.filter((issue) => issue.kind === kind && issue.key === key);

/**
 * The issues publishing `doc` would meet: every issue of the document itself, plus the
 * issues in other documents that the change causes (those not there before it).
 */
export async function issuesOf(
  db: Db,
  doc: ContentDocument,
  before: unknown,
  published?: ContentDocument[],
): Promise<ContentIssue[]> {
  const current = published ?? (await publishedDocuments(db));
  const others = current.filter((d) => !(d.kind === doc.kind && d.key === doc.key));
  const pictures = await pictureIds(db);
  const after = checkDocuments([...others, doc], pictures);
  const own = after.filter((i) => i.kind === doc.kind && i.key === doc.key);
  const foreign = after.filter((i) => !(i.kind === doc.kind && i.key === doc.key));
  if (foreign.length === 0) return own;
  const beforeSet =
    before === null || before === undefined
      ? others
      : [...others, { kind: doc.kind, key: doc.key, data: before }];
  const existing = new Set(checkDocuments(beforeSet, pictures).map(issueId));
  return [...own, ...foreign.filter((i) => !existing.has(issueId(i)))];
}

/** `{ "en.title": "Too small: ..." }` from the issues of the document itself. */
export function fieldsOf(
  issues: ContentIssue[],
  kind: string,
  key: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.kind !== kind || issue.key !== key) continue;
    const path = issue.path || "data";
    fields[path] ??= issue.message;
  }
  return fields;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Saves a draft (any JSON object) and answers the issues publishing it would meet. */
export async function saveDraft(
  db: Db,
  input: {
    kind: DocumentKind;
    key: string;
    data: Record<string, unknown>;
    editor: Editor;
    now: Date;
  },
): Promise<{ savedAt: string; issues: ContentIssue[] }> {
  const updated = await db
    .update(contentDocuments)
    .set({ draft: input.data, draftSavedAt: input.now, draftSavedBy: input.editor.id })
    .where(
      and(
        eq(contentDocuments.kind, input.kind),
        eq(contentDocuments.key, input.key),
        isNull(contentDocuments.deletedAt),
      ),
    )
    .returning({ published: contentDocuments.published });
  if (updated.length === 0) throw notFound(input.kind, input.key);
  const issues = await issuesOf(
    db,
    { kind: input.kind, key: input.key, data: input.data },
    updated[0]!.published,
  );
  return { savedAt: input.now.toISOString(), issues };
}

export async function discardDraft(db: Db, kind: DocumentKind, key: string): Promise<void> {
  const updated = await db
    .update(contentDocuments)
    .set({ draft: null, draftSavedAt: null, draftSavedBy: null })
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.key, key)))
    .returning({ key: contentDocuments.key });
  if (updated.length === 0) throw notFound(kind, key);
}
