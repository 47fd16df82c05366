/**
 * The customer's online answer to a sent offer (decision 0133, "Acceptance"): a 6-digit
 * code mailed to the offer's address (stored as an HMAC with the server's secret, 10
 * minutes, 5 tries, used once, at most 3 per offer in 15 minutes), the acceptance with
 * that code (name, position, the terms ticked; stored with the time, the client's address
 * and browser and the SHA-256 of the exact PDF accepted) and the refusal with an optional
 * reason. Each answer is one transaction on the locked offer: the offer's status, the
 * lead won or lost through the leads feature's change (audit and timeline), the timeline's
 * 'offer_answered' entry and the mails to the customer and to the lead's owner.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import type { AuditWriter } from "../../leads/store/changes.ts";
import { addActivity, changeLeadState, type Actor } from "../../leads/store/changes.ts";
import { leads } from "../../leads/schema.ts";
import { adminUsers } from "../../accounts/schema.ts";
import { queueMessage } from "../../mail/outbox.ts";
import type { OfferAnsweredUpdate } from "../../leads/live-updates.ts";
import { renderDocumentPdf } from "../../documents/pdf.ts";
import { berlinDayAndTime } from "#app/shared/berlin-time.ts";
import { offerAcceptances, offerCodes, offers } from "../schema.ts";
import {
  findOfferByToken,
  offerDocumentOf,
  offerLinesOf,
  publicStatus,
  type OfferRow,
} from "../public-document.ts";
import { offerOnlineUrl, offerPdfName } from "../document.ts";
import { acceptedMail, codeMail, ownerMail } from "../public-mails.ts";

export const CODE_VALID_MS = 10 * 60_000;
export const CODE_TRIES = 5;
export const CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MS = 15 * 60_000;
export const NAME_MAX = 120;
export const REASON_MAX = 2000;

/** What the answers need besides the database. */
export interface AnswerContext {
  /** The server's secret (server/secret-files.ts) the codes' HMACs are keyed with. */
  secret: string | Buffer;
  audit: AuditWriter;
  now: Date;
  /** SITE_URL: the links in the mails. */
  siteUrl: string;
  /** Where the word goes when nobody owns the lead (AGENCY_EMAIL). */
  agencyEmail: string;
}

export interface Client {
  address: string;
  userAgent: string;
}

/** What the back office is told at once (live updates) after an answer was committed. */
export type OfferAnswered = OfferAnsweredUpdate;

const notFound = () =>
  new DomainError("not_found", "not_found", "There is no offer at this address.");

/**
 * Refuses an offer that cannot be answered any more, with a code per reason: the page
 * shows what to do instead.
 */
function refuseUnlessOpen(offer: OfferRow, now: Date): void {
  const status = publicStatus(offer, now);
  if (status === "open") return;
  const messages = {
    expired: "This offer has expired.",
    accepted: "This offer was already accepted.",
    declined: "This offer was declined.",
    replaced: "This offer was replaced by a newer version.",
    withdrawn: "This offer was withdrawn.",
  } as const;
  throw new DomainError("conflict", `offer_${status}`, messages[status]);
}

function codeHmac(secret: string | Buffer, codeId: string, code: string): string {
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

/** Checks the typed fields before any code is looked at: a missing name burns no try. */
function acceptanceInput(input: {
  name: unknown;
  position: unknown;
  termsAccepted: unknown;
  code: unknown;
}) {
  const fields: Record<string, string> = {};
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const name = text(input.name);
  const position = text(input.position);
  const code = text(input.code).replace(/\s+/g, "");
  if (!name) fields.name = "required";
  else if (name.length > NAME_MAX) fields.name = "too_long";
  if (!position) fields.position = "required";
  else if (position.length > NAME_MAX) fields.position = "too_long";
  if (input.termsAccepted !== true) fields.termsAccepted = "required";
  if (!code) fields.code = "required";
  else if (!/^\d{6}$/.test(code)) fields.code = "format";
  if (Object.keys(fields).length > 0) {
    throw new DomainError("invalid", "invalid_body", `Invalid ${Object.keys(fields).join(", ")}`, {
      fields,
      field: Object.keys(fields)[0],
    });
  }
  return { name, position, code };
}

/**
 * The code check's outcome. A wrong code counts as a try, which must be committed although
 * the acceptance is refused: the transaction returns the refusal and it is thrown after.
 */
type Checked = { ok: true; answered: OfferAnswered } | { ok: false; error: DomainError };

const codeRefusal = (code: string, message: string, extra?: Record<string, unknown>) =>
  new DomainError("unacceptable", code, message, {
    field: "code",
    ...(extra ? { extra } : {}),
  });

/**
 * Accepts the offer the token opens: checks the newest unused code (5 wrong tries burn
 * it; an expired one is refused), stores the acceptance with the accepted copy of the PDF,
 * closes the offer, wins the lead and queues the customer's confirmation and the owner's
 * mail, all in one transaction.
 */
export async function acceptOffer(
  db: Db,
  context: AnswerContext,
  token: string,
  raw: { name: unknown; position: unknown; termsAccepted: unknown; code: unknown },
  client: Client,
): Promise<OfferAnswered> {
  const { now } = context;
  const checked: Checked = await db.transaction(async (tx) => {
    const offer = await findOfferByToken(tx as Db, token, { lock: true });
    if (!offer) throw notFound();
    refuseUnlessOpen(offer, now);
    const input = acceptanceInput(raw);

    const [latest] = await tx
      .select()
      .from(offerCodes)
      .where(eq(offerCodes.offerId, offer.id))
      .orderBy(desc(offerCodes.createdAt))
      .limit(1)
      .for("update");
    if (!latest || latest.usedAt !== null || latest.attempts >= CODE_TRIES) {
      return {
        ok: false,
        error: codeRefusal("code_missing", "Please ask for a new code."),
      } as const;
    }
    if (latest.expiresAt.getTime() <= now.getTime()) {
      return {
        ok: false,
        error: codeRefusal("code_expired", "This code has expired: please ask for a new one."),
      } as const;
    }
    const expected = Buffer.from(latest.codeHash, "hex");
    const given = Buffer.from(codeHmac(context.secret, latest.id, input.code), "hex");
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = latest.attempts + 1;
      await tx.update(offerCodes).set({ attempts }).where(eq(offerCodes.id, latest.id));
      const triesLeft = CODE_TRIES - attempts;
      return {
        ok: false,
        error:
          triesLeft > 0
            ? codeRefusal("code_wrong", "This code is not right.", { triesLeft })
            : codeRefusal("code_burnt", "Too many wrong tries: please ask for a new code."),
      } as const;
    }
    await tx.update(offerCodes).set({ usedAt: now }).where(eq(offerCodes.id, latest.id));

    const acceptance = {
      name: input.name,
      position: input.position,
      acceptedAt: now.toISOString(),
      pdfSha256: offer.pdfSha256!,
    };
    const lines = await offerLinesOf(tx as Db, offer.id);
    const acceptedPdf = await renderDocumentPdf(
      offerDocumentOf(offer, lines, { siteUrl: context.siteUrl, token, acceptance }),
    );
    await tx.insert(offerAcceptances).values({
      offerId: offer.id,
      name: input.name,
      position: input.position,
      acceptedAt: now,
      clientAddress: client.address.slice(0, 100),
      userAgent: client.userAgent.slice(0, 500),
      pdfSha256: offer.pdfSha256!,
      acceptedPdf,
    });
    await tx
      .update(offers)
      .set({ status: "accepted", closedAt: now, updatedAt: now })
      .where(eq(offers.id, offer.id));

    const actor: Actor = { id: null, name: input.name };
    const leadId = await answerLead(tx as Db, context, offer, actor, "won");
    const { day, time } = berlinDayAndTime(now);
    await queueMessage(
      tx as Db,
      randomUUID(),
      "offer_accepted",
      acceptedMail({
        number: offer.number!,
        language: offer.language,
        email: offer.customer.email,
        contactName: offer.customer.contactName,
        name: input.name,
        acceptedDay: day,
        acceptedTime: time,
        grossCents: offer.grossCents,
        pageUrl: offerOnlineUrl(context.siteUrl, offer.language, token),
      }),
      now,
      leadId,
      [
        {
          filename: offerPdfName(offer.language, offer.number!),
          contentType: "application/pdf",
          content: acceptedPdf,
        },
      ],
    );
    const answered: OfferAnswered = {
      offerId: offer.id,
      leadId,
      number: offer.number!,
      answer: "accepted",
      grossCents: offer.grossCents,
      at: now.toISOString(),
    };
    await tellOwner(tx as Db, context, offer, answered, { name: input.name, reason: null });
    await context.audit.record(tx as Db, {
      action: "offer_accepted",
      actorId: null,
      target: offer.id,
      detail: { number: offer.number, leadId },
    });
    return { ok: true, answered } as const;
  });
  if (!checked.ok) throw checked.error;
  return checked.answered;
}

/**
 * Declines the offer the token opens, with the customer's optional reason: the offer is
 * closed as declined, the lead lost ('other', "Vom Kunden online abgelehnt: …"), the owner
 * told.
 */
export async function declineOffer(
  db: Db,
  context: AnswerContext,
  token: string,
  raw: { reason: unknown },
): Promise<OfferAnswered> {
  const { now } = context;
  const reason = typeof raw.reason === "string" ? raw.reason.trim() : "";
  if (reason.length > REASON_MAX) {
    throw new DomainError("invalid", "invalid_body", "The reason is too long.", {
      field: "reason",
      fields: { reason: "too_long" },
    });
  }
  return db.transaction(async (tx) => {
    const offer = await findOfferByToken(tx as Db, token, { lock: true });
    if (!offer) throw notFound();
    refuseUnlessOpen(offer, now);
    await tx
      .update(offers)
      .set({ status: "declined", closedAt: now, updatedAt: now, declineReason: reason || null })
      .where(eq(offers.id, offer.id));
    const actor: Actor = { id: null, name: offer.customer.contactName };
    const leadId = await answerLead(tx as Db, context, offer, actor, "lost", reason || null);
    const answered: OfferAnswered = {
      offerId: offer.id,
      leadId,
      number: offer.number!,
      answer: "declined",
      grossCents: offer.grossCents,
      at: now.toISOString(),
    };
    await tellOwner(tx as Db, context, offer, answered, { name: null, reason: reason || null });
    await context.audit.record(tx as Db, {
      action: "offer_declined",
      actorId: null,
      target: offer.id,
      detail: { number: offer.number, leadId },
    });
    return answered;
  });
}

/**
 * Moves the offer's lead (or the lead it was merged into) to won or lost through the leads
 * feature's change, unless it already is so, and writes the 'offer_answered' entry. The
 * lead's id, or null when it is gone.
 */
async function answerLead(
  tx: Db,
  context: AnswerContext,
  offer: OfferRow,
  actor: Actor,
  to: "won" | "lost",
  reason: string | null = null,
): Promise<string | null> {
  if (!offer.leadId) return null;
  const [row] = await tx
    .select({ id: leads.id, mergedInto: leads.mergedInto })
    .from(leads)
    .where(eq(leads.id, offer.leadId));
  if (!row) return null;
  const leadId = row.mergedInto ?? row.id;
  const change = await changeLeadState(tx, context.audit, {
    id: leadId,
    to,
    ...(to === "lost"
      ? {
          lostReason: "other" as const,
          lostReasonText: reason
            ? `Vom Kunden online abgelehnt: ${reason}`
            : "Vom Kunden online abgelehnt",
        }
      : {}),
    actor,
    now: context.now,
  });
  // Already so (won by hand before the customer clicked): the answer still goes on record.
  if (!change.ok && change.reason === "not_found") return null;
  await addActivity(tx, {
    leadId,
    kind: "offer_answered",
    actor,
    now: context.now,
    ...(reason ? { body: reason } : {}),
    detail: {
      offerId: offer.id,
      number: offer.number,
      answer: to === "won" ? "accepted" : "declined",
      grossCents: offer.grossCents,
    },
  });
  return leadId;
}

/** The mail to the lead's owner in their back-office language, or to the agency. */
async function tellOwner(
  tx: Db,
  context: AnswerContext,
  offer: OfferRow,
  answered: OfferAnswered,
  words: { name: string | null; reason: string | null },
): Promise<void> {
  let owner: { email: string; name: string; locale: string } | undefined;
  if (answered.leadId) {
    [owner] = await tx
      .select({ email: adminUsers.email, name: adminUsers.name, locale: adminUsers.locale })
      .from(leads)
      .innerJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
      .where(eq(leads.id, answered.leadId));
  }
  const origin = new URL(context.siteUrl).origin;
  await queueMessage(
    tx,
    randomUUID(),
    "offer_answered",
    ownerMail({
      to: owner?.email ?? context.agencyEmail,
      toName: owner?.name,
      language: owner?.locale === "en" ? "en" : "de",
      number: answered.number,
      company: offer.customer.company,
      answer: answered.answer,
      name: words.name,
      reason: words.reason,
      grossCents: answered.grossCents,
      leadUrl: answered.leadId ? `${origin}/admin/leads/${answered.leadId}` : null,
    }),
    context.now,
    answered.leadId,
  );
}
