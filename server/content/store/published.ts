/**
 * The published content as the runtime renders it, previews with the drafts, and the first
 * content of a new database (docs/decisions/0125-content-documents-in-the-database.md).
 */
import { and, isNull, sql } from "drizzle-orm";
import {
  documentSchema,
  type ContentDocument,
  type DocumentKind,
} from "#app/content/documents.server.ts";
import { schemaIssues } from "#app/content/validate.server.ts";
import type { Db } from "../../database/connection.ts";
import { contentDocuments, contentRevisions, contentState } from "../schema.ts";
import { sortDocuments, publishedDocuments } from "./documents.ts";

/** Every published, not deleted document in (kind, position) order, and the content version. */
export async function loadPublishedContent(
  db: Db,
): Promise<{ version: number; documents: ContentDocument[] }> {
  const [state] = await db.select({ version: contentState.version }).from(contentState);
  const documents = await publishedDocuments(db);
  return { version: state?.version ?? 0, documents };
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
