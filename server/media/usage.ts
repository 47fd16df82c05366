/**
 * Where a picture is used: the published documents whose `image` fields (at any depth) name
 * it. Deleting an uploaded picture that published content shows is refused with the places
 * named (docs/decisions/0141); the check and the delete hold the content's lock, so a publish
 * naming the picture cannot slip in between.
 */
import { eq } from "drizzle-orm";
import {
  documentTitle,
  type ContentDocument,
  type DocumentKind,
} from "#app/content/documents.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Db } from "../database/connection.ts";
import { DomainError } from "../domain-error.ts";
import { contentState } from "../content/schema.ts";
import { publishedDocuments } from "../content/store/documents.ts";
import { deleteMedia } from "./store.ts";

export interface PictureUse {
  kind: DocumentKind;
  key: string;
  title: Record<Locale, string>;
}

/** Every string in an `image` field of `data`, at any depth. */
function imagesOf(data: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(data)) {
    for (const item of data) imagesOf(item, found);
  } else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) {
      if (key === "image" && typeof value === "string") found.add(value);
      else imagesOf(value, found);
    }
  }
  return found;
}

function titleOf(doc: ContentDocument, locale: Locale): string {
  try {
    return documentTitle(doc, locale) || doc.key;
  } catch {
    return doc.key;
  }
}

/** Picture id → the published documents that show it. */
export function usesIn(documents: readonly ContentDocument[]): Map<string, PictureUse[]> {
  const uses = new Map<string, PictureUse[]>();
  for (const doc of documents) {
    for (const id of imagesOf(doc.data)) {
      const list = uses.get(id) ?? [];
      list.push({
        kind: doc.kind,
        key: doc.key,
        title: { de: titleOf(doc, "de"), en: titleOf(doc, "en") },
      });
      uses.set(id, list);
    }
  }
  return uses;
}

export async function pictureUses(db: Db): Promise<Map<string, PictureUse[]>> {
  return usesIn(await publishedDocuments(db));
}

/** The refusal's English message; the back office words it in the user's language. */
export function inUseMessage(uses: readonly PictureUse[]): string {
  return `Used in: ${uses.map((use) => `${use.title.en} (${use.kind})`).join(", ")}. Choose another picture there first.`;
}

/**
 * Deletes an uploaded picture unless published content shows it (a `conflict`, code
 * `picture_in_use`, with `usedIn`). Call it inside a transaction: it takes the content's
 * lock first, the one every publish takes. False when there is no such picture.
 */
export async function deleteUnusedMedia(tx: Db, id: string): Promise<boolean> {
  await tx
    .select({ id: contentState.id })
    .from(contentState)
    .where(eq(contentState.id, 1))
    .for("update");
  const uses = (await pictureUses(tx)).get(id) ?? [];
  if (uses.length > 0) {
    throw new DomainError("conflict", "picture_in_use", inUseMessage(uses), {
      extra: { usedIn: uses },
    });
  }
  return deleteMedia(tx, id);
}
