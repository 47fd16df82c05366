/**
 * New documents (events and articles) and deleting them: a deletion is a revision too, so
 * its address answers 410 (docs/decisions/0128-old-addresses-from-revisions.md).
 */
import { and, eq, sql } from "drizzle-orm";
import type { AuditLog } from "../../admin/audit.ts";
import {
  berlinDate,
  checkDocuments,
  contentKinds,
  creatableKinds,
  diffData,
  valueAt,
} from "#app/content/documents.server.ts";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import { contentDocuments, contentState } from "../schema.ts";
import {
  type Editor,
  notFound,
  issueId,
  lockForChange,
  pictureIds,
  publishedDocuments,
} from "./documents.ts";
import { bumpVersion, insertRevision } from "./publish.ts";

export { creatableKinds };
export type CreatableKind = (typeof creatableKinds)[number];

/**
 * Adds a new event (key = its slug, which is its id and address) or article (key = the next
 * number, its id; the slug is its address) as a draft at the end of its kind, its data the
 * kind's empty entry with the title (app/content/kinds/); it is on the site once published.
 * A slug in use is refused (409, field "slug").
 */
export async function createDocument(
  db: Db,
  input: {
    kind: CreatableKind;
    slug: string;
    /** The title it starts with (in German, the language staff write first). */
    title?: string | undefined;
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
    const position = rows.reduce((top, row) => Math.max(top, row.position + 1), 0);
    const nextId =
      rows.reduce((top, row) => {
        const id = (row.data as { id?: unknown } | null)?.id;
        return Math.max(top, Number(row.key) || 0, typeof id === "number" ? id : 0);
      }, 0) + 1;
    const kind = contentKinds[input.kind];
    const entry = {
      title: input.title?.trim() ?? "",
      slug: input.slug,
      category: input.category,
      today: berlinDate(input.now),
      nextId,
    };
    const key = kind.keyOf!(entry);
    const addressField = kind.address?.field ?? "slug";
    if (rows.some((row) => row.key === key || valueAt(row.data, addressField) === input.slug)) {
      const message = `The address "${input.slug}" is taken.`;
      throw new DomainError("conflict", "exists", message, { fields: { slug: message } });
    }
    const data = kind.empty!(entry);
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
    const { state, row } = await lockForChange(tx, input.kind, input.key);
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
