/**
 * The reply templates (decision 0130): owners write them in German and English (subject,
 * greeting, body, signature) with placeholders such as `{name}`; the composer fills one in
 * the lead's language (replies.ts). Unknown placeholders and stray braces are refused with
 * the field named. A fresh installation gets a few good templates once (an `admin_settings`
 * key marks that it had them, so deleting them all does not bring them back).
 */
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { site } from "#app/content/site.ts";
import type { AuditLog } from "../../admin/audit.ts";
import { adminSettings } from "../../accounts/schema.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { replyTemplates, type ReplyTemplateText } from "../schema.ts";
import type { Actor } from "./changes.ts";

export type { ReplyTemplateText };

/** The placeholders a template may use; the composer fills them from the lead. */
export const REPLY_PLACEHOLDERS = [
  "name",
  "company",
  "events",
  "participants",
  "preferredDate",
  "estimate",
  "staffName",
] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

/** The languages a template is written in (the site's). */
export const TEMPLATE_LANGUAGES = ["de", "en"] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export const TEMPLATE_PARTS = ["subject", "greeting", "body", "signature"] as const;

/** The longest text each part may have (the subject becomes a mail header). */
export const TEMPLATE_LIMITS = {
  name: 80,
  subject: 150,
  greeting: 200,
  body: 10_000,
  signature: 1_000,
} as const;

export interface ReplyTemplate {
  id: string;
  name: { de: string; en: string };
  de: ReplyTemplateText;
  en: ReplyTemplateText;
  position: number;
  updatedAt: string;
}

export type ReplyTemplateInput = Pick<ReplyTemplate, "name" | "de" | "en">;

/**
 * What is wrong with one field of a template, for the form to say in its own language:
 * `unknown_placeholder` names the placeholder, `stray_brace` a brace that opens or closes
 * nothing, `one_line` a line break in a subject, `required` and `too_long` (with `max`) the
 * length.
 */
export type TemplateProblem =
  | { code: "unknown_placeholder"; placeholder: string }
  | { code: "stray_brace" }
  | { code: "one_line" }
  | { code: "required" }
  | { code: "too_long"; max: number };

const placeholderPattern = /\{([^{}]*)\}/g;

/** The first placeholder problem of a text, or undefined when every brace is a known placeholder. */
export function placeholderProblem(text: string): TemplateProblem | undefined {
  for (const [, inner] of text.matchAll(placeholderPattern)) {
    if (!(REPLY_PLACEHOLDERS as readonly string[]).includes(inner!)) {
      return { code: "unknown_placeholder", placeholder: inner! };
    }
  }
  if (/[{}]/.test(text.replace(placeholderPattern, ""))) return { code: "stray_brace" };
  return undefined;
}

/** Fills the placeholders of a (checked) text. */
export function fillPlaceholders(text: string, values: Record<ReplyPlaceholder, string>): string {
  return text.replace(placeholderPattern, (match, inner: string) =>
    inner in values ? values[inner as ReplyPlaceholder] : match,
  );
}

function problemMessage(problem: TemplateProblem): string {
  switch (problem.code) {
    case "unknown_placeholder":
      return `Unknown placeholder {${problem.placeholder}}; use ${REPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}.`;
    case "stray_brace":
      return "A brace that is not part of a placeholder: write placeholders like {name}.";
    case "one_line":
      return "A subject is one line, without line breaks.";
    case "required":
      return "Please fill this in.";
    case "too_long":
      return `At most ${problem.max} characters.`;
  }
}

/**
 * Every problem of a template by its field's dotted path (`name.de`, `en.body`); empty
 * when it can be stored. Greeting and signature may be empty, name, subject and body not.
 */
export function templateProblems(input: ReplyTemplateInput): Record<string, TemplateProblem> {
  const problems: Record<string, TemplateProblem> = {};
  const check = (
    path: string,
    text: string,
    max: number,
    required: boolean,
    placeholders = true,
  ) => {
    if (required && text.trim() === "") problems[path] = { code: "required" };
    else if (text.length > max) problems[path] = { code: "too_long", max };
    else if (placeholders) {
      const problem = placeholderProblem(text);
      if (problem) problems[path] = problem;
    }
  };
  for (const language of TEMPLATE_LANGUAGES) {
    check(`name.${language}`, input.name[language], TEMPLATE_LIMITS.name, true, false);
  }
  for (const language of TEMPLATE_LANGUAGES) {
    for (const part of TEMPLATE_PARTS) {
      const required = part === "subject" || part === "body";
      check(`${language}.${part}`, input[language][part], TEMPLATE_LIMITS[part], required);
    }
  }
  // A subject is one line: it becomes a mail header.
  for (const language of TEMPLATE_LANGUAGES) {
    if (!problems[`${language}.subject`] && /[\p{Cc}\u2028\u2029]/u.test(input[language].subject)) {
      problems[`${language}.subject`] = { code: "one_line" };
    }
  }
  return problems;
}

/** Refuses a template with any problem: a 400 naming the first field, with all of them. */
function checkTemplate(input: ReplyTemplateInput): ReplyTemplateInput {
  const problems = templateProblems(input);
  const paths = Object.keys(problems);
  if (paths.length === 0) {
    const trim = (text: ReplyTemplateText): ReplyTemplateText => ({
      subject: text.subject.trim(),
      greeting: text.greeting.trim(),
      body: text.body.trim(),
      signature: text.signature.trim(),
    });
    return {
      name: { de: input.name.de.trim(), en: input.name.en.trim() },
      de: trim(input.de),
      en: trim(input.en),
    };
  }
  const fields = Object.fromEntries(paths.map((path) => [path, problemMessage(problems[path]!)]));
  throw new DomainError("invalid", "invalid_template", `${paths[0]}: ${fields[paths[0]!]}`, {
    field: paths[0],
    fields,
    extra: { problems },
  });
}

const SEEDED_KEY = "replyTemplatesSeeded";

function toTemplate(row: typeof replyTemplates.$inferSelect): ReplyTemplate {
  return {
    id: row.id,
    name: row.name,
    de: row.de,
    en: row.en,
    position: row.position,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The templates a fresh installation starts with, in the agency's voice. */
export function defaultTemplates(): ReplyTemplateInput[] {
  const signature = {
    de: `Viele Grüße aus Berlin\n{staffName}\n${site.brand} · Telefon ${site.phone.display}`,
    // The number as dialled from abroad: "030 8090 1234" → "+49 30 8090 1234".
    en: `Warm regards from Berlin\n{staffName}\n${site.brand} · Phone ${site.phone.display.replace(/^0/, "+49 ")}`,
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
async function seedDefaultTemplates(db: Db, now: Date): Promise<void> {
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

/** Every template in the list's order (the defaults inserted first on a fresh installation). */
export async function listReplyTemplates(db: Db, now: Date): Promise<ReplyTemplate[]> {
  await seedDefaultTemplates(db, now);
  const rows = await db
    .select()
    .from(replyTemplates)
    .orderBy(asc(replyTemplates.position), asc(replyTemplates.createdAt));
  return rows.map(toTemplate);
}

export async function getReplyTemplate(db: Db, id: string): Promise<ReplyTemplate | undefined> {
  const [row] = await db.select().from(replyTemplates).where(eq(replyTemplates.id, id));
  return row ? toTemplate(row) : undefined;
}

const noSuchTemplate = () =>
  new DomainError("not_found", "not_found", "There is no such template (any more).");

/** A new template at the end of the list. */
export async function createReplyTemplate(
  db: Db,
  audit: AuditLog,
  input: { template: ReplyTemplateInput; actor: Actor; now: Date },
): Promise<ReplyTemplate> {
  const template = checkTemplate(input.template);
  await seedDefaultTemplates(db, input.now);
  return db.transaction(async (tx) => {
    const [{ last } = { last: -1 }] = await tx
      .select({ last: sql<number>`coalesce(max(${replyTemplates.position}), -1)` })
      .from(replyTemplates);
    const [row] = await tx
      .insert(replyTemplates)
      .values({
        id: randomUUID(),
        ...template,
        position: Number(last) + 1,
        createdAt: input.now,
        updatedAt: input.now,
        updatedBy: input.actor.id,
      })
      .returning();
    await audit.record(tx as Db, {
      action: "reply_template_created",
      actorId: input.actor.id,
      target: row!.id,
    });
    return toTemplate(row!);
  });
}

export async function updateReplyTemplate(
  db: Db,
  audit: AuditLog,
  input: { id: string; template: ReplyTemplateInput; actor: Actor; now: Date },
): Promise<ReplyTemplate> {
  const template = checkTemplate(input.template);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(replyTemplates)
      .set({ ...template, updatedAt: input.now, updatedBy: input.actor.id })
      .where(eq(replyTemplates.id, input.id))
      .returning();
    if (!row) throw noSuchTemplate();
    await audit.record(tx as Db, {
      action: "reply_template_changed",
      actorId: input.actor.id,
      target: row.id,
    });
    return toTemplate(row);
  });
}

export async function deleteReplyTemplate(
  db: Db,
  audit: AuditLog,
  input: { id: string; actor: Actor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(replyTemplates)
      .where(eq(replyTemplates.id, input.id))
      .returning({ id: replyTemplates.id });
    if (deleted.length === 0) throw noSuchTemplate();
    await audit.record(tx as Db, {
      action: "reply_template_deleted",
      actorId: input.actor.id,
      target: input.id,
    });
  });
}
