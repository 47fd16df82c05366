/**
 * Offers in the back office under /api/admin (decision 0133): made from a lead, edited as a
 * draft (PUT replaces it whole; the server computes every figure), previewed and sent as a
 * PDF with its mail, revised into a new version, withdrawn; a lead's offers and the open
 * ones; the owners' offer settings. Owners and staff work offers alike (owners alone change
 * the settings).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput, refuseTextProblem } from "../http/guards.ts";
import { findTextProblem, multiLine } from "#app/shared/text-rule.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { renderDocumentPdf } from "../documents/pdf.ts";
import { documentProfile } from "../business/store.ts";
import { FORMS_OF_ADDRESS } from "../documents/model.ts";
import { DRAFT_NUMBER, offerDocument, offerPdfName } from "./document.ts";
import { OFFER_MAIL_LIMITS } from "./mails.ts";
import { OFFER_LINE_KINDS } from "./schema.ts";
import {
  createOfferFromLead,
  deleteDraft,
  reviseOffer,
  updateDraft,
  withdrawOffer,
} from "./store/drafts.ts";
import { offerDetail, offerLinesOf, offerRow, offersOfLead, openOffers } from "./store/queries.ts";
import { refuseProblems, type OfferProblem } from "./store/rules.ts";
import { offerMailDraft, sendOffer } from "./store/send.ts";
import { DEPOSIT_POLICIES, readOfferSettings, writeOfferSettings } from "./store/settings.ts";
import type { OfferDraftInput } from "./types.ts";
import { locales } from "#app/i18n/locales.ts";

const team = { roles: ["owner", "staff"] as const };
const owners = { roles: ["owner"] as const };

const idParams = z.object({ id: z.uuid("Not an id.") });
const listQuery = z.object({
  status: z.enum(["open"], "Use status=open.").default("open"),
  expiringWithinDays: z.coerce.number().int().min(0).max(365).optional(),
});

const nullableText = z.string().nullable();
/** The introduction and a line's detail have several lines; every other text one. */
const nullableLines = z.string().check(multiLine()).nullable();
const whole = z.number();

/** The shape of a draft; what it may say (ranges, lengths, dates) is checked by the store. */
export const offerDraftBody = z.strictObject({
  language: z.enum(locales),
  customer: z.strictObject({
    company: z.string(),
    contactName: z.string(),
    /** Optional: drafts saved before the field existed, and clients that leave it out. */
    formOfAddress: z.enum(FORMS_OF_ADDRESS).nullable().optional(),
    email: z.string(),
    address: z
      .strictObject({
        street: z.string(),
        postalCode: z.string(),
        city: z.string(),
        country: z.string(),
      })
      .nullable(),
    vatId: nullableText,
    buyerReference: nullableText,
  }),
  eventDate: nullableText,
  startTime: nullableText,
  durationMinutes: whole.nullable(),
  place: nullableText,
  participants: whole,
  intro: nullableLines,
  discount: z
    .discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("percent"), basisPoints: whole }),
      z.strictObject({ kind: z.literal("amount"), cents: whole }),
    ])
    .nullable(),
  validUntil: z.string(),
  depositBp: whole,
  lines: z
    .array(
      z.strictObject({
        kind: z.enum(OFFER_LINE_KINDS),
        eventSlug: nullableText,
        title: z.string(),
        detail: nullableLines,
        quantity: whole,
        unit: z.enum(["person", "piece", "flat", "hour"]),
        unitPriceCents: whole,
        taxRateBp: whole,
      }),
    )
    .max(200),
}) satisfies z.ZodType<OfferDraftInput>;

/**
 * A draft's body, or a 400 whose `problems` name each bad field with a code the back office
 * words (`unknown_field` for a field an offer does not have, such as made-up totals).
 */
export function parseDraftBody(body: unknown): OfferDraftInput {
  const text = findTextProblem(offerDraftBody, body);
  if (text) {
    refuseProblems({
      [text.field]: { code: text.problem === "line_break" ? "one_line" : "characters" },
    });
  }
  const result = offerDraftBody.safeParse(body);
  if (result.success) return result.data;
  const problems: Record<string, OfferProblem> = {};
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        problems[[...issue.path, key].join(".")] ??= { code: "unknown_field" };
      }
      continue;
    }
    const path = issue.path.join(".") || "body";
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    problems[path] ??= missing ? { code: "required" } : { code: "invalid" };
  }
  return refuseProblems(problems);
}

const sendBody = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, "Please write a subject.")
    .max(OFFER_MAIL_LIMITS.subject, `At most ${OFFER_MAIL_LIMITS.subject} characters.`)
    .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value), "A subject is one line."),
  text: z
    .string()
    .check(multiLine())
    .trim()
    .min(1, "Please write the mail.")
    .max(
      OFFER_MAIL_LIMITS.text,
      `At most ${OFFER_MAIL_LIMITS.text.toLocaleString("en")} characters.`,
    ),
  /** Send although another booking holds the day (decision 0193). */
  overrideClash: z.boolean().optional(),
});

const settingsBody = z
  .strictObject({
    depositPolicy: z.enum(DEPOSIT_POLICIES).optional(),
    depositBp: z.number().int().min(0).max(10_000).optional(),
    eventsPerDay: z.number().int().min(1).max(50).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Name at least one setting." });

export interface OfferRoutesOptions extends AdminFeatureOptions {
  /** Wakes the mail worker once an offer's mail is queued. */
  wakeMailer?: (() => void) | undefined;
  /** The server's secret the links' tokens are derived from (decision 0197). */
  linkSecret?: string | Buffer;
}

export async function offersAdminRoutes(app: FastifyInstance, options: OfferRoutesOptions) {
  const { database, audit, now, config } = options;
  const actorOf = (request: { admin: { userId: string; name: string } }) => ({
    id: request.admin.userId,
    name: request.admin.name,
  });

  app.get("/offers/settings", { config: team }, () => database.run((db) => readOfferSettings(db)));

  app.put("/offers/settings", { config: owners }, async (request) => {
    const changes = parseInput(settingsBody, request.body);
    return database.run((db) =>
      db.transaction(async (tx) => {
        await writeOfferSettings(tx, changes, request.admin.userId, now());
        await audit.record(tx, {
          action: "setting_changed",
          actorId: request.admin.userId,
          target: "offers",
          detail: changes,
        });
        return readOfferSettings(tx);
      }),
    );
  });

  app.post("/leads/:id/offers", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const offer = await database.run((db) =>
      createOfferFromLead(db, audit, { leadId: id, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(offer);
  });

  app.get("/leads/:id/offers", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { items: await database.run((db) => offersOfLead(db, id, now())) };
  });

  app.get("/offers", { config: team }, async (request) => {
    const { expiringWithinDays } = parseInput(listQuery, request.query);
    return database.run((db) => openOffers(db, { now: now(), expiringWithinDays }));
  });

  app.get("/offers/:id", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return database.run((db) => offerDetail(db, id, now()));
  });

  app.put("/offers/:id", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const draft = parseDraftBody(request.body);
    return database.run((db) =>
      updateDraft(db, audit, { id, draft, actor: actorOf(request), now: now() }),
    );
  });

  app.delete("/offers/:id", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await database.run((db) => deleteDraft(db, audit, { id, actor: actorOf(request) }));
    return reply.code(204).send();
  });

  /** A sent offer's PDF as sent; a draft's preview, "ENTWURF"/"DRAFT" where the number goes. */
  app.get("/offers/:id/pdf", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { offer, pdf } = await database.run(async (db) => {
      const row = await offerRow(db, id);
      if (row.status !== "draft" && row.pdf) return { offer: row, pdf: row.pdf };
      const lines = await offerLinesOf(db, id);
      const doc = {
        ...offerDocument(row, lines, {
          number: DRAFT_NUMBER[row.language],
          issueDate: berlinDay(now()),
        }),
        agency: await documentProfile(db),
      };
      return { offer: row, pdf: await renderDocumentPdf(doc) };
    });
    const name = offerPdfName(offer.language, offer.number ?? DRAFT_NUMBER[offer.language]);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${name}"`)
      .send(pdf);
  });

  app.get("/offers/:id/mail-draft", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return database.run((db) =>
      offerMailDraft(db, { id, staffName: request.admin.name, now: now() }),
    );
  });

  app.post("/offers/:id/send", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    refuseTextProblem(sendBody, request.body);
    const body = sendBody.safeParse(request.body);
    if (!body.success) {
      const fields: Record<string, string> = {};
      for (const issue of body.error.issues) {
        const paths =
          issue.code === "unrecognized_keys"
            ? issue.keys.map((key) => key)
            : [issue.path.join(".") || "body"];
        for (const path of paths) fields[path] ??= issue.message;
      }
      const first = Object.keys(fields)[0]!;
      throw new DomainError("invalid", "invalid_body", `${first}: ${fields[first]}`, {
        field: first,
        fields,
      });
    }
    const sent = await database.run((db) =>
      sendOffer(db, audit, {
        id,
        subject: body.data.subject,
        text: body.data.text,
        actor: { ...actorOf(request), email: request.admin.email },
        now: now(),
        siteUrl: config.siteUrl,
        overrideClash: body.data.overrideClash === true,
        ...(options.linkSecret ? { linkSecret: options.linkSecret } : {}),
      }),
    );
    options.wakeMailer?.();
    return sent.offer;
  });

  app.post("/offers/:id/revise", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const draft = await database.run((db) =>
      reviseOffer(db, audit, { id, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(draft);
  });

  app.post("/offers/:id/withdraw", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return database.run((db) =>
      withdrawOffer(db, audit, { id, actor: actorOf(request), now: now() }),
    );
  });
}
