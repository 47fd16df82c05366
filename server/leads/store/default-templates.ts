/**
 * The reply templates a fresh installation starts with, in the agency's voice, inserted once
 * (an `admin_settings` key marks that it had them, so deleting them all does not bring them
 * back).
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { site } from "#app/content/site.ts";
import { agencyPhone } from "../../documents/words.ts";
import { adminSettings } from "../../accounts/schema.ts";
import type { Db } from "../../database/connection.ts";
import { replyTemplates } from "../schema.ts";
import type { ReplyTemplateInput } from "./template-rules.ts";

const SEEDED_KEY = "replyTemplatesSeeded";

/** The templates a fresh installation starts with, in the agency's voice. */
function defaultTemplates(): ReplyTemplateInput[] {
  const signature = {
    de: `Viele Grüße aus Berlin\n{staffName}\n${site.brand} · Telefon ${agencyPhone("de")}`,
    // The number as dialled from abroad: "+49 30 8090 1234".
    en: `Warm regards from Berlin\n{staffName}\n${site.brand} · Phone ${agencyPhone("en")}`,
  };
  return [
    {
      name: { de: "Erste Antwort / Rückfrage", en: "First reply / questions" },
      de: {
        subject: "Ihre Anfrage: {events}",
        greeting: "Guten Tag {name},",
        body:
          "vielen Dank für Ihre Anfrage – wir freuen uns, dass Sie für Ihr Team bei {company} an uns denken. " +
          "Damit wir Ihnen ein Angebot machen können, das wirklich passt, hätte ich noch drei kurze Fragen:\n\n" +
          "– Wie fest ist der Termin, und wie flexibel sind Sie bei Tag und Uhrzeit?\n" +
          "– Soll das Event bei Ihnen stattfinden, oder suchen wir den Ort für Sie aus?\n" +
          "– Gibt es einen Anlass oder etwas, das Ihrem Team besonders wichtig ist?\n\n" +
          "Wenn es Ihnen lieber ist, klären wir das auch gern in einem kurzen Telefonat – sagen Sie mir einfach, wann es Ihnen passt.",
        signature: signature.de,
      },
      en: {
        subject: "Your enquiry: {events}",
        greeting: "Dear {name},",
        body:
          "thank you for your enquiry – we are delighted that you thought of us for your team at {company}. " +
          "So that our offer really fits, I have three quick questions:\n\n" +
          "– How fixed is the date, and how flexible are you on day and time?\n" +
          "– Should the event take place at your offices, or shall we find the venue for you?\n" +
          "– Is there an occasion, or anything that matters most to your team?\n\n" +
          "If you prefer, we can also settle this in a short call – just let me know when suits you.",
        signature: signature.en,
      },
    },
    {
      name: { de: "Terminvorschlag", en: "Proposed dates" },
      de: {
        subject: "Terminvorschlag für {events}",
        greeting: "Guten Tag {name},",
        body:
          "vielen Dank für Ihr Interesse an {events} für {participants} Personen. Ihr Wunschtermin: {preferredDate}.\n\n" +
          "Dafür können wir Ihnen folgende Termine anbieten:\n\n" +
          "– [Tag, Datum, Uhrzeit]\n" +
          "– [Tag, Datum, Uhrzeit]\n\n" +
          "Wir halten Ihnen beide Termine eine Woche lang unverbindlich frei. Schreiben Sie mir einfach, welcher Ihnen besser passt – dann schicken wir Ihnen das Angebot.",
        signature: signature.de,
      },
      en: {
        subject: "Proposed dates for {events}",
        greeting: "Dear {name},",
        body:
          "thank you for your interest in {events} for {participants} people. Your preferred date: {preferredDate}.\n\n" +
          "We can offer you the following dates:\n\n" +
          "– [day, date, time]\n" +
          "– [day, date, time]\n\n" +
          "We will hold both dates for you for a week, free of obligation. Just reply with the one that suits you best, and we will send you our offer.",
        signature: signature.en,
      },
    },
    {
      name: { de: "Angebot folgt", en: "Offer on its way" },
      de: {
        subject: "Ihr Angebot für {events} ist in Arbeit",
        greeting: "Guten Tag {name},",
        body:
          "vielen Dank für Ihre Anfrage und die Details zu Ihrem Event. Wir stellen Ihr Angebot für {participants} Personen gerade zusammen und schicken es Ihnen innerhalb der nächsten zwei Werktage.\n\n" +
          "Zur ersten Orientierung, unsere unverbindliche Preisschätzung: {estimate}. Im Angebot finden Sie dann alles im Einzelnen – Ablauf, Ort, Verpflegung und was sonst dazugehört.\n\n" +
          "Ist Ihnen vorab noch etwas wichtig? Dann antworten Sie einfach auf diese E-Mail.",
        signature: signature.de,
      },
      en: {
        subject: "Your offer for {events} is on its way",
        greeting: "Dear {name},",
        body:
          "thank you for your enquiry and the details of your event. We are putting together your offer for {participants} people and will send it to you within the next two working days.\n\n" +
          "As a first guide, our non-binding price estimate: {estimate}. The offer will set out everything in detail – schedule, venue, catering and all that goes with it.\n\n" +
          "Is there anything that matters to you beforehand? Simply reply to this e-mail.",
        signature: signature.en,
      },
    },
  ];
}

/**
 * Inserts the default templates once per installation: the marker key and the templates
 * are one transaction, and of two instances only the one whose marker was inserted adds them.
 */
export async function seedDefaultTemplates(db: Db, now: Date): Promise<void> {
  const [seeded] = await db
    .select({ key: adminSettings.key })
    .from(adminSettings)
    .where(eq(adminSettings.key, SEEDED_KEY));
  if (seeded) return;
  await db.transaction(async (tx) => {
    const marked = await tx
      .insert(adminSettings)
      .values({ key: SEEDED_KEY, value: now.toISOString(), updatedAt: now, updatedBy: null })
      .onConflictDoNothing()
      .returning({ key: adminSettings.key });
    if (marked.length === 0) return;
    const [{ last } = { last: -1 }] = await tx
      .select({ last: sql<number>`coalesce(max(${replyTemplates.position}), -1)` })
      .from(replyTemplates);
    await tx.insert(replyTemplates).values(
      defaultTemplates().map((template, index) => ({
        id: randomUUID(),
        ...template,
        position: Number(last) + 1 + index,
        createdAt: now,
        updatedAt: now,
        updatedBy: null,
      })),
    );
  });
}
