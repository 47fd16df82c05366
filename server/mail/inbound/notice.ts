/**
 * The owner's notice of a mail on their lead (issue 47, decision 0177): a short mail with
 * the sender, the subject, the first lines and a link to the lead, in the owner's
 * back-office language, queued in the transaction that stored the mail, so it goes out once
 * per mail whatever happens. A bounce tells the owner that their mail did not arrive. Both
 * are written by the app, so they carry Auto-Submitted (server/mail/messages.ts).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { adminUsers } from "../../accounts/schema.ts";
import type { Db } from "../../database/connection.ts";
import { leads } from "../../leads/schema.ts";
import { leadReference } from "../../leads/store/detail.ts";
import { queueMessage } from "../outbox.ts";
import { splitQuoted } from "#app/shared/mail-quote.ts";

const words = {
  de: {
    answer: "Antwort von {from}: {subject}",
    bounce: "Nicht zustellbar: Ihre Mail an {to}",
    intro: "{from} hat auf Ihre Anfrage {lead} geantwortet:",
    bounceIntro: "Ihre Mail an {to} ({lead}) kam zurück: {reason}",
    open: "Zur Anfrage:",
  },
  en: {
    answer: "Answer from {from}: {subject}",
    bounce: "Undeliverable: your mail to {to}",
    intro: "{from} answered on your lead {lead}:",
    bounceIntro: "Your mail to {to} ({lead}) came back: {reason}",
    open: "Open the lead:",
  },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/**
 * Queues the notice to the lead's owner; false when the lead has no owner or the owner chose
 * to see answers in the morning mail only (the mail stays un-noticed until that lists it).
 */
export async function queueOwnerNotice(
  db: Db,
  input: {
    leadId: string;
    kind: "answer" | "bounce";
    from: string;
    subject: string;
    text: string;
    reason?: string;
    siteUrl: string;
    now: Date;
  },
): Promise<boolean> {
  const [row] = await db
    .select({
      company: leads.company,
      email: adminUsers.email,
      locale: adminUsers.locale,
      inMorningMail: adminUsers.answersInMorningMail,
    })
    .from(leads)
    .innerJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(eq(leads.id, input.leadId));
  if (!row) return false;
  // Who chose the morning mail for answers hears of this one there (server/leads/daily-mail.ts).
  if (input.kind === "answer" && row.inMorningMail) return false;
  const t = words[row.locale === "en" ? "en" : "de"];
  const values = {
    from: input.from,
    to: input.from,
    subject: input.subject,
    // The lead by its reference and company: its name is most often the sender's own.
    lead: `${leadReference(input.leadId)} (${row.company})`,
    reason: input.reason ?? "",
  };
  const firstLines = splitQuoted(input.text).fresh.split("\n").slice(0, 8).join("\n");
  const link = `${input.siteUrl.replace(/\/$/, "")}/admin/leads/${input.leadId}`;
  const body =
    input.kind === "answer"
      ? `${fill(t.intro, values)}\n\n${firstLines}\n\n${t.open} ${link}\n`
      : `${fill(t.bounceIntro, values)}\n\n${t.open} ${link}\n`;
  await queueMessage(
    db,
    randomUUID(),
    "mail_notice",
    {
      to: row.email,
      subject: fill(input.kind === "answer" ? t.answer : t.bounce, values).slice(0, 200),
      text: body,
    },
    input.now,
  );
  return true;
}
