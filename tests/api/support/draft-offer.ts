/**
 * An offer drafted straight into the database for a lead, as the back office's editor would
 * leave it, ready to be sent through the route (`/api/admin/offers/:id/send`) by the test:
 * Kreuzberg, 14:00 for three hours, 30 days ahead, valid 14 days, small business. The first
 * line is the event, the others extras.
 */
import { randomUUID } from "node:crypto";
import { addDays, berlinDay } from "../../../app/shared/berlin-time.ts";
import { computeTotals } from "../../../app/shared/money/totals.ts";
import type { Db } from "../../../server/database/connection.ts";
import { offerLines, offers } from "../../../server/offers/schema.ts";

export interface DraftLine {
  title: string;
  detail: string | null;
  quantity: number;
  unit: "person" | "flat";
  unitPriceCents: number;
  taxRateBp: number;
}

/** Teamkochen for `participants` people at 89 €. */
export const cookingLine = (participants: number): DraftLine => ({
  title: "Teamkochen",
  detail: null,
  quantity: participants,
  unit: "person",
  unitPriceCents: 8900,
  taxRateBp: 0,
});

/** The body the tests send an offer with: the subject and a text carrying its link. */
export const SEND_OFFER_BODY = {
  subject: "Ihr Angebot {number}",
  text: "Guten Tag,\n\nhier ist Ihr Angebot: {link}\n",
};

/**
 * Each draft's event a day after the one before (from 30 days ahead): one day holds one
 * booking (decision 0193), and the tests' customers are different customers.
 */
let nextEventInDays = 30;

/** Inserts the draft; its id. */
export async function insertDraftOffer(
  db: Db,
  draft: {
    /** The offer's id when the test names it beforehand. */
    id?: string;
    leadId: string;
    email: string;
    company: string;
    contactName: string;
    participants?: number;
    depositBp?: number;
    lines?: DraftLine[];
    /** The event's Berlin day; by default a day no other draft of the run has. */
    eventDate?: string;
  },
): Promise<string> {
  const id = draft.id ?? randomUUID();
  const participants = draft.participants ?? 12;
  const lines = draft.lines ?? [cookingLine(participants)];
  const totals = computeTotals(lines, null, "small_business");
  const now = new Date();
  const today = berlinDay(now);
  await db.insert(offers).values({
    id,
    leadId: draft.leadId,
    language: "de",
    taxRegime: "small_business",
    customer: {
      company: draft.company,
      contactName: draft.contactName,
      email: draft.email,
      address: { street: "Oranienstraße 1", postalCode: "10999", city: "Berlin", country: "DE" },
      vatId: null,
      buyerReference: null,
    },
    eventDate: draft.eventDate ?? addDays(today, nextEventInDays++),
    startTime: "14:00",
    durationMinutes: 180,
    place: "Kreuzberg",
    participants,
    validUntil: addDays(today, 14),
    depositBp: draft.depositBp ?? 0,
    totals,
    grossCents: totals.grossCents,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(offerLines).values(
    lines.map((line, position) => ({
      offerId: id,
      position,
      kind: position === 0 ? ("event" as const) : ("extra" as const),
      eventSlug: null,
      ...line,
      netCents: totals.lineCents[position]!,
    })),
  );
  return id;
}
