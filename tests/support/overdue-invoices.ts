/**
 * Overdue deposit invoices written into a server's data directory before that server starts
 * (the server issues invoices only today; an overdue one needs a past day): the agency's
 * business data, then offers sent weeks ago (tests/support/sent-offer.ts), accepted the next
 * day, their deposit invoices issued that day by the invoices feature's own function. The
 * last one's event is 5 days away, so its deposit is also "open before the event"; it has its
 * booking too, as an acceptance makes it, so the calendar marks it (the first two, on one
 * day 19 days ahead, have none: the second could not be sent beside a booking that day).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../server/database/connection.ts";
import { issueDepositInvoiceForOffer } from "../../server/invoices/store/deposit.ts";
import { createBookingFromOffer } from "../../server/bookings/booking-store.ts";
import { offers } from "../../server/offers/schema.ts";
import { storeTestBusiness } from "../api/support/business.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import { sendOne } from "./sent-offer.ts";

export interface SeededInvoice {
  id: string;
  number: string;
  leadId: string | null;
  amountDueCents: number;
  company: string;
  language: Locale;
}

const DAY = 86_400_000;

const customers: { language: Locale; daysAgo: number; name: string; company: string }[] = [
  { language: "de", daysAgo: 21, name: "Erika Muster", company: "Muster GmbH" },
  { language: "en", daysAgo: 21, name: "Sam Taylor", company: "Northwind Ltd" },
  { language: "de", daysAgo: 35, name: "Paul Schmidt", company: "Kiezbrauerei GmbH" },
];

/** The business data and the overdue invoices, into an open database no server uses yet. */
export async function overdueInvoicesInto(
  db: Db,
  input: { siteUrl: string },
): Promise<SeededInvoice[]> {
  await storeTestBusiness(db);
  const seeded: SeededInvoice[] = [];
  for (const customer of customers) {
    const sentAt = new Date(Date.now() - customer.daysAgo * DAY);
    const acceptedAt = new Date(sentAt.getTime() + DAY);
    const offer = await sendOne(db, {
      language: customer.language,
      sentAt,
      siteUrl: input.siteUrl,
      customer: {
        name: customer.name,
        company: customer.company,
        email: `${customer.name.split(" ")[0]!.toLowerCase()}@${customer.company.split(" ")[0]!.toLowerCase()}.example`,
      },
    });
    await db
      .update(offers)
      .set({ status: "accepted", closedAt: acceptedAt })
      .where(eq(offers.id, offer.offerId));
    if (customer === customers.at(-1)) {
      await createBookingFromOffer(db, offer.offerId, acceptedAt);
    }
    const issued = await issueDepositInvoiceForOffer(
      db,
      offer.offerId,
      { id: null, name: "Lena Hartmann" },
      { now: acceptedAt },
    );
    if (issued.status !== "issued") throw new Error(`no deposit: ${issued.status}`);
    const [row] = await db
      .select({ leadId: offers.leadId })
      .from(offers)
      .where(eq(offers.id, offer.offerId));
    seeded.push({
      id: issued.invoice.id,
      number: issued.invoice.number,
      leadId: row?.leadId ?? null,
      amountDueCents: issued.invoice.amountDueCents,
      company: customer.company,
      language: customer.language,
    });
  }
  return seeded;
}
