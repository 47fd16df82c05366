/**
 * The deposit invoice on an accepted offer (Anzahlungsrechnung, UNTDID 326): issued right
 * after the acceptance when the terms call for it, or by staff by hand. The rule: the
 * offer asks a deposit (its `deposit_bp`, printed on the offer the customer accepted, is
 * above 0) and the owners' setting `offers.depositPolicy` says so: "above_20" (the
 * default: more than 20 participants) or "always". Its lines: one per VAT rate of the
 * offer, "Anzahlung 50 % auf Angebot A-2026-0001 vom 12.11.2026", that share of each rate's
 * net (shareOfTotals). Idempotent: at most one deposit invoice per offer that is not
 * cancelled, checked on the locked offer row.
 */
import { eq } from "drizzle-orm";
import { formatRate } from "#app/shared/money/tax.ts";
import { shareOfTotals } from "#app/shared/money/totals.ts";
import { adminSettings } from "../../accounts/schema.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { invoiceReady } from "../../business/store.ts";
import type { DocumentLine } from "../../documents/model.ts";
import { formatDay } from "../../documents/words.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import {
  storeInvoice,
  totalsOf,
  type Actor,
  type IssueOptions,
  type IssuedInvoice,
} from "./issue.ts";
import {
  invoiceCustomer,
  invoicesOfOffer,
  lockOffer,
  missingAddress,
  requireAccepted,
  requireBookingStands,
  type LockedOffer,
} from "./offer-basis.ts";

export const DEPOSIT_POLICIES = ["above_20", "always"] as const;
export type DepositPolicy = (typeof DEPOSIT_POLICIES)[number];
/** "above_20": a deposit from 21 participants on (the terms' rule). */
export const DEPOSIT_PARTICIPANTS_ABOVE = 20;

/** The owners' deposit policy (`admin_settings` key `offers.depositPolicy`), "above_20" unset. */
export async function readDepositPolicy(db: Db): Promise<DepositPolicy> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, "offers.depositPolicy"));
  const value = row?.value;
  return value === "always" ? "always" : "above_20";
}

/** Whether the offer calls for a deposit under the policy. */
export function depositDue(
  offer: Pick<LockedOffer, "depositBp" | "participants">,
  policy: DepositPolicy,
): boolean {
  if (offer.depositBp <= 0) return false;
  return policy === "always" || offer.participants > DEPOSIT_PARTICIPANTS_ABOVE;
}

/** The deposit's lines: one per VAT rate, that share of the rate's net. */
export function depositLines(offer: LockedOffer): DocumentLine[] {
  const de = offer.language === "de";
  const share = formatRate(offer.depositBp, offer.language);
  const sentDay = offer.sentAt ? formatDay(berlinDay(offer.sentAt), offer.language) : null;
  const base = de
    ? `Anzahlung ${share} auf Angebot ${offer.number ?? ""}${sentDay ? ` vom ${sentDay}` : ""}`
    : `Deposit ${share} on offer ${offer.number ?? ""}${sentDay ? ` of ${sentDay}` : ""}`;
  return shareLines(offer, offer.depositBp, base);
}

/**
 * A share (basis points) of an offer's totals as flat lines titled `base`: one per VAT rate,
 * that share of the rate's net, the rate named in the title under the regular regime. The
 * deposit's lines and a cancellation fee's (server/bookings/cancellation.ts).
 */
export function shareLines(
  offer: Pick<LockedOffer, "language" | "taxRegime" | "totals">,
  basisPoints: number,
  base: string,
): DocumentLine[] {
  const vat = offer.language === "de" ? "USt." : "VAT";
  return shareOfTotals(offer.totals, basisPoints).map((group) => ({
    title:
      offer.taxRegime === "regular"
        ? `${base} (${formatRate(group.rateBp, offer.language)} ${vat})`
        : base,
    detail: null,
    quantity: 1,
    unit: "flat",
    unitPriceCents: group.netCents,
    netCents: group.netCents,
    taxRateBp: group.rateBp,
  }));
}

export type DepositOutcome =
  | { status: "issued"; invoice: IssuedInvoice }
  /** A deposit invoice that is not cancelled exists already: nothing new. */
  | { status: "exists"; invoiceId: string; number: string }
  /** The offer asks no deposit, or the policy does not call for one. */
  | { status: "not_due" }
  /** The offer has no postal address: staff issue it by hand with one. */
  | { status: "needs_address" }
  /** The agency's business data is missing or the example: staff issue it once it is set. */
  | { status: "needs_business_data" };

/**
 * Issues the deposit invoice of an accepted offer when its terms call for it; idempotent.
 * The acceptance calls it after its own commit (options empty): an offer without the
 * customer's postal address gives `needs_address` instead of a refusal, so the acceptance
 * stands and staff issue the deposit by hand. `force` (the manual route) issues it whatever
 * the policy, as long as the offer asks a deposit, and refuses what the automatic call
 * reports: no deposit asked (409), no address (400 on `customer.address`).
 */
export async function issueDepositInvoiceForOffer(
  db: Db,
  offerId: string,
  actor: Actor,
  options: IssueOptions & { force?: boolean } = {},
): Promise<DepositOutcome> {
  const now = options.now ?? new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const offer = await lockOffer(tx, offerId);
    requireAccepted(offer);
    await requireBookingStands(tx, offerId);
    const existing = (await invoicesOfOffer(tx, offerId)).find(
      (row) => row.kind === "deposit_invoice" && !row.cancelled,
    );
    if (existing) return { status: "exists", invoiceId: existing.id, number: existing.number };
    const policy = options.force ? "always" : await readDepositPolicy(tx);
    if (!depositDue(offer, policy)) {
      if (options.force) {
        throw new DomainError("conflict", "no_deposit", "This offer asks no deposit.");
      }
      return { status: "not_due" };
    }
    if (!offer.customer.address && !options.customer?.address) {
      if (options.force) throw missingAddress();
      return { status: "needs_address" };
    }
    if (!options.force && !(await invoiceReady(tx))) return { status: "needs_business_data" };
    const customer = invoiceCustomer(offer, options.customer);
    const lines = depositLines(offer);
    const totals = totalsOf(lines, offer.taxRegime);
    const invoice = await storeInvoice(
      tx,
      {
        kind: "deposit_invoice",
        offer,
        customer,
        lines,
        totals,
        prepayments: [],
        cancels: null,
        deposit: { basisPoints: offer.depositBp, cents: totals.grossCents },
        amountDueCents: totals.grossCents,
      },
      actor,
      now,
    );
    return { status: "issued", invoice };
  });
}
