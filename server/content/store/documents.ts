/**
 * The site's content in the database (docs/decisions/0090-content-tables-and-publishing.md):
 * documents with their published data and drafts, every publish as a revision, and one
 * content version that every publish bumps. The runtime renders the pages from
 * `loadPublishedContent`; the back office edits through the rest.
 */
import { and, desc, eq, isNull, max, sql } from "drizzle-orm";
import { adminUsers } from "../../accounts/schema.ts";
import type { AuditLog } from "../../admin/audit.ts";
import {
  checkDocuments,
  diffData,
  documentKinds,
  documentSchema,
  documentTitle,
  type ContentDocument,
  type DocumentKind,
} from "#app/content/documents.server.ts";
import { schemaIssues } from "#app/content/validate.server.ts";
import { locales, type Locale } from "#app/i18n/locales.ts";
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

export interface ContentIssue {
  kind: DocumentKind;
  key: string;
  path: string;
  message: string;
}

/** Who edits: a back-office user. */
export interface Editor {
  id: string;
  email: string;
}

const notFound = (kind: string, key: string) =>
  new DomainError("not_found", "not_found", `There is no ${kind} "${key}".`);

const byKind = (kind: string) => documentKinds.indexOf(kind as DocumentKind);

function sortDocuments<T extends { kind: string; position: number; key: string }>(rows: T[]): T[] {
  return rows.sort(
    (a, b) =>
      byKind(a.kind) - byKind(b.kind) || a.position - b.position || a.key.localeCompare(b.key),
  );
}

// --- the runtime's side --------------------------------------------------------------------

/** Every published, not deleted document in (kind, position) order, and the content version. */
export async function loadPublishedContent(
  db: Db,
): Promise<{ version: number; documents: ContentDocument[] }> {
  const [state] = await db.select({ version: contentState.version }).from(contentState);
  const documents = await publishedDocuments(db);
  return { version: state?.version ?? 0, documents };
}

async function publishedDocuments(db: Db): Promise<ContentDocument[]> {
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

/** A draft the preview leaves out because it does not match its kind's schema. */
export interface LeftOutDraft {
  kind: DocumentKind;
  key: string;
  /** The fields at fault. */
  fields: string[];
}

/**
 * What staff preview (docs/decisions/0095-content-in-the-database.md): every document not
 * deleted, its draft where it has one, its published data otherwise. A draft that does not
 * match its kind's schema (no page can be rendered from it, say a draft of `{}`) is left
 * out and named: that document keeps its published data, or stays out if never published.
 */
export async function loadPreviewDocuments(
  db: Db,
): Promise<{ documents: ContentDocument[]; leftOut: LeftOutDraft[] }> {
  const rows = await db
    .select({
      kind: contentDocuments.kind,
      key: contentDocuments.key,
      position: contentDocuments.position,
      draft: contentDocuments.draft,
      published: contentDocuments.published,
    })
    .from(contentDocuments)
    .where(
      and(
        isNull(contentDocuments.deletedAt),
        sql`coalesce(${contentDocuments.draft}, ${contentDocuments.published}) is not null`,
      ),
    );
  const documents: ContentDocument[] = [];
  const leftOut: LeftOutDraft[] = [];
  for (const { kind: name, key, draft, published } of sortDocuments(rows)) {
    const kind = name as DocumentKind;
    const issues = draft === null ? [] : schemaIssues(kind, key, documentSchema(kind), draft);
    if (issues.length > 0) leftOut.push({ kind, key, fields: issues.map((i) => i.path || "data") });
    const data = issues.length > 0 ? published : (draft ?? published);
    if (data !== null) documents.push({ kind, key, data });
  }
  return { documents, leftOut };
}

/**
 * On an empty content_state: inserts `documents` as published (one 'seed' revision each),
 * version 1, in one transaction; does nothing otherwise. Two instances starting at once are
 * safe: the insert of content_state decides (the second waits for the first's commit, then
 * finds the row).
 */
export async function seedContent(
  db: Db,
  documents: ContentDocument[],
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentState)
      .values({ id: 1, version: 1, publishedAt: now })
      .onConflictDoNothing()
      .returning({ id: contentState.id });
    if (inserted.length === 0) return false;
    const positions = new Map<string, number>();
    const rows = documents.map((doc) => {
      const position = positions.get(doc.kind) ?? 0;
      positions.set(doc.kind, position + 1);
      return {
        kind: doc.kind,
        key: doc.key,
        position,
        published: doc.data,
        publishedAt: now,
      };
    });
    // In slices: one statement per document would be slow, one for all too large.
    for (let i = 0; i < rows.length; i += 50) {
      await tx.insert(contentDocuments).values(rows.slice(i, i + 50));
      await tx.insert(contentRevisions).values(
        documents.slice(i, i + 50).map((doc) => ({
          kind: doc.kind,
          key: doc.key,
          action: "seed",
          data: doc.data,
          changes: [],
          createdAt: now,
        })),
      );
    }
    return true;
  });
}

// --- the editor's side ---------------------------------------------------------------------

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
      publishedBy: adminUsers.email,
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
      publishedBy: row.publishedBy,
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
  publishedBy: string | null;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
  deletedAt: string | null;
  /** The newest revision's id: send it back when publishing (null: never published). */
  revision: number | null;
  /** What would refuse publishing the draft (or the published data) as it is now. */
  issues: ContentIssue[];
}

async function latestRevision(db: Db, kind: string, key: string): Promise<number | null> {
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
  const emails = await emailsOf(db, [row.publishedBy, row.draftSavedBy]);
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
    publishedBy: row.publishedBy ? (emails.get(row.publishedBy) ?? null) : null,
    draftSavedAt: iso(row.draftSavedAt),
    draftSavedBy: row.draftSavedBy ? (emails.get(row.draftSavedBy) ?? null) : null,
    deletedAt: iso(row.deletedAt),
    revision: await latestRevision(db, kind, key),
    issues,
  };
}

async function emailsOf(db: Db, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => id !== null);
  const map = new Map<string, string>();
  for (const id of new Set(wanted)) {
    const [user] = await db
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(eq(adminUsers.id, id));
    if (user) map.set(id, user.email);
  }
  return map;
}

/** The uploaded pictures' ids (server/media), which `image` fields may name. */
async function pictureIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: media.id }).from(media);
  return rows.map((row) => row.id);
}

const issueId = (i: ContentIssue) => `${i.kind}\u0000${i.key}\u0000${i.path}\u0000${i.message}`;

/**
 * The issues publishing `doc` would meet: every issue of the document itself, plus the
 * issues in other documents that the change causes (those not there before it).
 */
async function issuesOf(
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
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

export interface PublishResult {
  version: number;
  revision: number;
  changes: Change[];
  /**
   * Other documents whose saved drafts were published with it, because the change needs them
   * (a list page's description quoting the new cheapest price).
   */
  alsoPublished: Array<{ kind: DocumentKind; key: string; title: Record<Locale, string> }>;
}

/**
 * The saved drafts of the documents named by `foreign` (issues the change causes elsewhere),
 * when publishing them together with `doc` leaves no new issue anywhere; else undefined.
 */
async function companionDrafts(
  tx: Db,
  doc: ContentDocument,
  foreign: ContentIssue[],
): Promise<ContentDocument[] | undefined> {
  const named = new Set(foreign.map((i) => `${i.kind}\u0000${i.key}`));
  if (named.size === 0) return undefined;
  const rows = await tx
    .select({
      kind: contentDocuments.kind,
      key: contentDocuments.key,
      draft: contentDocuments.draft,
    })
    .from(contentDocuments)
    .where(and(isNull(contentDocuments.deletedAt), sql`${contentDocuments.draft} is not null`));
  const drafts = rows
    .filter((row) => named.has(`${row.kind}\u0000${row.key}`) && isPlainObject(row.draft))
    .map((row): ContentDocument => ({
      kind: row.kind as DocumentKind,
      key: row.key,
      data: row.draft,
    }));
  if (drafts.length < named.size) return undefined;
  const published = await publishedDocuments(tx);
  const same = (a: { kind: string; key: string }, b: { kind: string; key: string }) =>
    a.kind === b.kind && a.key === b.key;
  const together = [
    ...published
      .filter((d) => !same(d, doc))
      .map((d) => drafts.find((draft) => same(draft, d)) ?? d),
    doc,
  ];
  const pictures = await pictureIds(tx);
  const before = new Set(checkDocuments(published, pictures).map(issueId));
  const remaining = checkDocuments(together, pictures).filter((i) => !before.has(issueId(i)));
  return remaining.length === 0 ? drafts : undefined;
}

/**
 * Publishes data of a document in one transaction (decision 0090,
 * docs/product.md#content-editing): locks the content state (publishes are serialised),
 * refuses a stale base revision (a conflict) and data the checks refuse (naming every
 * field), writes the data and clears the draft, writes the revision with the diff, bumps the
 * version, records the audit entry and notifies the instances (delivered at commit).
 */
export async function publishDocument(
  db: Db,
  audit: AuditLog,
  input: {
    kind: DocumentKind;
    key: string;
    /** The revision the editor started from (null: the document was never published). */
    baseRevision: number | null;
    /** The data to publish; the saved draft when absent. */
    data?: Record<string, unknown> | undefined;
    action?: "publish" | "restore";
    /** For a restore: the revision whose data is published again. */
    restoredFrom?: number;
    editor: Editor;
    now: Date;
  },
): Promise<PublishResult> {
  const action = input.action ?? "publish";
  return db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const [state] = await tx.select().from(contentState).for("update");
    if (!state) {
      throw new DomainError(
        "conflict",
        "not_seeded",
        "The site's content has not been loaded yet.",
      );
    }
    const [row] = await tx
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, input.kind), eq(contentDocuments.key, input.key)))
      .for("update");
    if (!row) throw notFound(input.kind, input.key);
    if (row.deletedAt && action !== "restore") {
      throw new DomainError(
        "conflict",
        "deleted",
        `The ${input.kind} "${input.key}" has been deleted.`,
      );
    }
    const latest = await latestRevision(tx, input.kind, input.key);
    if (latest !== input.baseRevision) {
      throw new DomainError(
        "conflict",
        "stale",
        "Someone else has published this document since you opened it. Reload it to see their changes, then make yours again.",
      );
    }
    const data = input.data ?? row.draft;
    if (!isPlainObject(data)) {
      throw new DomainError("unacceptable", "validation", "There is no draft to publish.", {
        fields: {
          data: "There is no draft to publish.",
        },
      });
    }
    const doc: ContentDocument = { kind: input.kind, key: input.key, data };
    let issues = await issuesOf(tx, doc, row.deletedAt ? null : row.published);
    // A change that other documents' saved drafts answer is published together with them.
    const own = issues.filter((i) => i.kind === input.kind && i.key === input.key);
    const companions =
      own.length === 0 && issues.length > 0 ? await companionDrafts(tx, doc, issues) : undefined;
    if (companions) issues = [];
    if (issues.length > 0) {
      const fields = fieldsOf(issues, input.kind, input.key);
      const foreign = issues.filter((i) => !(i.kind === input.kind && i.key === input.key));
      const count = Object.keys(fields).length;
      const parts = [
        count > 0
          ? `${count} field${count === 1 ? "" : "s"} must be corrected before publishing`
          : "",
        foreign.length > 0
          ? `the change breaks ${foreign.map((i) => `${i.kind} "${i.key}" (${i.path}: ${i.message})`).join("; ")}`
          : "",
      ].filter(Boolean);
      throw new DomainError(
        "unacceptable",
        "validation",
        `${parts.join("; ")}.`.replace(/^./, (c) => c.toUpperCase()),
        { fields, extra: foreign.length ? { issues: foreign } : undefined },
      );
    }
    const before = row.deletedAt ? null : row.published;
    const changes = diffData(before, data);
    await tx
      .update(contentDocuments)
      .set({
        published: data,
        publishedAt: input.now,
        publishedBy: input.editor.id,
        deletedAt: null,
        ...(action === "publish" || row.deletedAt
          ? { draft: null, draftSavedAt: null, draftSavedBy: null }
          : {}),
      })
      .where(and(eq(contentDocuments.kind, input.kind), eq(contentDocuments.key, input.key)));
    const revision = await insertRevision(tx, {
      kind: input.kind,
      key: input.key,
      action: action,
      data: data,
      changes,
      editor: input.editor,
      now: input.now,
    });
    for (const companion of companions ?? []) {
      await publishCompanion(tx, audit, companion, input.editor, input.now);
    }
    const version = await bumpVersion(tx, state.version, input.now);
    await audit.record(tx, {
      action: `content.${action}`,
      actorId: input.editor.id,
      target: `${input.kind}/${input.key}`,
      detail: {
        version,
        revision,
        fields: changes.length,
        ...(input.restoredFrom ? { restoredFrom: input.restoredFrom } : {}),
      },
    });
    const alsoPublished = (companions ?? []).map((companion) => ({
      kind: companion.kind,
      key: companion.key,
      title: Object.fromEntries(
        locales.map((locale) => [locale, documentTitle(companion, locale)]),
      ) as Record<Locale, string>,
    }));
    return { version, revision, changes, alsoPublished };
  });
}

/** Publishes another document's saved draft within a publish that needs it. */
async function publishCompanion(
  tx: Db,
  audit: AuditLog,
  doc: ContentDocument,
  editor: Editor,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({ published: contentDocuments.published })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, doc.kind), eq(contentDocuments.key, doc.key)))
    .for("update");
  const changes = diffData(row?.published ?? null, doc.data);
  await tx
    .update(contentDocuments)
    .set({
      published: doc.data,
      publishedAt: now,
      publishedBy: editor.id,
      draft: null,
      draftSavedAt: null,
      draftSavedBy: null,
    })
    .where(and(eq(contentDocuments.kind, doc.kind), eq(contentDocuments.key, doc.key)));
  const revision = await insertRevision(tx, {
    kind: doc.kind,
    key: doc.key,
    action: "publish",
    data: doc.data,
    changes,
    editor: editor,
    now: now,
  });
  await audit.record(tx, {
    action: "content.publish",
    actorId: editor.id,
    target: `${doc.kind}/${doc.key}`,
    detail: { revision, fields: changes.length, together: true },
  });
}

/** Records a revision of a document; its id. */
async function insertRevision(
  tx: Db,
  revision: {
    kind: DocumentKind;
    key: string;
    action: RevisionAction;
    data: unknown;
    changes: Change[];
    editor: Editor;
    now: Date;
  },
): Promise<number> {
  const { editor, now, ...fields } = revision;
  const [row] = await tx
    .insert(contentRevisions)
    .values({ ...fields, authorId: editor.id, authorEmail: editor.email, createdAt: now })
    .returning({ id: contentRevisions.id });
  return row!.id;
}

async function bumpVersion(tx: Db, current: number, now: Date): Promise<number> {
  const version = current + 1;
  await tx.update(contentState).set({ version, publishedAt: now }).where(eq(contentState.id, 1));
  // Delivered when the transaction commits: the other instances re-render then.
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(version)})`);
  return version;
}

export interface RevisionSummary {
  id: number;
  action: RevisionAction;
  authorEmail: string | null;
  createdAt: string;
  changes: Change[];
}

export async function listRevisions(
  db: Db,
  kind: DocumentKind,
  key: string,
  limit = 100,
): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      id: contentRevisions.id,
      action: contentRevisions.action,
      authorEmail: contentRevisions.authorEmail,
      createdAt: contentRevisions.createdAt,
      changes: contentRevisions.changes,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, key)))
    .orderBy(desc(contentRevisions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as RevisionAction,
    authorEmail: row.authorEmail,
    createdAt: row.createdAt.toISOString(),
    changes: row.changes as Change[],
  }));
}

/**
 * Publishes an earlier revision's data again (action 'restore'), with the same checks as a
 * publish: a revision that no longer passes them (an event a list page no longer has, a rule
 * added since) is refused with 422. A draft is kept.
 */
export async function restoreRevision(
  db: Db,
  audit: AuditLog,
  input: {
    kind: DocumentKind;
    key: string;
    revisionId: number;
    baseRevision: number | null;
    editor: Editor;
    now: Date;
  },
): Promise<PublishResult> {
  const [revision] = await db
    .select({ data: contentRevisions.data })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, input.revisionId),
        eq(contentRevisions.kind, input.kind),
        eq(contentRevisions.key, input.key),
      ),
    );
  if (!revision) {
    throw new DomainError(
      "not_found",
      "not_found",
      `There is no revision ${input.revisionId} of this document.`,
    );
  }
  if (!isPlainObject(revision.data)) {
    throw new DomainError(
      "unacceptable",
      "validation",
      "This revision holds no data to restore (a deletion).",
    );
  }
  return publishDocument(db, audit, {
    kind: input.kind,
    key: input.key,
    baseRevision: input.baseRevision,
    data: revision.data,
    action: "restore",
    restoredFrom: input.revisionId,
    editor: input.editor,
    now: input.now,
  });
}

/** Kinds a member of staff may add and delete documents of. */
export const creatableKinds = ["event", "article"] as const;
export type CreatableKind = (typeof creatableKinds)[number];

function emptyLanguage(kind: CreatableKind) {
  const seo = { title: "", description: "", keywords: ["", ""] };
  return kind === "event"
    ? { title: "", description: "", location: "", highlights: ["", "", ""] }
    : { seo, title: "", excerpt: "", body: "" };
}

/**
 * Adds a new event (key = its slug, which is its id and address) or article (key = the next
 * number, its id; the slug is its address) as a draft at the end of its kind; it is on the
 * site once published. A slug in use is refused (409, field "slug").
 */
export async function createDocument(
  db: Db,
  input: {
    kind: CreatableKind;
    slug: string;
    category?: string | undefined;
    editor: Editor;
    now: Date;
  },
): Promise<{ kind: CreatableKind; key: string }> {
  return db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    // Serialised with publishes and other creations (positions and ids stay unique).
    await tx.select().from(contentState).for("update");
    const rows = await tx
      .select({
        key: contentDocuments.key,
        position: contentDocuments.position,
        data: sql<unknown>`coalesce(${contentDocuments.draft}, ${contentDocuments.published})`,
      })
      .from(contentDocuments)
      .where(eq(contentDocuments.kind, input.kind));
    const taken =
      input.kind === "event"
        ? rows.some((row) => row.key === input.slug)
        : rows.some((row) => (row.data as { slug?: unknown } | null)?.slug === input.slug);
    if (taken) {
      const message = `The address "${input.slug}" is taken.`;
      throw new DomainError("conflict", "exists", message, { fields: { slug: message } });
    }
    const position = rows.reduce((top, row) => Math.max(top, row.position + 1), 0);
    const nextId =
      rows.reduce((top, row) => {
        const id = (row.data as { id?: unknown } | null)?.id;
        return Math.max(top, Number(row.key) || 0, typeof id === "number" ? id : 0);
      }, 0) + 1;
    const key = input.kind === "event" ? input.slug : String(nextId);
    const data =
      input.kind === "event"
        ? {
            category: input.category ?? "teambuilding-events",
            id: input.slug,
            image: "",
            participants: { min: 10, max: 50 },
            hours: { min: 2, max: 3 },
            priceFrom: 0,
            setting: "indoor",
            de: emptyLanguage("event"),
            en: emptyLanguage("event"),
          }
        : {
            id: nextId,
            slug: input.slug,
            date: input.now.toISOString().slice(0, 10),
            readMinutes: 3,
            author: "",
            image: "",
            category: { de: "", en: "" },
            de: emptyLanguage("article"),
            en: emptyLanguage("article"),
          };
    await tx.insert(contentDocuments).values({
      kind: input.kind,
      key,
      position,
      draft: data,
      draftSavedAt: input.now,
      draftSavedBy: input.editor.id,
    });
    return { kind: input.kind, key };
  });
}

/**
 * Deletes an event or article: it leaves the site (published = null) at once, its revisions
 * stay, and a 'delete' revision records it. Refused when other documents still need it (a
 * list page naming the event).
 */
export async function deleteDocument(
  db: Db,
  audit: AuditLog,
  input: { kind: CreatableKind; key: string; editor: Editor; now: Date },
): Promise<{ version: number; revision: number }> {
  return db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const [state] = await tx.select().from(contentState).for("update");
    if (!state)
      throw new DomainError(
        "conflict",
        "not_seeded",
        "The site's content has not been loaded yet.",
      );
    const [row] = await tx
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, input.kind), eq(contentDocuments.key, input.key)))
      .for("update");
    if (!row || row.deletedAt) throw notFound(input.kind, input.key);
    if (row.published !== null) {
      const published = await publishedDocuments(tx);
      const others = published.filter((d) => !(d.kind === input.kind && d.key === input.key));
      const pictures = await pictureIds(tx);
      const before = new Set(checkDocuments(published, pictures).map(issueId));
      const caused = checkDocuments(others, pictures).filter((i) => !before.has(issueId(i)));
      if (caused.length > 0) {
        throw new DomainError(
          "unacceptable",
          "in_use",
          `Other content still needs it: ${caused.map((i) => `${i.kind} "${i.key}" (${i.path}: ${i.message})`).join("; ")}.`,
          { extra: caused.length ? { issues: caused } : undefined },
        );
      }
    }
    const changes = diffData(row.published, null);
    await tx
      .update(contentDocuments)
      .set({
        published: null,
        deletedAt: input.now,
        draft: null,
        draftSavedAt: null,
        draftSavedBy: null,
      })
      .where(and(eq(contentDocuments.kind, input.kind), eq(contentDocuments.key, input.key)));
    const revision = await insertRevision(tx, {
      kind: input.kind,
      key: input.key,
      action: "delete",
      data: null,
      changes,
      editor: input.editor,
      now: input.now,
    });
    const version = await bumpVersion(tx, state.version, input.now);
    await audit.record(tx, {
      action: "content.delete",
      actorId: input.editor.id,
      target: `${input.kind}/${input.key}`,
      detail: { version, revision },
    });
    return { version, revision };
  });
}
