/**
 * The customer's online answer to a sent offer (decision 0133, "Acceptance"): a 6-digit
 * code mailed to the offer's address (stored as an HMAC with the server's secret, 10
 * minutes, 5 tries, used once, at most 3 per offer in 15 minutes), the acceptance with
 * that code (name, position, the terms ticked; stored with the time, the client's address
 * and browser and the SHA-256 of the exact PDF accepted) and the refusal with an optional
 * reason. Each answer is one transaction on the locked offer: the offer's status, the
 * lead won or lost through the leads feature's change (audit and timeline), the timeline's
 * 'offer_answered' entry and the mails to the customer and to the lead's owner. The code is
 * in offer-code.ts, what both answers share in answer-common.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import { type Actor } from "../../leads/store/changes.ts";
import { queueMessage } from "../../mail/outbox.ts";
import { renderDocumentPdf } from "../../documents/pdf.ts";
import { documentProfile } from "../../business/store.ts";
import { berlinDayAndTime } from "#app/shared/berlin-time.ts";
import { textProblem } from "#app/shared/text-rule.ts";
import { offerAcceptances, offers } from "../schema.ts";
import { findOfferByToken, offerDocumentOf, offerLinesOf } from "../public-document.ts";
import { offerOnlineUrl, offerPdfName } from "../document.ts";
import { acceptedMail } from "../public-mails.ts";
import {
  type AnswerContext,
  type Client,
  type OfferAnswered,
  answerLead,
  answeredUpdate,
  notFound,
  refuseUnlessOpen,
  tellOwner,
} from "./answer-common.ts";
import { useCode } from "./offer-code.ts";
import { createBookingFromOffer } from "../../bookings/booking-store.ts";
import { clashesOn, lockDay } from "../../bookings/clash.ts";
import { withdrawOtherProposals } from "../../bookings/new-date.ts";

export const NAME_MAX = 120;
export const REASON_MAX = 2000;

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
  else if (textProblem(name)) fields.name = "characters";
  if (!position) fields.position = "required";
  else if (position.length > NAME_MAX) fields.position = "too_long";
  else if (textProblem(position)) fields.position = "characters";
  if (input.termsAccepted !== true) fields.termsAccepted = "required";
  if (!code) fields.code = "required";
  else if (textProblem(code)) fields.code = "format";
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
    // One day, one booking (decision 0193): unless staff sent it over the clash knowingly.
    // The day's lock first (decision 0203): a second acceptance for the day waits here and
    // then sees this one's booking.
    if (offer.eventDate) await lockDay(tx as Db, offer.eventDate);
    if (offer.eventDate && offer.clashOverriddenAt === null) {
      const clashes = await clashesOn(tx as Db, offer.eventDate, offer.id);
      if (clashes.length > 0) {
        throw new DomainError("conflict", "date_taken", "This day was booked meanwhile.");
      }
    }

    const refused = await useCode(tx as Db, context.secret, offer.id, input.code, now);
    if (refused) return { ok: false, error: refused } as const;

    const acceptance = {
      name: input.name,
      position: input.position,
      acceptedAt: now.toISOString(),
      pdfSha256: offer.pdfSha256!,
    };
    const lines = await offerLinesOf(tx as Db, offer.id);
    const acceptedPdf = await renderDocumentPdf({
      ...offerDocumentOf(offer, lines, { acceptance }),
      agency: await documentProfile(tx as Db),
    });
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
    await createBookingFromOffer(tx as Db, offer.id, now);
    await withdrawOtherProposals(tx as Db, offer, now);

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
        formOfAddress: offer.customer.formOfAddress ?? null,
        name: input.name,
        acceptedDay: day,
        acceptedTime: time,
        grossCents: offer.grossCents,
        pageUrl: offerOnlineUrl(context.siteUrl, offer.language, token),
      }),
      now,
      { leadId, offerId: offer.id },
      [
        {
          filename: offerPdfName(offer.language, offer.number!),
          contentType: "application/pdf",
          content: acceptedPdf,
        },
      ],
    );
    const answered = await answeredUpdate(tx as Db, offer, leadId, "accepted", now);
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
  if (textProblem(reason, "multi")) {
    throw new DomainError("invalid", "invalid_body", "The reason has a control character.", {
      field: "reason",
      fields: { reason: "characters" },
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
    const answered = await answeredUpdate(tx as Db, offer, leadId, "declined", now);
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
