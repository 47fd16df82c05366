/**
 * Reading offers (decision 0133): a lead's offers, one offer whole for the editor (its shown
 * status, the version that replaced it, the customer's acceptance, and the warnings about
 * its day), and the open offers for the start page, those expiring first. A sent offer past
 * its last valid Berlin day shows as `expired`; nothing stores that.
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { addDays, berlinDay } from "#app/shared/berlin-time.ts";
import { offerAcceptances, offerLines, offers } from "../schema.ts";
import type {
  OfferDetail,
  OfferLineInput,
  OfferShownStatus,
  OfferSummary,
  OfferWarning,
} from "../types.ts";
import { readOfferSettings } from "./settings.ts";

export type OfferRow = typeof offers.$inferSelect;
export type OfferLineRow = typeof offerLines.$inferSelect;

export const noSuchOffer = () =>
  new DomainError("not_found", "not_found", "There is no such offer (any more).");

/** The offer's row, or a 404; locked for the rest of the transaction when asked. */
export async function offerRow(db: Db, id: string, lock = false): Promise<OfferRow> {
  const query = db.select().from(offers).where(eq(offers.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw noSuchOffer();
  return row;
}

/** Its lines in order. */
export async function offerLinesOf(db: Db, id: string): Promise<OfferLineRow[]> {
  return db
    .select()
    .from(offerLines)
    .where(eq(offerLines.offerId, id))
    .orderBy(asc(offerLines.position));
}

/** A line as the API shows it. */
export function lineOf(row: OfferLineRow): OfferLineInput & { netCents: number } {
  return {
    kind: row.kind,
    eventSlug: row.eventSlug,
    title: row.title,
    detail: row.detail,
    quantity: row.quantity,
    unit: row.unit,
    unitPriceCents: row.unitPriceCents,
    taxRateBp: row.taxRateBp,
    netCents: row.netCents,
  };
}

/** `expired`: sent and past its last valid Berlin day. */
export function shownStatus(
  row: Pick<OfferRow, "status" | "validUntil">,
  today: string,
): OfferShownStatus {
  return row.status === "sent" && row.validUntil < today ? "expired" : row.status;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function summaryOf(row: OfferRow, today: string): OfferSummary {
  return {
    id: row.id,
    leadId: row.leadId,
    number: row.number,
    version: row.version,
    status: shownStatus(row, today),
    language: row.language,
    company: row.customer.company,
    contactName: row.customer.contactName,
    participants: row.participants,
    eventDate: row.eventDate,
    validUntil: row.validUntil,
    grossCents: row.grossCents,
    createdAt: iso(row.createdAt)!,
    sentAt: iso(row.sentAt),
    closedAt: iso(row.closedAt),
  };
}

/** The offers of a lead, newest first (drafts and every version). */
export async function offersOfLead(db: Db, leadId: string, now: Date): Promise<OfferSummary[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(eq(offers.leadId, leadId))
    .orderBy(desc(offers.createdAt), desc(offers.version));
  const today = berlinDay(now);
  return rows.map((row) => summaryOf(row, today));
}

/**
 * The hints about the offer's day: the same catalogue event is already booked (an accepted
 * offer that day with it), or the day has as many accepted offers as the team runs a day.
 */
export async function offerWarnings(
  db: Db,
  offer: Pick<OfferRow, "id" | "eventDate">,
  eventSlugs: readonly string[],
): Promise<OfferWarning[]> {
  if (!offer.eventDate) return [];
  const booked = await db
    .select({ id: offers.id, number: offers.number, customer: offers.customer })
    .from(offers)
    .where(
      and(
        eq(offers.status, "accepted"),
        eq(offers.eventDate, offer.eventDate),
        ne(offers.id, offer.id),
      ),
    )
    .orderBy(asc(offers.number));
  if (booked.length === 0) return [];
  const lines = await db
    .select({ offerId: offerLines.offerId, title: offerLines.title, slug: offerLines.eventSlug })
    .from(offerLines)
    .where(
      and(
        inArray(
          offerLines.offerId,
          booked.map((row) => row.id),
        ),
        eq(offerLines.kind, "event"),
      ),
    )
    .orderBy(asc(offerLines.position));
  const other = (row: (typeof booked)[number], title?: string) => ({
    number: row.number ?? "",
    title: title ?? lines.find((line) => line.offerId === row.id)?.title ?? "",
    company: row.customer.company,
  });
  const warnings: OfferWarning[] = [];
  const sameEvent = lines.filter((line) => line.slug !== null && eventSlugs.includes(line.slug));
  if (sameEvent.length > 0) {
    warnings.push({
      kind: "event_booked",
      date: offer.eventDate,
      others: sameEvent.map((line) =>
        other(
          booked.find((row) => row.id === line.offerId)!,
          line.title,
        ),
      ),
    });
  }
  const { eventsPerDay } = await readOfferSettings(db);
  if (booked.length >= eventsPerDay) {
    warnings.push({
      kind: "day_full",
      date: offer.eventDate,
      others: booked.map((row) => other(row)),
    });
  }
  return warnings;
}

/** One offer whole, as the editor and the lead page read it. */
export async function offerDetail(db: Db, id: string, now: Date): Promise<OfferDetail> {
  const row = await offerRow(db, id);
  const lines = await offerLinesOf(db, id);
  const [replacedBy] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.replacesId, id))
    .orderBy(desc(offers.version))
    .limit(1);
  const [acceptance] = await db
    .select({
      name: offerAcceptances.name,
      position: offerAcceptances.position,
      acceptedAt: offerAcceptances.acceptedAt,
      pdfSha256: offerAcceptances.pdfSha256,
    })
    .from(offerAcceptances)
    .where(eq(offerAcceptances.offerId, id));
  const slugs = lines.flatMap((line) => (line.eventSlug ? [line.eventSlug] : []));
  // Once decided, the day's other offers no longer matter to this one.
  const open = row.status === "draft" || row.status === "sent";
  return {
    ...summaryOf(row, berlinDay(now)),
    customer: row.customer,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    place: row.place,
    intro: row.intro,
    discount: row.discount,
    depositBp: row.depositBp,
    taxRegime: row.taxRegime,
    lines: lines.map(lineOf),
    totals: row.totals,
    depositCents: depositCents(row.grossCents, row.depositBp),
    replacesId: row.replacesId,
    replacedById: replacedBy?.id ?? null,
    declineReason: row.declineReason,
    acceptance: acceptance
      ? { ...acceptance, acceptedAt: new Date(acceptance.acceptedAt).toISOString() }
      : null,
    warnings: open ? await offerWarnings(db, row, slugs) : [],
  };
}

/** The deposit in cents: its share of the gross, rounded half up. */
export function depositCents(grossCents: number, depositBp: number): number {
  return Math.floor((grossCents * depositBp) / 10_000 + 0.5);
}

/**
 * The offers out with customers and still open (sent, valid today or later), those whose
 * validity ends first at the top; with `expiringWithinDays` only those ending within that
 * many days from today.
 */
export async function openOffers(
  db: Db,
  input: { now: Date; expiringWithinDays?: number | undefined; limit?: number },
): Promise<{ count: number; cents: number; items: OfferSummary[] }> {
  const today = berlinDay(input.now);
  const where = and(
    eq(offers.status, "sent"),
    gte(offers.validUntil, today),
    input.expiringWithinDays === undefined
      ? undefined
      : lte(offers.validUntil, addDays(today, input.expiringWithinDays)),
  );
  const [totals] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${offers.grossCents}), 0)`.mapWith(Number),
    })
    .from(offers)
    .where(where);
  const rows = await db
    .select()
    .from(offers)
    .where(where)
    .orderBy(asc(offers.validUntil), asc(offers.number))
    .limit(input.limit ?? 200);
  return {
    count: totals?.count ?? 0,
    cents: totals?.cents ?? 0,
    items: rows.map((row) => summaryOf(row, today)),
  };
}
