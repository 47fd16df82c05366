/**
 * Editing a picture's alt texts and focal point: the change, its audit entries and, when
 * published pages show the picture and the change is visible on them, a new content version
 * (with the notification every instance re-renders on), all in one transaction
 * (docs/decisions/0146-focal-points.md).
 */
import { eq } from "drizzle-orm";
import type { AuditLog } from "../admin/audit.ts";
import type { Db } from "../database/connection.ts";
import { contentState } from "../content/schema.ts";
import { bumpVersion } from "../content/store/publish.ts";
import { findMedia, updateMedia, type MediaChange, type MediaRecord } from "./store.ts";
import { pictureUses } from "./usage.ts";

export interface PictureEdit {
  record: MediaRecord;
  /** Published pages show the picture and the change: the content's version was bumped. */
  republish: boolean;
}

/** What of `change` differs from the picture as it is. */
function changedParts(record: MediaRecord, change: MediaChange) {
  const alt =
    change.alt !== undefined &&
    (change.alt.de !== record.alt.de || change.alt.en !== record.alt.en);
  const focal =
    change.focal !== undefined &&
    (change.focal.x !== record.focal.x || change.focal.y !== record.focal.y);
  return { alt, focal };
}

/**
 * Applies an edit: the content's lock first (the order every publish and delete takes it
 * in, so none can cross), the picture, an audit entry per changed part, the version bump.
 * Undefined when there is no such picture.
 */
export async function editPicture(
  db: Db,
  audit: AuditLog,
  input: { id: string; change: MediaChange; actorId: string; now: Date },
): Promise<PictureEdit | undefined> {
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const [state] = await tx
      .select()
      .from(contentState)
      .where(eq(contentState.id, 1))
      .for("update");
    const before = await findMedia(tx, input.id);
    if (!before) return undefined;
    const changed = changedParts(before, input.change);
    await updateMedia(tx, input.id, input.change, input.now);
    if (changed.alt) {
      await audit.record(tx, {
        action: "media_alt_changed",
        actorId: input.actorId,
        target: input.id,
      });
    }
    if (changed.focal) {
      await audit.record(tx, {
        action: "media_focal_changed",
        actorId: input.actorId,
        target: input.id,
        detail: { from: before.focal, to: input.change.focal },
      });
    }
    const used = ((await pictureUses(tx)).get(input.id) ?? []).length > 0;
    const republish = state !== undefined && used && (changed.alt || changed.focal);
    if (state && republish) await bumpVersion(tx, state.version, input.now);
    const record = await findMedia(tx, input.id);
    return record ? { record, republish } : undefined;
  });
}
