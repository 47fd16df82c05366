/**
 * A lead and an offer sent on it, written into a server's data directory before that server
 * starts, by the server's own data functions (the intake, the draft, the send with its PDF,
 * number and token): what the Lighthouse gate measures the offer page with, and how a
 * browser test gets an offer that has run out (sent with `sentAt` weeks ago, its validity of
 * 14 days is past; the server refuses to make one with a past date). The token is read back
 * from the customer's mail in the outbox, the one place it exists in clear.
 */
import { eq } from "drizzle-orm";
import { addDays, berlinDay } from "../../app/shared/berlin-time.ts";
import { createAuditLog } from "../../server/admin/audit.ts";
import { openDatabase, type Db } from "../../server/database/connection.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { createOfferFromLead, updateDraft } from "../../server/offers/store/drafts.ts";
import { offerDetail } from "../../server/offers/store/queries.ts";
import { sendOffer } from "../../server/offers/store/send.ts";
import type { OfferDraftInput } from "../../server/offers/types.ts";
import type { Locale } from "../../app/i18n/locales.ts";

export interface SeededOffer {
  offerId: string;
  token: string;
  number: string;
  /** The offer's page: /angebot/{token} or /en/offer/{token}. */
  path: string;
  /** Its last valid Berlin day. */
  validUntil: string;
}

const staff = { id: null, name: "Lena Hartmann", email: "hallo@spreegeist-events.de" };

/**
 * Sends an offer of a catalogue event for 24 people (a deposit, since more than 20) as
 * staff would on `sentAt`, in `language`, into the database of `dataDir` (`intoDatabase`).
 */
export function seedSentOffer(input: {
  dataDir: string;
  language: Locale;
  sentAt: Date;
  siteUrl: string;
}): Promise<SeededOffer> {
  return intoDatabase(input.dataDir, (db) => sendOne(db, input));
}

/**
 * Runs `write` on the database of `dataDir` (made and migrated when new), then closes it:
 * for data written before a server starts there. Call it while no server has it open.
 */
export async function intoDatabase<T>(dataDir: string, write: (db: Db) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await write(database.db);
  } finally {
    await database.close();
  }
}

/** The same into an open database, for a customer of its own when `customer` is given. */
export async function sendOne(
  db: Db,
  input: {
    language: Locale;
    sentAt: Date;
    siteUrl: string;
    customer?: { name: string; company: string; email: string };
  },
): Promise<SeededOffer> {
  const { language, sentAt: now } = input;
  const audit = createAuditLog(() => now);
  const de = language === "de";
  const lead = await insertLead(
    db,
    {
      idempotencyKey: null,
      language,
      sourcePage: de ? "/kontakt" : "/en/contact",
      channel: "api",
      name: input.customer?.name ?? "Erika Muster",
      company: input.customer?.company ?? "Muster GmbH",
      email: input.customer?.email ?? "erika.muster@muster.example",
      phone: "+49 30 1234567",
      participants: 24,
      event: "Weihnachtliches Teamkochen",
      events: ["Weihnachtliches Teamkochen"],
      eventOther: null,
      preferredDate: null,
      message: null,
      privacyPolicyVersion: "2.0",
    },
    now,
  );
  const draft = await createOfferFromLead(db, audit, { leadId: lead.id, actor: staff, now });
  const fields: OfferDraftInput = {
    language: draft.language,
    customer: {
      ...draft.customer,
      address: {
        street: "Friedrichstraße 123",
        postalCode: "10117",
        city: "Berlin",
        country: "DE",
      },
    },
    eventDate: addDays(berlinDay(now), 40),
    startTime: "15:00",
    durationMinutes: 180,
    place: "Kreuzberg",
    participants: draft.participants,
    intro: null,
    discount: null,
    validUntil: draft.validUntil,
    depositBp: draft.depositBp,
    lines: draft.lines.map(({ netCents: _net, ...line }) => line),
  };
  await updateDraft(db, audit, { id: draft.id, draft: fields, actor: staff, now });
  const sent = await sendOffer(db, audit, {
    id: draft.id,
    subject: de ? "Ihr Angebot {number}" : "Your offer {number}",
    text: de
      ? "Guten Tag,\n\nhier ist unser Angebot: {link}"
      : "Hello,\n\nhere is our offer: {link}",
    actor: staff,
    now,
    siteUrl: input.siteUrl,
  });
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.mailId));
  const link = /\/(angebot|en\/offer)\/([A-Za-z0-9_-]{43})/.exec(mail!.message!.text);
  if (!link) throw new Error("The offer's mail holds no link");
  const offer = await offerDetail(db, draft.id, now);
  return {
    offerId: draft.id,
    token: link[2]!,
    number: offer.number!,
    path: `/${link[1]}/${link[2]}`,
    validUntil: offer.validUntil,
  };
}
