/**
 * What the public offer page needs of an offer: its row found by the link's token (only by
 * the token's SHA-256, never by id), its lines, its acceptance, the status the customer
 * sees (a sent offer past its last Berlin day shows as expired), the online addresses
 * (/angebot/{token}, /en/offer/{token}) and the offer as a BusinessDocument, the one value
 * the PDF is drawn from (decision 0133).
 */
import { recomputedToken } from "./link-token.ts";
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { localizePath } from "#app/i18n/paths.ts";
import type { Db } from "../database/connection.ts";
import type { BusinessDocument, DocumentAcceptance } from "../documents/model.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { offerDocument } from "./document.ts";
import { offerAcceptances, offerLines, offers } from "./schema.ts";
import type { Locale } from "#app/i18n/locales.ts";

export type OfferRow = typeof offers.$inferSelect;
export type OfferLineRow = typeof offerLines.$inferSelect;
export type AcceptanceRow = typeof offerAcceptances.$inferSelect;

/** What the customer sees of an offer's state. */
export type PublicOfferStatus =
  "open" | "expired" | "accepted" | "declined" | "replaced" | "withdrawn";

/** A link's token: 256 bits as base64url (43 characters); anything else finds nothing. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The offer's page in its language (the path, without the origin). */
export function offerPath(token: string, language: Locale): string {
  return language === "en" ? `/en/offer/${token}` : `/angebot/${token}`;
}

export function publicStatus(offer: Pick<OfferRow, "status" | "validUntil">, now: Date) {
  if (offer.status === "sent")
    return (offer.validUntil < berlinDay(now) ? "expired" : "open") as PublicOfferStatus;
  return offer.status as Exclude<PublicOfferStatus, "open" | "expired">;
}

/**
 * The sent (or answered) offer the token opens, or undefined: a malformed token, an
 * unknown one and a draft's are the same answer. The lookup is by the token's hash, so
 * a wrong token costs what a missing one does.
 */
export async function findOfferByToken(
  db: Db,
  token: string,
  options: { lock?: boolean } = {},
): Promise<OfferRow | undefined> {
  // Hashed even when malformed, so that answer takes as long as any other.
  const hash = tokenHash(token);
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const query = db.select().from(offers).where(eq(offers.tokenHash, hash));
  const [row] = await (options.lock ? query.for("update") : query);
  if (!row || row.status === "draft" || !row.pdf) return undefined;
  return row;
}

/**
 * The newest sent version that replaced `offer` (following "überarbeitet" forward), with its
 * token when the server can name it (decision 0197) and it went to the same address; else
 * undefined. The old link then leads there instead of only saying that it exists.
 */
export async function newerVersionOf(
  db: Db,
  offer: OfferRow,
  secret: string | Buffer,
): Promise<{ token: string; number: string } | undefined> {
  let current = offer;
  for (let step = 0; step < 20; step++) {
    const [next] = await db.select().from(offers).where(eq(offers.replacesId, current.id));
    if (!next || next.status === "draft") break;
    current = next;
  }
  if (current.id === offer.id || current.status === "replaced") return undefined;
  if (current.customer.email.toLowerCase() !== offer.customer.email.toLowerCase()) return undefined;
  const token = recomputedToken(secret, current.id, current.tokenHash);
  return token && current.number ? { token, number: current.number } : undefined;
}

export async function offerLinesOf(db: Db, offerId: string): Promise<OfferLineRow[]> {
  return db
    .select()
    .from(offerLines)
    .where(eq(offerLines.offerId, offerId))
    .orderBy(asc(offerLines.position));
}

export async function acceptanceOf(db: Db, offerId: string): Promise<AcceptanceRow | undefined> {
  const [row] = await db
    .select()
    .from(offerAcceptances)
    .where(eq(offerAcceptances.offerId, offerId));
  return row;
}

/**
 * The offer as its PDF was drawn when sent (server/offers/document.ts, with the number and
 * the Berlin day it was sent; no link, decision 0164), and on the accepted copy with the
 * acceptance block.
 */
export function offerDocumentOf(
  offer: OfferRow,
  lines: OfferLineRow[],
  input: { acceptance?: DocumentAcceptance | null } = {},
): BusinessDocument {
  return {
    ...offerDocument(offer, lines, {
      number: offer.number ?? "",
      issueDate: berlinDay(offer.sentAt ?? offer.createdAt),
    }),
    acceptance: input.acceptance ?? null,
  };
}

/** The terms' address in a language (linked from the page and the PDF). */
export const termsPath = (language: Locale) => localizePath("/terms", language);
