/**
 * Replies from the back office under /api/admin (decision 0130): the reply templates (the
 * team reads them, owners write them), a lead's reply draft from a template in the lead's
 * language, and sending a reply through the outbox.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { REPLY_LIMITS, replyDraft, sendLeadReply } from "./store/replies.ts";
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
} from "./store/templates.ts";
import { multiLine } from "#app/shared/text-rule.ts";

const team = { roles: ["owner", "staff"] as const };
const owners = { roles: ["owner"] as const };

const leadParams = z.object({ id: z.uuid("Not a lead id.") });
const templateParams = z.object({ id: z.uuid("Not a template id.") });
const draftQuery = z.object({ template: z.uuid("Not a template id.").optional() });

/**
 * A template's shape; what its texts may say (placeholders, lengths) is checked by the data
 * function, which names every bad field with its problem (the body limit bounds the rest).
 */
const templateText = z.strictObject({
  subject: z.string(),
  greeting: z.string().default(""),
  body: z.string().check(multiLine()),
  signature: z.string().check(multiLine()).default(""),
});
const templateBody = z.strictObject({
  name: z.strictObject({ de: z.string(), en: z.string() }),
  de: templateText,
  en: templateText,
});

const replyBody = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, "Please write a subject.")
    .max(REPLY_LIMITS.subject, `A subject has at most ${REPLY_LIMITS.subject} characters.`)
    .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value), "A subject is one line."),
  text: z
    .string()
    .check(multiLine())
    .trim()
    .min(1, "Please write the reply.")
    .max(
      REPLY_LIMITS.text,
      `A reply has at most ${REPLY_LIMITS.text.toLocaleString("en")} characters.`,
    ),
  /** The customer's mail (from the mailbox) this answers: the reply keeps its thread. */
  inReplyTo: z.uuid("Not a mail id.").optional(),
});

export interface ReplyRoutesOptions extends AdminFeatureOptions {
  /** Wakes the mail worker once a reply is queued (otherwise it goes at the next poll). */
  wakeMailer?: (() => void) | undefined;
}

export async function replyAdminRoutes(app: FastifyInstance, options: ReplyRoutesOptions) {
  const { database, audit, now } = options;
  const actorOf = (request: { admin: { userId: string; name: string } }) => ({
    id: request.admin.userId,
    name: request.admin.name,
  });

  app.get("/reply-templates", { config: team }, async () =>
    database.run((db) => listReplyTemplates(db, now())),
  );

  app.post("/reply-templates", { config: owners }, async (request, reply) => {
    const template = parseInput(templateBody, request.body);
    const created = await database.run((db) =>
      createReplyTemplate(db, audit, { template, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(created);
  });

  app.put("/reply-templates/:id", { config: owners }, async (request) => {
    const { id } = parseInput(templateParams, request.params);
    const template = parseInput(templateBody, request.body);
    return database.run((db) =>
      updateReplyTemplate(db, audit, { id, template, actor: actorOf(request), now: now() }),
    );
  });

  app.delete("/reply-templates/:id", { config: owners }, async (request, reply) => {
    const { id } = parseInput(templateParams, request.params);
    await database.run((db) => deleteReplyTemplate(db, audit, { id, actor: actorOf(request) }));
    return reply.code(204).send();
  });

  app.get("/leads/:id/reply-draft", { config: team }, async (request) => {
    const { id } = parseInput(leadParams, request.params);
    const { template } = parseInput(draftQuery, request.query);
    return database.run((db) =>
      replyDraft(db, { leadId: id, templateId: template, staffName: request.admin.name }),
    );
  });

  app.post("/leads/:id/replies", { config: team }, async (request, reply) => {
    const { id } = parseInput(leadParams, request.params);
    const { subject, text, inReplyTo } = parseInput(replyBody, request.body);
    const sent = await database.run((db) =>
      sendLeadReply(db, audit, {
        leadId: id,
        subject,
        text,
        ...(inReplyTo ? { inReplyTo } : {}),
        actor: { ...actorOf(request), email: request.admin.email },
        now: now(),
      }),
    );
    options.wakeMailer?.();
    return reply.code(201).send(sent);
  });
}
