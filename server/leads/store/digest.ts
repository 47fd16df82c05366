/**
 * The morning mail's data (decision 0130): who has steps due today or earlier on their
 * open leads (and, for who chose so, the customers' answers not told yet), and queuing one composed mail per person and Berlin day. The `lead_digests`
 * row and the outbox row are one transaction, and the row's key (person, day) lets only the
 * first of several instances (or runs) queue it: the others insert nothing and send nothing.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { adminSettings, adminUsers } from "../../accounts/schema.ts";
import type { Db } from "../../database/connection.ts";
import { mailInbound, mailOutbox, type QueuedMessage } from "../../mail/schema.ts";
import { leadDigests, leads, OPEN_LEAD_STATES } from "../schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { MorningMoney } from "../../invoices/morning-money.ts";

/** The outbox's kind of the morning mail (composed when queued, like invitations). */
export const DAILY_MAIL_KIND = "daily";

/** The `admin_settings` row holding the Berlin day of the last complete run (not a setting). */
const LAST_RUN_KEY = "dailyMailLastRun";

/** One lead's due step, as the mail lists it. */
export interface DueStep {
  leadId: string;
  name: string;
  company: string;
  /** The step's Berlin day (YYYY-MM-DD) and time of day (HH:MM), if it has one. */
  date: string;
  time: string | null;
  text: string;
  dueAt: Date;
  /** Its moment has passed (at the time asked): listed under "overdue", else under "today". */
  overdue: boolean;
}

/** A customer's answer on one of their leads, for those who see answers in the morning mail. */
export interface NewAnswer {
  mailId: string;
  leadId: string;
  name: string;
  from: string;
  subject: string;
  receivedAt: Date;
}

/** A person who gets a morning mail, with their due steps, soonest due first. */
export interface DigestRecipient {
  userId: string;
  name: string;
  email: string;
  locale: Locale;
  steps: DueStep[];
  /** New answers not told yet (only for who chose "answers in the morning mail"). */
  answers: NewAnswer[];
  /** For owners: the overdue invoices and deposits open before the event (decision 0187). */
  money?: MorningMoney;
}

/**
 * Everyone with the morning mail switched on who owns open leads (not merged away) whose
 * next step falls on `day` (Berlin) or earlier, and who has not had the mail of `day` yet.
 */
export async function findDueSteps(db: Db, day: string, now: Date): Promise<DigestRecipient[]> {
  const l = leads;
  const u = adminUsers;
  const rows = await db
    .select({
      userId: u.id,
      userName: u.name,
      email: u.email,
      locale: u.locale,
      leadId: l.id,
      name: l.name,
      company: l.company,
      date: l.nextStepDate,
      time: l.nextStepTime,
      text: l.nextStepText,
      dueAt: l.nextStepDueAt,
    })
    .from(l)
    .innerJoin(u, eq(u.id, l.ownerId))
    .where(
      and(
        eq(u.dailyMail, true),
        inArray(l.state, [...OPEN_LEAD_STATES]),
        isNull(l.mergedInto),
        isNotNull(l.nextStepDueAt),
        lte(l.nextStepDate, day),
        notMailedOn(db, u.id, day),
      ),
    )
    .orderBy(asc(u.id), asc(l.nextStepDueAt), asc(l.id));
  const recipients = new Map<string, DigestRecipient>();
  const recipientOf = (row: {
    userId: string;
    userName: string;
    email: string;
    locale: string;
  }) => {
    let recipient = recipients.get(row.userId);
    if (!recipient) {
      recipient = {
        userId: row.userId,
        name: row.userName,
        email: row.email,
        locale: row.locale === "en" ? "en" : "de",
        steps: [],
        answers: [],
      };
      recipients.set(row.userId, recipient);
    }
    return recipient;
  };
  for (const row of rows) {
    const recipient = recipientOf(row);
    const dueAt = new Date(row.dueAt!);
    recipient.steps.push({
      leadId: row.leadId,
      name: row.name,
      company: row.company,
      date: row.date!,
      time: row.time,
      text: row.text ?? "",
      dueAt,
      overdue: dueAt.getTime() <= now.getTime(),
    });
  }
  for (const row of await findNewAnswers(db, day)) {
    const { userId, userName, email, locale, ...answer } = row;
    recipientOf({ userId, userName, email, locale }).answers.push({
      ...answer,
      receivedAt: new Date(answer.receivedAt),
    });
  }
  return [...recipients.values()];
}

/** The person `userId` has not had the morning mail of `day` (queued once per day). */
function notMailedOn(db: Db, userId: typeof adminUsers.id, day: string) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(leadDigests)
      .where(and(eq(leadDigests.userId, userId), eq(leadDigests.day, day))),
  );
}

/** Owners with the morning mail switched on who have not had the mail of `day` yet. */
export async function ownersForMorningMail(db: Db, day: string): Promise<DigestRecipient[]> {
  const u = adminUsers;
  const rows = await db
    .select({ userId: u.id, name: u.name, email: u.email, locale: u.locale })
    .from(u)
    .where(and(eq(u.role, "owner"), eq(u.dailyMail, true), notMailedOn(db, u.id, day)))
    .orderBy(asc(u.id));
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    locale: row.locale === "en" ? "en" : "de",
    steps: [],
    answers: [],
  }));
}

/**
 * The answers on the leads of those who chose to see them in the morning mail, not told
 * and not read yet (the mail's own switch does not matter: they chose this mail for them).
 */
async function findNewAnswers(db: Db, day: string) {
  const u = adminUsers;
  return db
    .select({
      userId: u.id,
      userName: u.name,
      email: u.email,
      locale: u.locale,
      mailId: mailInbound.id,
      leadId: leads.id,
      name: leads.name,
      from: sql<string>`coalesce(${mailInbound.fromName}, ${mailInbound.fromAddress})`,
      subject: mailInbound.subject,
      receivedAt: mailInbound.receivedAt,
    })
    .from(mailInbound)
    .innerJoin(leads, eq(leads.id, mailInbound.leadId))
    .innerJoin(u, eq(u.id, leads.ownerId))
    .where(
      and(
        eq(u.answersInMorningMail, true),
        eq(mailInbound.kind, "answer"),
        isNull(mailInbound.noticedAt),
        isNull(mailInbound.readAt),
        notMailedOn(db, u.id, day),
      ),
    )
    .orderBy(asc(u.id), asc(mailInbound.receivedAt), asc(mailInbound.id));
}

/**
 * Queues a person's mail of `day` unless it was queued already (by this or another
 * instance): the outbox row's id, or null when there was one.
 */
export async function queueDigest(
  db: Db,
  input: {
    userId: string;
    day: string;
    message: QueuedMessage;
    now: Date;
    /** The answers it lists: told now, so listed once. */
    answerIds?: string[];
  },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const mailId = randomUUID();
    const first = await tx
      .insert(leadDigests)
      .values({ userId: input.userId, day: input.day, mailId, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ mailId: leadDigests.mailId });
    if (first.length === 0) return null;
    await tx.insert(mailOutbox).values({
      id: mailId,
      enquiryId: null,
      kind: DAILY_MAIL_KIND,
      message: input.message,
      status: "pending",
      nextAttemptAt: input.now,
      createdAt: input.now,
    });
    if (input.answerIds && input.answerIds.length > 0) {
      await tx
        .update(mailInbound)
        .set({ noticedAt: input.now })
        .where(inArray(mailInbound.id, input.answerIds));
    }
    return mailId;
  });
}

/** The Berlin day whose morning mails were last all queued; null before the first run. */
export async function lastDigestRun(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, LAST_RUN_KEY));
  return (row?.value as { day?: string } | undefined)?.day ?? null;
}

/** Notes that every morning mail of `day` is queued (a start-up after it needs no catch-up). */
export async function recordDigestRun(db: Db, day: string, now: Date): Promise<void> {
  const value = { day };
  await db
    .insert(adminSettings)
    .values({ key: LAST_RUN_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: adminSettings.key, set: { value, updatedAt: now } });
}
