/**
 * Sending an offer (decision 0133), one transaction: the offer's number (gapless, taken in
 * the transaction, so a refusal after it gives it back), the online link's token (only its
 * SHA-256 is stored), the PDF drawn from the offer and frozen with its SHA-256, the status
 * `sent`, the version it replaces marked `replaced`, the mail with the PDF in the outbox
 * (to the customer, Reply-To the sender), and on the lead: "offer sent", the timeline entry
 * and the next step "follow up the offer" two days before it runs out. And the mail's draft.
 */
import { writerOf } from "../../accounts/store/preferences.ts";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { defaultLocale, isLocale, type Localized } from "#app/i18n/locales.ts";
import { adminUsers } from "../../accounts/schema.ts";
import type { AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { takeDocumentNumber } from "../../documents/store/numbers.ts";
import { renderDocumentPdf } from "../../documents/pdf.ts";
import { documentProfile } from "../../business/store.ts";
import {
  addActivity,
  changeLeadState,
  lockLead,
  orRefuse,
  type Actor,
} from "../../leads/store/changes.ts";
import { leadReference } from "../../leads/store/detail.ts";
import { personsLead } from "../../leads/store/merge.ts";
import { addDays, berlinDay } from "#app/shared/berlin-time.ts";
import { withReference } from "../../leads/store/replies.ts";
import { listReplyTemplates } from "../../leads/store/templates.ts";
import { setNextStep } from "../../leads/store/work.ts";
import { queueMessage } from "../../mail/outbox.ts";
import { offerDocument, offerOnlineUrl, offerPdfName } from "../document.ts";
import { offerLinkToken, offerTokenHash } from "../link-token.ts";
import { fillOfferMail, isOfferTemplate, LINK_PLACEHOLDER, offerMailWords } from "../mails.ts";
import { offers } from "../schema.ts";
import { clashesOn, clashRefusal, lockDay } from "../../bookings/clash.ts";
import { isCancelledBookingOffer } from "../../bookings/new-date.ts";
import type { OfferDetail } from "../types.ts";
import {
  offerDetail,
  offerLinesOf,
  offerRow,
  type OfferLineRow,
  type OfferRow,
} from "./queries.ts";
import { refuseProblems, type OfferProblem } from "./rules.ts";

/**
 * The lead's next step after sending, in the sender's back-office language (the team reads
 * it, not the customer: an English offer sent from the German back office says "Angebot
 * nachfassen"), in the words of the step's preset in the back office (app/admin/i18n/leads.*).
 */
export const FOLLOW_UP: Localized<string> = {
  de: "Angebot nachfassen",
  en: "Follow up the offer",
};
/** Days before the offer runs out that the follow-up falls due. */
export const FOLLOW_UP_DAYS_BEFORE = 2;

const notDraft = () =>
  new DomainError("conflict", "offer_not_draft", "This offer was sent already.");

const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * What a draft lacks to be sent: the event's day, a price on every event and extra line,
 * the customer's company, contact and e-mail address, a validity not yet past. Empty when
 * it can go.
 */
export function sendProblems(
  offer: OfferRow,
  lines: readonly OfferLineRow[],
  today: string,
): Record<string, OfferProblem> {
  const problems: Record<string, OfferProblem> = {};
  if (!offer.eventDate) problems.eventDate = { code: "required" };
  if (!offer.customer.company.trim()) problems["customer.company"] = { code: "required" };
  if (!offer.customer.contactName.trim()) problems["customer.contactName"] = { code: "required" };
  if (!offer.customer.email.trim()) problems["customer.email"] = { code: "required" };
  else if (!emailPattern.test(offer.customer.email)) {
    problems["customer.email"] = { code: "invalid_email" };
  }
  if (offer.validUntil < today) problems.validUntil = { code: "date_past" };
  if (lines.length === 0) problems.lines = { code: "too_few_lines", min: 1 };
  lines.forEach((line, index) => {
    if (line.kind !== "text" && line.unitPriceCents <= 0) {
      problems[`lines.${index}.unitPriceCents`] = { code: "required" };
    }
  });
  return problems;
}

/** The offer's mail draft in its language (`{link}` and `{number}` filled when it is sent). */
export async function offerMailDraft(
  db: Db,
  input: { id: string; staffName: string; now: Date },
): Promise<{ subject: string; text: string }> {
  const offer = await offerRow(db, input.id);
  const lines = await offerLinesOf(db, input.id);
  const template = (await listReplyTemplates(db, input.now)).find(isOfferTemplate);
  const words = offerMailWords(offer, lines, { staffName: input.staffName, template });
  return {
    subject: offer.leadId
      ? withReference(words.subject, leadReference(offer.leadId))
      : words.subject,
    text: words.text,
  };
}

export interface SentOffer {
  offer: OfferDetail;
  mailId: string;
}

/**
 * Sends a draft (see the top of this file). The text must hold `{link}`; the subject and
 * text may hold `{number}`. Refused unless a draft, and with the fields named when it is
 * not complete (nothing stored, the number given back).
 */
export async function sendOffer(
  db: Db,
  audit: AuditLog,
  input: {
    id: string;
    subject: string;
    text: string;
    actor: Actor & { email: string };
    now: Date;
    /** The public site's origin (SITE_URL) the link points to. */
    siteUrl: string;
    /** Send although another booking holds the day (decision 0193); logged. */
    overrideClash?: boolean;
    /**
     * The server's secret: the link's token is then derived from it (decision 0197), so a
     * newer version can be named from this one's old link. Without it the token is random.
     */
    linkSecret?: string | Buffer;
  },
): Promise<SentOffer> {
  const { actor, now } = input;
  if (!input.text.includes(LINK_PLACEHOLDER)) {
    throw new DomainError(
      "invalid",
      "link_missing",
      `The text must contain ${LINK_PLACEHOLDER}, where the offer's online link goes.`,
      {
        field: "text",
        fields: { text: `Put ${LINK_PLACEHOLDER} where the link goes.` },
        extra: { problems: { text: { code: "link_missing" } } },
      },
    );
  }
  const today = berlinDay(now);
  return db.transaction(async (tx) => {
    const offer = await offerRow(tx as Db, input.id, true);
    if (offer.status !== "draft") throw notDraft();
    // The number first: everything after it that refuses rolls it back with the rest.
    const number = await takeDocumentNumber(tx as Db, "A", Number(today.slice(0, 4)));
    const lines = await offerLinesOf(tx as Db, offer.id);
    const problems = sendProblems(offer, lines, today);
    if (Object.keys(problems).length > 0) refuseProblems(problems);
    // One day, one booking: a day another booking holds is refused unless overridden.
    // Staff's override shares the day knowingly, also with a booking that comes later.
    // The day's lock first: an acceptance for the same day waits (decision 0203).
    await lockDay(tx as Db, offer.eventDate!);
    const clashes = await clashesOn(tx as Db, offer.eventDate!, offer.id);
    const overridden = input.overrideClash === true;
    if (clashes.length > 0 && !overridden) throw clashRefusal(offer.eventDate!, clashes);
    if (overridden) {
      await audit.record(tx as Db, {
        action: "offer_clash_overridden",
        actorId: actor.id,
        target: offer.id,
        detail: { eventDate: offer.eventDate, clashes: clashes.map((c) => c.number) },
      });
    }

    if (offer.replacesId) {
      const old = await tx
        .select({ status: offers.status })
        .from(offers)
        .where(eq(offers.id, offer.replacesId))
        .for("update");
      // A new date for a booking the agency cancelled (decision 0202): the cancelled
      // offer stays accepted with its cancelled booking.
      if (
        old[0]?.status === "accepted" &&
        !(await isCancelledBookingOffer(tx as Db, offer.replacesId))
      ) {
        throw new DomainError(
          "conflict",
          "replaced_offer_accepted",
          "The version this one replaces was accepted meanwhile.",
        );
      }
      if (old[0]?.status === "sent") {
        await tx
          .update(offers)
          .set({ status: "replaced", closedAt: now, updatedAt: now })
          .where(eq(offers.id, offer.replacesId));
      }
    }

    const token = input.linkSecret
      ? offerLinkToken(input.linkSecret, offer.id)
      : randomBytes(32).toString("base64url");
    const link = offerOnlineUrl(input.siteUrl, offer.language, token);
    const pdf = await renderDocumentPdf({
      ...offerDocument(offer, lines, { number, issueDate: today }),
      agency: await documentProfile(tx as Db),
    });
    const pdfSha256 = createHash("sha256").update(pdf).digest("hex");
    await tx
      .update(offers)
      .set({
        number,
        status: "sent",
        tokenHash: offerTokenHash(token),
        pdf,
        pdfSha256,
        sentAt: now,
        sentBy: actor.id,
        clashOverriddenAt: overridden ? now : null,
        updatedAt: now,
      })
      .where(eq(offers.id, offer.id));

    // The lead it answers, or the same person's lead that one was merged into: the mail and
    // its entry go there, never on another person's lead; the state and the follow-up go
    // where the lead is worked on (decision 0165).
    const lead = offer.leadId ? await personsLead(tx as Db, offer.leadId) : null;
    const leadId = lead?.id ?? null;

    const mailId = randomUUID();
    const values = { number, link };
    const subject = fillOfferMail(input.subject, values);
    await queueMessage(
      tx as Db,
      mailId,
      "offer",
      {
        to: offer.customer.email,
        toName: offer.customer.contactName,
        subject: leadId ? withReference(subject, leadReference(leadId)) : subject,
        text: fillOfferMail(input.text, values),
        replyTo: await writerOf(tx as Db, actor),
      },
      now,
      { leadId, offerId: offer.id },
      [
        {
          filename: offerPdfName(offer.language, number),
          contentType: "application/pdf",
          content: pdf,
        },
      ],
    );

    if (lead) {
      await markLeadOfferSent(tx as Db, audit, {
        leadId: lead.id,
        workedId: lead.worked,
        offer,
        number,
        mailId,
        actor,
        now,
      });
    }

    await audit.record(tx as Db, {
      action: "offer_sent",
      actorId: actor.id,
      target: offer.id,
      detail: {
        number,
        lead: leadId,
        mail: mailId,
        grossCents: offer.grossCents,
        pdfSha256,
        ...(offer.replacesId ? { replaces: offer.replacesId } : {}),
      },
    });
    return { offer: await offerDetail(tx as Db, offer.id, now), mailId };
  });
}

/**
 * The lead's side of a sent offer: "offer sent" (through the leads' own state change, with
 * its entry and audit) and the follow-up step two days before the offer runs out, never
 * before today, on the lead where it is worked; the `offer_sent` entry with the mail on the
 * customer's own lead (the same one unless merged into another person's).
 */
async function markLeadOfferSent(
  tx: Db,
  audit: AuditLog,
  input: {
    leadId: string;
    workedId: string;
    offer: OfferRow;
    number: string;
    mailId: string;
    actor: Actor;
    now: Date;
  },
): Promise<void> {
  const { leadId, workedId, offer, actor, now } = input;
  const lead = await lockLead(tx, workedId);
  if (!lead) return;
  if (lead.state !== "offer_sent") {
    orRefuse(
      await changeLeadState(tx, audit, { id: workedId, to: "offer_sent", actor, now }),
      "The lead changed meanwhile.",
    );
  }
  await addActivity(tx, {
    leadId,
    kind: "offer_sent",
    actor,
    now,
    mailId: input.mailId,
    detail: { offerId: offer.id, number: input.number, grossCents: offer.grossCents },
  });
  const today = berlinDay(now);
  const due = addDays(offer.validUntil, -FOLLOW_UP_DAYS_BEFORE);
  const [sender] = actor.id
    ? await tx
        .select({ locale: adminUsers.locale })
        .from(adminUsers)
        .where(eq(adminUsers.id, actor.id))
    : [];
  const language = sender && isLocale(sender.locale) ? sender.locale : defaultLocale;
  await setNextStep(tx, audit, {
    id: workedId,
    step: { date: due < today ? today : due, time: null, text: FOLLOW_UP[language] },
    actor,
    now,
  });
}
