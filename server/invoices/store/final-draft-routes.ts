/**
 * The final invoice's draft as the routes read and save it, each in its own transaction on
 * the locked offer (a save and an issue for the same offer wait for each other).
 */
import { createAuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import type { Actor } from "../../leads/store/changes.ts";
import { buildFinalDraft, requireEventDayReached, finalInvoiceDay } from "./final-draft.ts";
import { storeFinalDraft, type FinalDraft, type FinalDraftInput } from "./final-draft.ts";
import {
  invoicesOfOffer,
  lockOffer,
  requireAccepted,
  requireBookingStands,
} from "./offer-basis.ts";
import { DomainError } from "../../domain-error.ts";

async function draftable(tx: Db, offerId: string) {
  const offer = await lockOffer(tx, offerId);
  requireAccepted(offer);
  await requireBookingStands(tx, offerId);
  const issued = await invoicesOfOffer(tx, offerId);
  if (issued.some((row) => row.kind === "final_invoice" && !row.cancelled)) {
    throw new DomainError(
      "conflict",
      "final_exists",
      "This offer already has a final invoice; cancel it first to draft a new one.",
    );
  }
  return { offer, issued };
}

export function finalDraftOf(db: Db, offerId: string, now: Date): Promise<FinalDraft> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { offer, issued } = await draftable(tx, offerId);
    return buildFinalDraft(tx, offer, issued, now);
  });
}

export function saveFinalDraft(
  db: Db,
  offerId: string,
  input: FinalDraftInput,
  actor: Actor,
  now: Date,
): Promise<FinalDraft> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { offer, issued } = await draftable(tx, offerId);
    requireEventDayReached((await finalInvoiceDay(tx, offer, now)).eventDate, now);
    await storeFinalDraft(tx, offer, input, actor.id, now);
    const draft = await buildFinalDraft(tx, offer, issued, now);
    await createAuditLog(() => now).record(tx, {
      action: "final_draft_saved",
      actorId: actor.id,
      target: offerId,
      detail: {
        participants: draft.participants,
        lines: draft.lines.length,
        grossCents: draft.totals.grossCents,
      },
    });
    return draft;
  });
}
