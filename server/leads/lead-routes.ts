/**
 * One lead under /api/admin/leads/:id: its page with the timeline, and its changes (store/
 * changes.ts): the state (with the lost reason), notes, and "send again" for a failed mail.
 * Owners and staff work leads alike. A lead merged into another is shown but not changed (409).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import {
  addLeadNote,
  changeLeadState,
  getLead,
  LEAD_STATES,
  LOST_REASONS,
  orRefuse,
  requeueFailedMail,
} from "./store/index.ts";
import { multiLine } from "#app/shared/text-rule.ts";

const team = { roles: ["owner", "staff"] as const };

const idParams = z.object({ id: z.uuid("Not a lead id.") });
const mailParams = z.object({ id: z.uuid("Not a lead id."), mailId: z.uuid("Not a mail id.") });
const stateBody = z
  .object({
    state: z.enum(LEAD_STATES, "This is not a state of a lead."),
    // Required exactly for 'lost' ('other' with its words): changeLeadState names the field.
    lostReason: z.enum(LOST_REASONS, "This is not one of the lost reasons.").optional(),
    lostReasonText: z
      .string("Say in words why the lead was lost.")
      .trim()
      .max(500, "A lost reason has at most 500 characters.")
      .optional(),
  })
  .strict();
const noteBody = z
  .object({
    body: z
      .string()
      .check(multiLine())
      .trim()
      .min(1, "Please write the note.")
      .max(5000, "A note has at most 5,000 characters."),
  })
  .strict();

interface LeadRoutesOptions extends AdminFeatureOptions {
  /** Wakes the mail worker after "send again" (otherwise it sends at its next poll). */
  wakeMailer?: () => void;
}

export async function leadRoutes(app: FastifyInstance, options: LeadRoutesOptions) {
  const { database, audit, now } = options;
  const actorOf = (request: { admin: { userId: string; name: string } }) => ({
    id: request.admin.userId,
    name: request.admin.name,
  });

  app.get("/leads/:id", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const lead = await database.run((db) => getLead(db, id, now()));
    if (!lead) throw new DomainError("not_found", "not_found", "There is no such lead (any more).");
    return lead;
  });

  app.post("/leads/:id/state", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { state, lostReason, lostReasonText } = parseInput(stateBody, request.body);
    const result = await database.run((db) =>
      changeLeadState(db, audit, {
        id,
        to: state,
        lostReason,
        lostReasonText,
        actor: actorOf(request),
        now: now(),
      }),
    );
    return orRefuse(result, "The lead is already in this state.");
  });

  app.post("/leads/:id/notes", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { body } = parseInput(noteBody, request.body);
    const result = await database.run((db) =>
      addLeadNote(db, audit, { id, body, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(orRefuse(result, ""));
  });

  app.post("/leads/:id/mails/:mailId/resend", { config: team }, async (request) => {
    const { id, mailId } = parseInput(mailParams, request.params);
    const result = await database.run((db) =>
      requeueFailedMail(db, audit, { id, mailId, actor: actorOf(request), now: now() }),
    );
    const mail = orRefuse(result, "Only a mail that failed can be sent again.");
    options.wakeMailer?.();
    return mail;
  });
}
