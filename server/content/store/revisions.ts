/**
 * The revisions of a document: listing them, and restoring one, which publishes it again
 * (docs/product.md#content-editing).
 */
import { and, desc, eq } from "drizzle-orm";
import type { AuditLog } from "../../admin/audit.ts";
import { type DocumentKind } from "#app/content/documents.server.ts";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import { adminUsers } from "../../accounts/schema.ts";
import { contentRevisions } from "../schema.ts";
import {
  type Change,
  type Editor,
  type RevisionAction,
  isPlainObject,
  personName,
} from "./documents.ts";
import { publishDocument, type PublishResult } from "./publish.ts";

export interface RevisionSummary {
  id: number;
  action: RevisionAction;
  authorEmail: string | null;
  /** The author's name (their e-mail address when the account has none or is gone). */
  authorName: string | null;
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
      authorName: adminUsers.name,
      createdAt: contentRevisions.createdAt,
      changes: contentRevisions.changes,
    })
    .from(contentRevisions)
    .leftJoin(adminUsers, eq(adminUsers.id, contentRevisions.authorId))
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, key)))
    .orderBy(desc(contentRevisions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as RevisionAction,
    authorEmail: row.authorEmail,
    authorName: row.authorEmail
      ? personName({ name: row.authorName, email: row.authorEmail })
      : null,
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
