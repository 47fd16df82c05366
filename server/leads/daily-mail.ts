/**
 * The morning mail inside the server: at DAILY_MAIL_TIME (default 08:00, Berlin time, the
 * same wall-clock time in winter and summer) everyone with the mail switched on and steps
 * due on their open leads gets one plain-text mail in their language, listing the overdue
 * steps and today's, each with a link to the lead; owners' mails also list the overdue
 * invoices and the deposits open before the event (server/invoices/morning-money.ts), and
 * owners get the mail for those alone. It goes through the mail outbox, once per
 * person and day however many instances run (./store/digest.ts). A server started after
 * that time on a day whose mails were not queued yet queues them at once (catch-up); a run
 * that fails (the database away) is tried again a minute (or five) later.
 */
import type { FastifyBaseLogger } from "fastify";
import { addDays, berlinDay, berlinDayAndTime, berlinTime } from "#app/shared/berlin-time.ts";
import type { DatabaseService } from "../database/service.ts";
import { isUnavailable } from "../domain-error.ts";
import type { QueuedMessage } from "../mail/schema.ts";
import { hasMorningMoney, morningMoney, morningMoneyLines } from "../invoices/morning-money.ts";
import {
  findDueSteps,
  ownersForMorningMail,
  lastDigestRun,
  queueDigest,
  recordDigestRun,
  type DigestRecipient,
  type DueStep,
  type NewAnswer,
} from "./store/digest.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** After a failed run, the next attempt: soon while the database is away, later otherwise. */
const RETRY_UNAVAILABLE_MS = 60_000;
const RETRY_FAILED_MS = 5 * 60_000;

// --- Berlin days and times -----------------------------------------------------------------

/** The instant a Berlin day's wall clock shows `minutes` after midnight (see berlinTime). */
function wallClock(day: string, minutes: number): Date {
  return berlinTime(day, `${Math.floor(minutes / 60)}:${minutes % 60}`);
}

/** When the mail is due next after `now`: today at `minutes` (Berlin) if still ahead, else tomorrow. */
export function nextDailyRun(now: Date, minutes: number): Date {
  const today = berlinDay(now);
  const todayAt = wallClock(today, minutes);
  return todayAt.getTime() > now.getTime() ? todayAt : wallClock(addDays(today, 1), minutes);
}

// --- the mail ------------------------------------------------------------------------------

const words = {
  de: {
    subjectOne: "1 fälliger Schritt heute – Spreegeist Backoffice",
    subjectMany: "{count} fällige Schritte heute – Spreegeist Backoffice",
    subjectMoney: "Rechnungen und Anzahlungen heute – Spreegeist Backoffice",
    introMoney: "das steht heute, {date}, bei den Rechnungen an:",
    greeting: "Guten Morgen {name},",
    intro: "das steht heute, {date}, bei Ihren Anfragen an:",
    overdue: "Überfällig ({count})",
    today: "Heute ({count})",
    dueSince: "fällig seit {date}",
    dueSinceAt: "fällig seit {date}, {time} Uhr",
    todayAt: "heute, {time} Uhr",
    todayAnyTime: "heute, ohne Uhrzeit",
    allLeads: "Alle Ihre Anfragen: {link}",
    subjectAnswers: "Neue Antworten ({count}) – Spreegeist Backoffice",
    answers: "Neue Antworten ({count})",
    answerLine: "{from} zu {lead}: {subject}",
    received: "eingegangen {date}, {time} Uhr",
    footer:
      "Diese Mail kommt jeden Morgen um {time} Uhr, wenn bei Ihren Anfragen Schritte fällig sind. Abschalten können Sie sie in „Mein Konto“: {link}",
    intl: "de-DE",
  },
  en: {
    subjectOne: "1 step due today – Spreegeist back office",
    subjectMany: "{count} steps due today – Spreegeist back office",
    subjectMoney: "Invoices and deposits today – Spreegeist back office",
    introMoney: "here is what is due today, {date}, on the invoices:",
    greeting: "Good morning {name},",
    intro: "here is what is due today, {date}, on your enquiries:",
    overdue: "Overdue ({count})",
    today: "Today ({count})",
    dueSince: "due since {date}",
    dueSinceAt: "due since {date}, {time}",
    todayAt: "today, {time}",
    todayAnyTime: "today, any time",
    allLeads: "All your enquiries: {link}",
    subjectAnswers: "New answers ({count}) – Spreegeist back office",
    answers: "New answers ({count})",
    answerLine: "{from} on {lead}: {subject}",
    received: "received {date}, {time}",
    footer:
      "This mail comes every morning at {time} when steps of your enquiries are due. You can switch it off under “My account”: {link}",
    intl: "en-GB",
  },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );

/** A YYYY-MM-DD day in words ("Mi., 25. Nov." / "Wed 25 Nov"; `long`: the whole date). */
function dayInWords(day: string, intl: string, long = false): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intl, {
    timeZone: "UTC",
    weekday: long ? "long" : "short",
    day: "numeric",
    month: long ? "long" : "short",
    ...(long ? { year: "numeric" } : {}),
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Text from the database on one line of a plain-text mail. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function stepLines(step: DueStep, locale: Locale, siteUrl: string): string[] {
  const t = words[locale];
  const date = dayInWords(step.date, t.intl);
  const when = step.overdue
    ? step.time
      ? fill(t.dueSinceAt, { date, time: step.time })
      : fill(t.dueSince, { date })
    : step.time
      ? fill(t.todayAt, { time: step.time })
      : t.todayAnyTime;
  const who = oneLine(step.company)
    ? `${oneLine(step.name)} (${oneLine(step.company)})`
    : oneLine(step.name);
  return [
    `- ${who}: ${oneLine(step.text)}`,
    `  ${when}`,
    `  ${siteUrl}/admin/leads/${step.leadId}`,
  ];
}

/** The "HH:MM" of minutes after midnight. */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function answerLines(answer: NewAnswer, locale: Locale, siteUrl: string): string[] {
  const t = words[locale];
  const { day, time } = berlinDayAndTime(answer.receivedAt);
  const date = dayInWords(day, t.intl);
  return [
    `- ${fill(t.answerLine, { from: oneLine(answer.from), lead: oneLine(answer.name), subject: oneLine(answer.subject) })}`,
    `  ${fill(t.received, { date, time })}`,
    `  ${siteUrl}/admin/leads/${answer.leadId}`,
  ];
}

/**
 * One person's morning mail, in their language: overdue steps first, then today's, then
 * the new answers (for who chose to see them here), then for owners the overdue invoices and
 * the deposits open before the event.
 */
export function composeDailyMail(
  recipient: DigestRecipient,
  options: { day: string; siteUrl: string; minutes: number },
): QueuedMessage {
  const t = words[recipient.locale];
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const overdue = recipient.steps.filter((step) => step.overdue);
  const today = recipient.steps.filter((step) => !step.overdue);
  const count = recipient.steps.length;
  const section = (title: string, steps: DueStep[]) =>
    steps.length === 0
      ? []
      : [
          fill(title, { count: steps.length }),
          "",
          ...steps.flatMap((step) => [...stepLines(step, recipient.locale, siteUrl), ""]),
        ];
  const lines = [
    fill(t.greeting, { name: oneLine(recipient.name) }),
    "",
    fill(count === 0 && recipient.answers.length === 0 ? t.introMoney : t.intro, {
      date: dayInWords(options.day, t.intl, true),
    }),
    "",
    ...section(t.overdue, overdue),
    ...section(t.today, today),
    ...(recipient.answers.length === 0
      ? []
      : [
          fill(t.answers, { count: recipient.answers.length }),
          "",
          ...recipient.answers.flatMap((answer) => [
            ...answerLines(answer, recipient.locale, siteUrl),
            "",
          ]),
        ]),
    ...(recipient.money ? morningMoneyLines(recipient.money, recipient.locale, siteUrl) : []),
    fill(t.allLeads, { link: `${siteUrl}/admin/leads` }),
    "",
    "-- ",
    fill(t.footer, { time: clock(options.minutes), link: `${siteUrl}/admin/account` }),
  ];
  return {
    to: recipient.email,
    subject:
      count > 0
        ? count === 1
          ? t.subjectOne
          : fill(t.subjectMany, { count })
        : recipient.answers.length > 0
          ? fill(t.subjectAnswers, { count: recipient.answers.length })
          : t.subjectMoney,
    text: `${lines.join("\n")}\n`,
  };
}

// --- the job -------------------------------------------------------------------------------

export interface DailyMailJobOptions {
  database: DatabaseService;
  /** Berlin time of the mail, minutes after midnight; null: no morning mail. */
  at: number | null;
  /** Origin of the links (SITE_URL). */
  siteUrl: string;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Mails were queued: the mail worker may send them now. */
  onQueued?: () => void;
}

export class DailyMailJob {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;

  constructor(private readonly options: DailyMailJobOptions) {}

  /** Schedules the next run; when started after today's time and today's run is missing, runs now. */
  start(): void {
    const { at, now } = this.options;
    if (at === null || this.#stopped) return;
    const current = now();
    const today = berlinDay(current);
    if (current.getTime() >= wallClock(today, at).getTime()) {
      this.#schedule(0, async () => {
        const last = await this.options.database.run((db) => lastDigestRun(db));
        if (last !== today) await this.runOnce();
      });
    } else {
      this.#scheduleNext();
    }
  }

  /** Queues the mails of the current Berlin day that are not queued yet; how many it queued. */
  async runOnce(): Promise<number> {
    const { database, siteUrl, now, log } = this.options;
    const at = now();
    const day = berlinDay(at);
    const recipients = await database.run((db) => findDueSteps(db, day, at));
    // Owners also hear of overdue invoices and deposits open before the event (0187).
    const money = await database.run((db) => morningMoney(db, day));
    if (hasMorningMoney(money)) {
      for (const owner of await database.run((db) => ownersForMorningMail(db, day))) {
        const known = recipients.find((recipient) => recipient.userId === owner.userId);
        if (known) known.money = money;
        else recipients.push({ ...owner, money });
      }
    }
    let queued = 0;
    for (const recipient of recipients) {
      const message = composeDailyMail(recipient, {
        day,
        siteUrl,
        minutes: this.options.at ?? 8 * 60,
      });
      const id = await database.run((db) =>
        queueDigest(db, {
          userId: recipient.userId,
          day,
          message,
          now: at,
          answerIds: recipient.answers.map((answer) => answer.mailId),
        }),
      );
      if (id) queued++;
    }
    await database.run((db) => recordDigestRun(db, day, at));
    if (queued > 0) {
      this.options.onQueued?.();
      // Counts only: the log names no person.
      log.info({ day, queued }, "Morning mails of due steps queued");
    }
    return queued;
  }

  #scheduleNext(): void {
    const { at, now } = this.options;
    if (at === null) return;
    const current = now();
    this.#schedule(nextDailyRun(current, at).getTime() - current.getTime(), () => this.runOnce());
  }

  #schedule(delayMs: number, run: () => Promise<unknown>): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = run().then(
        () => {
          this.#running = undefined;
          this.#scheduleNext();
        },
        (error: unknown) => {
          this.#running = undefined;
          if (isUnavailable(error)) {
            this.options.log.warn("Morning mails of due steps wait for the database");
            this.#schedule(RETRY_UNAVAILABLE_MS, () => this.runOnce());
          } else {
            this.options.log.error(
              { err: error },
              "Morning mails of due steps FAILED: tried again in 5 minutes",
            );
            this.#schedule(RETRY_FAILED_MS, () => this.runOnce());
          }
        },
      );
    }, delayMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
