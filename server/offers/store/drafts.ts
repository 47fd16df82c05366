/**
 * Making and changing offers before they are sent (decision 0133): a draft prefilled from a
 * lead and the catalogue, saved whole (the server computes every figure again), deleted; a
 * revision of a sent offer as a new draft with the next version; withdrawing a sent offer.
 * Each change is one transaction with its audit entry (ids and codes only).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { defaultRateBp } from "#app/shared/money/tax.ts";
import { catalogueEvent } from "#app/shared/event-catalogue.ts";
import type { AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { leadEvent } from "../../leads/catalogue.ts";
import { leads } from "../../leads/schema.ts";
import { lockExistingLead, type Actor } from "../../leads/store/changes.ts";
import { addDays, berlinDay } from "#app/shared/berlin-time.ts";
import { offerLines, offers } from "../schema.ts";
import type { OfferDetail, OfferDraftInput, OfferLineInput } from "../types.ts";
import { currentTaxRegime, insertLines, totalsOf } from "./common.ts";
import { offerDetail, offerLinesOf, offerRow, type OfferRow } from "./queries.ts";
import { validDraft } from "./rules.ts";
import { depositFor, readOfferSettings } from "./settings.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** Days a new offer is valid (the terms: 14 days). */
export const OFFER_VALID_DAYS = 14;

const notDraft = () =>
  new DomainError(
    "conflict",
    "offer_not_draft",
    "This offer was sent: make a new version instead.",
  );

/** Words of the lines made from the catalogue, in the offer's language. */
const lineWords = {
  de: {
    minimum: (n: number) => `Mindestgruppe ${n} Personen`,
    onRequest: "Preis auf Anfrage – bitte eintragen",
  },
  en: {
    minimum: (n: number) => `Minimum group ${n} people`,
    onRequest: "Price on request – please fill in",
  },
};

/**
 * The lines for the events a lead names, as the estimate counts them
 * (app/shared/enquiry/estimate.ts): per event the catalogue's price per person for the group,
 * counted for at least the event's minimum group. "Other" and titles no longer offered
 * make no line; a price on request makes a line at 0 that says so.
 */
export function eventLines(
  titles: readonly string[],
  participants: number,
  language: Locale,
  rateBp: number,
): OfferLineInput[] {
  const seen = new Set<string>();
  const lines: OfferLineInput[] = [];
  for (const title of titles) {
    const known = leadEvent(title);
    const entry = known && catalogueEvent(known.id);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const price = (entry as { priceFrom: number | null }).priceFrom;
    const quantity = Math.max(participants, entry.participants.min);
    const words = lineWords[language];
    lines.push({
      kind: "event",
      eventSlug: entry.id,
      title: entry[language].title,
      detail:
        price === null
          ? words.onRequest
          : quantity > participants
            ? words.minimum(entry.participants.min)
            : null,
      quantity,
      unit: "person",
      unitPriceCents: price === null ? 0 : Math.round(price * 100),
      taxRateBp: rateBp,
    });
  }
  return lines;
}

/**
 * A new draft from a lead: its language, customer (company, contact, address to write to),
 * group size, and one line per catalogue event it names; valid 14 Berlin days, the deposit
 * by the owners' setting, the agency's tax regime now. No date yet (the lead's wish is free
 * text the editor shows beside it).
 */
export async function createOfferFromLead(
  db: Db,
  audit: AuditLog,
  input: { leadId: string; actor: Actor; now: Date },
): Promise<OfferDetail> {
  const { actor, now } = input;
  return db.transaction(async (tx) => {
    await lockExistingLead(tx as Db, input.leadId);
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId));
    const language = lead!.language === "en" ? "en" : "de";
    const regime = await currentTaxRegime(tx as Db);
    const settings = await readOfferSettings(tx as Db);
    const titles = lead!.events.length > 0 ? lead!.events : [lead!.event];
    const draft: OfferDraftInput = {
      language,
      customer: {
        company: lead!.company,
        contactName: lead!.name,
        email: lead!.email,
        address: null,
        vatId: null,
        buyerReference: null,
      },
      eventDate: null,
      startTime: null,
      durationMinutes: null,
      place: null,
      participants: lead!.participants,
      intro: null,
      discount: null,
      validUntil: addDays(berlinDay(now), OFFER_VALID_DAYS),
      depositBp: depositFor(settings, lead!.participants),
      lines: eventLines(titles, lead!.participants, language, defaultRateBp(regime)),
    };
    const totals = totalsOf(draft, regime);
    const id = randomUUID();
    await tx.insert(offers).values({
      id,
      leadId: input.leadId,
      version: 1,
      status: "draft",
      language,
      taxRegime: regime,
      customer: draft.customer,
      participants: draft.participants,
      validUntil: draft.validUntil,
      depositBp: draft.depositBp,
      totals,
      grossCents: totals.grossCents,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await insertLines(tx as Db, id, draft.lines, totals);
    await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, input.leadId));
    await audit.record(tx as Db, {
      action: "offer_created",
      actorId: actor.id,
      target: id,
      detail: { lead: input.leadId, lines: draft.lines.length },
    });
    return offerDetail(tx as Db, id, now);
  });
}

/**
 * Replaces a draft whole: its fields and lines as given (checked, texts trimmed, § 19 rates
 * forced to 0), the totals computed here. A sent offer is refused (409).
 */
export async function updateDraft(
  db: Db,
  audit: AuditLog,
  input: { id: string; draft: OfferDraftInput; actor: Actor; now: Date },
): Promise<OfferDetail> {
  const { actor, now } = input;
  return db.transaction(async (tx) => {
    const row = await offerRow(tx as Db, input.id, true);
    if (row.status !== "draft") throw notDraft();
    const draft = validDraft(input.draft, { today: berlinDay(now), regime: row.taxRegime });
    const totals = totalsOf(draft, row.taxRegime);
    await tx
      .update(offers)
      .set({
        language: draft.language,
        customer: draft.customer,
        eventDate: draft.eventDate,
        startTime: draft.startTime,
        durationMinutes: draft.durationMinutes,
        place: draft.place,
        participants: draft.participants,
        intro: draft.intro,
        discount: draft.discount,
        validUntil: draft.validUntil,
        depositBp: draft.depositBp,
        totals,
        grossCents: totals.grossCents,
        updatedAt: now,
      })
      .where(eq(offers.id, input.id));
    await tx.delete(offerLines).where(eq(offerLines.offerId, input.id));
    await insertLines(tx as Db, input.id, draft.lines, totals);
    await audit.record(tx as Db, {
      action: "offer_draft_saved",
      actorId: actor.id,
      target: input.id,
      detail: { lines: draft.lines.length, grossCents: totals.grossCents },
    });
    return offerDetail(tx as Db, input.id, now);
  });
}

/** Deletes a draft (never a sent offer: 409). */
export async function deleteDraft(
  db: Db,
  audit: AuditLog,
  input: { id: string; actor: Actor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await offerRow(tx as Db, input.id, true);
    if (row.status !== "draft") throw notDraft();
    await tx.delete(offers).where(eq(offers.id, input.id));
    await audit.record(tx as Db, {
      action: "offer_draft_deleted",
      actorId: input.actor.id,
      target: input.id,
      detail: { lead: row.leadId },
    });
  });
}

/**
 * "Überarbeiten": a sent offer (expired too) gets a new draft with the next version that
 * will replace it, a copy of everything, valid at least 14 days from today. The old one
 * stays sent (and can still be accepted) until the new one is sent. One draft revision at a
 * time: a second is refused, naming the draft.
 */
export async function reviseOffer(
  db: Db,
  audit: AuditLog,
  input: { id: string; actor: Actor; now: Date },
): Promise<OfferDetail> {
  const { actor, now } = input;
  return db.transaction(async (tx) => {
    const old = await offerRow(tx as Db, input.id, true);
    if (old.status !== "sent") {
      throw new DomainError(
        "conflict",
        "offer_not_sent",
        "Only a sent offer that is still open can be revised.",
      );
    }
    const [pending] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.replacesId, old.id), eq(offers.status, "draft")));
    if (pending) {
      throw new DomainError(
        "conflict",
        "revision_exists",
        "A new version of this offer is already being written.",
        { extra: { draftId: pending.id } },
      );
    }
    const lines = await offerLinesOf(tx as Db, old.id);
    const earliest = addDays(berlinDay(now), OFFER_VALID_DAYS);
    const id = randomUUID();
    await tx.insert(offers).values({
      ...copyOf(old),
      id,
      version: old.version + 1,
      replacesId: old.id,
      status: "draft",
      validUntil: old.validUntil < earliest ? earliest : old.validUntil,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    if (lines.length > 0) {
      await tx.insert(offerLines).values(lines.map((line) => ({ ...line, offerId: id })));
    }
    await audit.record(tx as Db, {
      action: "offer_revised",
      actorId: actor.id,
      target: id,
      detail: { replaces: old.id, version: old.version + 1 },
    });
    return offerDetail(tx as Db, id, now);
  });
}

/** The fields a revision copies: what the offer says, not how it was sent. */
export function copyOf(row: OfferRow) {
  return {
    leadId: row.leadId,
    language: row.language,
    taxRegime: row.taxRegime,
    customer: row.customer,
    eventDate: row.eventDate,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    place: row.place,
    participants: row.participants,
    intro: row.intro,
    discount: row.discount,
    depositBp: row.depositBp,
    totals: row.totals,
    grossCents: row.grossCents,
  };
}

/** The agency takes a sent offer back: it can no longer be accepted. */
export async function withdrawOffer(
  db: Db,
  audit: AuditLog,
  input: { id: string; actor: Actor; now: Date },
): Promise<OfferDetail> {
  return db.transaction(async (tx) => {
    const row = await offerRow(tx as Db, input.id, true);
    if (row.status !== "sent") {
      throw new DomainError(
        "conflict",
        "offer_not_sent",
        "Only a sent, open offer can be withdrawn.",
      );
    }
    await tx
      .update(offers)
      .set({ status: "withdrawn", closedAt: input.now, updatedAt: input.now })
      .where(eq(offers.id, input.id));
    await audit.record(tx as Db, {
      action: "offer_withdrawn",
      actorId: input.actor.id,
      target: input.id,
      detail: { number: row.number },
    });
    return offerDetail(tx as Db, input.id, input.now);
  });
}
