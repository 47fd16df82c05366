/**
 * The 6-digit code that confirms an online acceptance: mailed to the offer's address,
 * stored as an HMAC with the server's secret, valid 10 minutes for 5 tries and used once,
 * at most 3 per offer in 15 minutes.
 */
import { createHmac, randomInt, randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import { queueMessage } from "../../mail/outbox.ts";
import { offerCodes } from "../schema.ts";
import { findOfferByToken } from "../public-document.ts";
import { codeMail } from "../public-mails.ts";
import { type AnswerContext, notFound, refuseUnlessOpen } from "./answer-common.ts";

export const CODE_VALID_MS = 10 * 60_000;
export const CODE_TRIES = 5;
export const CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MS = 15 * 60_000;

export function codeHmac(secret: string | Buffer, codeId: string, code: string): string {
  return createHmac("sha256", secret).update(`offer-code:${codeId}:${code}`).digest("hex");
}

/**
 * Mails a new code to the offer's address. Refused while the offer cannot be accepted,
 * and after 3 codes within 15 minutes (`too_many` with `retryAfterSeconds`).
 */
export async function requestCode(
  db: Db,
  context: Pick<AnswerContext, "secret" | "now">,
  token: string,
): Promise<{ expiresAt: Date }> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const offer = await findOfferByToken(tx as Db, token, { lock: true });
    if (!offer) throw notFound();
    refuseUnlessOpen(offer, now);
    const recent = await tx
      .select({ createdAt: offerCodes.createdAt })
      .from(offerCodes)
      .where(
        and(
          eq(offerCodes.offerId, offer.id),
          gt(offerCodes.createdAt, new Date(now.getTime() - CODE_WINDOW_MS)),
        ),
      )
      .orderBy(offerCodes.createdAt);
    if (recent.length >= CODES_PER_WINDOW) {
      const oldest = recent[recent.length - CODES_PER_WINDOW]!.createdAt;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((oldest.getTime() + CODE_WINDOW_MS - now.getTime()) / 1000),
      );
      throw new DomainError(
        "too_many",
        "too_many_codes",
        "Too many codes for this offer: please wait before asking for another.",
        { extra: { retryAfterSeconds } },
      );
    }
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const expiresAt = new Date(now.getTime() + CODE_VALID_MS);
    await tx.insert(offerCodes).values({
      id,
      offerId: offer.id,
      codeHash: codeHmac(context.secret, id, code),
      createdAt: now,
      expiresAt,
    });
    // Not tied to the lead: it says nothing about it and goes with the outbox's other
    // short-lived mails (deleted 7 days after it was sent).
    await queueMessage(
      tx as Db,
      randomUUID(),
      "offer_code",
      codeMail(
        { number: offer.number!, language: offer.language, email: offer.customer.email },
        code,
      ),
      now,
      null,
    );
    return { expiresAt };
  });
}
