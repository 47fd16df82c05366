/**
 * The customer's own cancellation on their offer page (decision 0189): with a code mailed to
 * the offer's address as for accepting (offer-code.ts), and the fee the page showed
 * (`feeBp`); one transaction on the locked offer: the code checked and used (a wrong one
 * counts as a try, committed although the cancellation is refused), the fee compared with
 * today's, and the cancellation (cancellation.ts) by "customer".
 */
import { DomainError } from "../domain-error.ts";
import type { Db } from "../database/connection.ts";
import { findOfferByToken } from "../offers/public-document.ts";
import { notFound } from "../offers/store/answer-common.ts";
import { useCode } from "../offers/store/offer-code.ts";
import { textProblem } from "#app/shared/text-rule.ts";
import { cancelBooking, quoteCancellation, type CancellationQuote } from "./cancellation.ts";

type Outcome = { ok: true; quote: CancellationQuote } | { ok: false; error: DomainError };

export async function cancelByCustomer(
  db: Db,
  context: { secret: string | Buffer; now: Date },
  token: string,
  raw: { code: unknown; feeBp: unknown },
  pageUrl: string,
): Promise<CancellationQuote> {
  const code = typeof raw.code === "string" ? raw.code.replace(/\s+/g, "") : "";
  if (!/^\d{6}$/.test(code) || textProblem(code)) {
    throw new DomainError("invalid", "invalid_body", "The code has 6 digits.", {
      field: "code",
      fields: { code: code ? "format" : "required" },
    });
  }
  const feeBp = Number(raw.feeBp);
  const outcome: Outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const offer = await findOfferByToken(tx, token, { lock: true });
    if (!offer || offer.status !== "accepted") throw notFound();
    const quote = await quoteCancellation(tx, offer.id, "customer", context.now);
    if (quote.feeBp !== feeBp) {
      return {
        ok: false,
        error: new DomainError("conflict", "fee_changed", "The fee changed: please look again.", {
          field: "feeBp",
        }),
      } as const;
    }
    const refused = await useCode(tx, context.secret, offer.id, code, context.now);
    if (refused) return { ok: false, error: refused } as const;
    const actor = { id: null, name: offer.customer.contactName };
    const done = await cancelBooking(tx, offer.id, {
      by: "customer",
      actor,
      now: context.now,
      pageUrl,
    });
    return { ok: true, quote: done.quote } as const;
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.quote;
}
