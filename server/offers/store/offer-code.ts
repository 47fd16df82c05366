/**
 * The 6-digit code that confirms an online acceptance (or the cancellation of the booking
 * it made, decision 0189): mailed to the offer's address,
 * stored as an HMAC with the server's secret, valid 10 minutes for 5 tries and used once,
 * at most 3 per offer in 15 minutes, 5 in 24 hours and 20 over the offer's life (decision
 * 0166). Past the last two the customer is asked to contact the agency and the lead's owner
 * is told once.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt } from "drizzle-orm";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import { queueMessage } from "../../mail/outbox.ts";
import { offerCodes, offers } from "../schema.ts";
import { findOfferByToken, type OfferRow } from "../public-document.ts";
import { codeMail, codesCappedMail } from "../public-mails.ts";
import { type AnswerContext, notFound, ownerOfOffer, refuseUnlessOpen } from "./answer-common.ts";

export const CODE_VALID_MS = 10 * 60_000;
export const CODE_TRIES = 5;
export const CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MS = 15 * 60_000;
/** Codes per offer in any 24 hours: 25 guesses a day. */
export const CODES_PER_DAY = 5;
export const CODE_DAY_MS = 24 * 60 * 60_000;
/** Codes over an offer's whole life: 100 guesses, a chance of 1 in 10,000. */
export const CODES_PER_OFFER = 20;

/** Which cap a refused code request hit: the day's (until `retryAfterSeconds`) or the offer's. */
export type CodeCap = "day" | "offer";

export function codeHmac(secret: string | Buffer, codeId: string, code: string): string {
  return createHmac("sha256", secret).update(`offer-code:${codeId}:${code}`).digest("hex");
}

async function codesSince(db: Db, offerId: string, since: Date | null) {
  const [row] = await db
    .select({ n: count() })
    .from(offerCodes)
    .where(
      since
        ? and(eq(offerCodes.offerId, offerId), gt(offerCodes.createdAt, since))
        : eq(offerCodes.offerId, offerId),
    );
  return Number(row?.n ?? 0);
}

/**
 * The cap an offer's codes have reached (null while another may be mailed), with the
 * seconds until the day's cap frees one: also what the offer's page shows before anyone
 * asks.
 */
export async function codeCapOf(
  db: Db,
  offerId: string,
  now: Date,
): Promise<{ cap: CodeCap; retryAfterSeconds: number | null } | null> {
  if ((await codesSince(db, offerId, null)) >= CODES_PER_OFFER) {
    return { cap: "offer", retryAfterSeconds: null };
  }
  const dayAgo = new Date(now.getTime() - CODE_DAY_MS);
  const today = await db
    .select({ createdAt: offerCodes.createdAt })
    .from(offerCodes)
    .where(and(eq(offerCodes.offerId, offerId), gt(offerCodes.createdAt, dayAgo)))
    .orderBy(offerCodes.createdAt);
  if (today.length < CODES_PER_DAY) return null;
  const frees = today[today.length - CODES_PER_DAY]!.createdAt.getTime() + CODE_DAY_MS;
  return {
    cap: "day",
    retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)),
  };
}

/** The first time a cap is hit: the lead's owner (or the agency) is told, once per offer. */
async function alertOwnerOnce(
  tx: Db,
  context: Pick<AnswerContext, "now" | "siteUrl" | "agencyEmail">,
  offer: OfferRow,
  cap: CodeCap,
): Promise<void> {
  if (offer.codesAlertedAt) return;
  const { now } = context;
  await tx.update(offers).set({ codesAlertedAt: now }).where(eq(offers.id, offer.id));
  const { leadId, owner } = await ownerOfOffer(tx, offer);
  const origin = new URL(context.siteUrl).origin;
  await queueMessage(
    tx,
    randomUUID(),
    "offer_codes_capped",
    codesCappedMail({
      to: owner?.email ?? context.agencyEmail,
      toName: owner?.name,
      language: owner?.locale === "en" ? "en" : "de",
      number: offer.number!,
      company: offer.customer.company,
      cap,
      codes: await codesSince(tx, offer.id, null),
      leadUrl: leadId ? `${origin}/admin/leads/${leadId}` : null,
    }),
    now,
    { leadId, offerId: offer.id },
  );
}

type Requested =
  { ok: true; expiresAt: Date } | { ok: false; cap: CodeCap; retryAfterSeconds: number | null };

/**
 * Mails a new code to the offer's address. Refused while the offer cannot be accepted,
 * after 3 codes within 15 minutes (`too_many` with `retryAfterSeconds`), and past the day's
 * or the offer's cap (`codes_capped` with `cap`; the owner's alert is committed first).
 */
export async function requestCode(
  db: Db,
  context: Pick<AnswerContext, "secret" | "now" | "siteUrl" | "agencyEmail">,
  token: string,
  purpose: "accept" | "cancel" = "accept",
): Promise<{ expiresAt: Date }> {
  const { now } = context;
  const requested: Requested = await db.transaction(async (tx) => {
    const offer = await findOfferByToken(tx as Db, token, { lock: true });
    if (!offer) throw notFound();
    if (purpose === "accept") refuseUnlessOpen(offer, now);
    else if (offer.status !== "accepted") refuseUnlessOpen(offer, now);
    const capped = await codeCapOf(tx as Db, offer.id, now);
    if (capped) {
      await alertOwnerOnce(tx as Db, context, offer, capped.cap);
      return { ok: false, ...capped } as const;
    }
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
    // Tied to the offer, not the lead: it says nothing about the lead; a privacy erase finds
    // it through the offer's customer, and otherwise it goes with the outbox's other
    // short-lived mails (deleted 7 days after it was sent).
    await queueMessage(
      tx as Db,
      randomUUID(),
      "offer_code",
      codeMail(
        { number: offer.number!, language: offer.language, email: offer.customer.email },
        code,
        purpose,
      ),
      now,
      { leadId: null, offerId: offer.id },
    );
    return { ok: true, expiresAt } as const;
  });
  if (!requested.ok) {
    throw new DomainError(
      "too_many",
      "codes_capped",
      "No more codes for this offer: please contact the agency.",
      {
        extra: {
          cap: requested.cap,
          ...(requested.retryAfterSeconds
            ? { retryAfterSeconds: requested.retryAfterSeconds }
            : {}),
        },
      },
    );
  }
  return { expiresAt: requested.expiresAt };
}

const codeRefusal = (code: string, message: string, extra?: Record<string, unknown>) =>
  new DomainError("unacceptable", code, message, {
    field: "code",
    ...(extra ? { extra } : {}),
  });

/**
 * Checks a typed code against the offer's newest unused one and uses it up, in the caller's
 * transaction on the locked offer: null when it holds, else the refusal (a wrong code
 * counts as a try, 5 burn it; an expired one is refused). The caller commits the try and
 * throws the refusal after (used by the acceptance and the customer's cancellation).
 */
export async function useCode(
  tx: Db,
  secret: string | Buffer,
  offerId: string,
  code: string,
  now: Date,
): Promise<DomainError | null> {
  const [latest] = await tx
    .select()
    .from(offerCodes)
    .where(eq(offerCodes.offerId, offerId))
    .orderBy(desc(offerCodes.createdAt))
    .limit(1)
    .for("update");
  if (!latest || latest.usedAt !== null || latest.attempts >= CODE_TRIES) {
    return codeRefusal("code_missing", "Please ask for a new code.");
  }
  if (latest.expiresAt.getTime() <= now.getTime()) {
    return codeRefusal("code_expired", "This code has expired: please ask for a new one.");
  }
  const expected = Buffer.from(latest.codeHash, "hex");
  const given = Buffer.from(codeHmac(secret, latest.id, code), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = latest.attempts + 1;
    await tx.update(offerCodes).set({ attempts }).where(eq(offerCodes.id, latest.id));
    const triesLeft = CODE_TRIES - attempts;
    return triesLeft > 0
      ? codeRefusal("code_wrong", "This code is not right.", { triesLeft })
      : codeRefusal("code_burnt", "Too many wrong tries: please ask for a new code.");
  }
  await tx.update(offerCodes).set({ usedAt: now }).where(eq(offerCodes.id, latest.id));
  return null;
}
