/**
 * Publishing a document and its revisions: one transaction each, with the audit entry and
 * the notification to every instance (docs/decisions/0090-content-tables-and-publishing.md).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AuditLog } from "../../admin/audit.ts";
import {
  checkDocuments,
  diffData,
  documentTitle,
  type ContentDocument,
  type DocumentKind,
} from "#app/content/documents.server.ts";
import { locales, type Locale } from "#app/i18n/locales.ts";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import { contentDocuments, contentRevisions, contentState } from "../schema.ts";
import {
  CONTENT_CHANNEL,
  fieldsOf,
  type Change,
  type ContentIssue,
  type Editor,
  type RevisionAction,
  notFound,
  latestRevision,
  issuesOf,
  isPlainObject,
  issueId,
  lockForChange,
  pictureIds,
  publishedDocuments,
} from "./documents.ts";

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
    const { state, row } = await lockForChange(tx, input.kind, input.key);
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
        extra: { issues: [noDraftIssue(input.kind, input.key)] },
      });
    }
    const before = row.deletedAt ? null : row.published;
    const changes = diffData(before, data);
    if (changes.length === 0) {
      // Nothing differs from what the site shows: no revision, no new version.
      throw new DomainError(
        "conflict",
        "nothing_changed",
        "Nothing differs from the published version: there is nothing to publish.",
      );
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
      // Every issue with its code (own and in other documents), for the editor's words.
      throw new DomainError(
        "unacceptable",
        "validation",
        `${parts.join("; ")}.`.replace(/^./, (c) => c.toUpperCase()),
        { fields, extra: { issues } },
      );
    }
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

const noDraftIssue = (kind: DocumentKind, key: string): ContentIssue => ({
  kind,
  key,
  path: "data",
  code: "nothing_to_publish",
  params: {},
  message: "There is no draft to publish.",
});

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
export async function insertRevision(
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

export async function bumpVersion(tx: Db, current: number, now: Date): Promise<number> {
  const version = current + 1;
  await tx.update(contentState).set({ version, publishedAt: now }).where(eq(contentState.id, 1));
  // Delivered when the transaction commits: the other instances re-render then.
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(version)})`);
  return version;
}
