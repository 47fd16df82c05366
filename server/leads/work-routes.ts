/**
 * The work on a lead under /api/admin/leads/:id (store/work.ts): its owner, its next step
 * (set, done), calls, and customers' answers pasted in. Owners and staff work leads alike.
 * A lead merged into another is not changed (409).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import {
  addCustomerReply,
  assignOwner,
  CALL_OUTCOMES,
  completeNextStep,
  logCall,
  setNextStep,
} from "./store/index.ts";
import { multiLine } from "#app/shared/text-rule.ts";

const team = { roles: ["owner", "staff"] as const };

const idParams = z.object({ id: z.uuid("Not a lead id.") });
const ownerBody = z
  .object({
    ownerId: z
      .string("Choose a member of the team, or nobody (null).")
      .min(1, "Choose a member of the team, or nobody (null).")
      .max(100, "This person is not in the team.")
      .nullable(),
  })
  .strict();

/** A real calendar day between 2000 and 2100 (2026-02-30 is not one). */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day
  );
}

const nextStepBody = z
  .object({
    date: z
      .string("Use a date like 2026-11-24.")
      .regex(/^\d{4}-\d\d-\d\d$/, "Use a date like 2026-11-24.")
      .refine(isCalendarDay, "This date does not exist."),
    time: z
      .string("Use a time like 09:30, or none (null).")
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 09:30, or none (null).")
      .nullable()
      .default(null),
    text: z
      .string("Please say what the next step is.")
      .trim()
      .min(1, "Please say what the next step is.")
      .max(200, "A next step has at most 200 characters."),
  })
  .strict();
const callBody = z
  .object({
    outcome: z.enum(CALL_OUTCOMES, "Use reached, not_reached or call_back."),
    note: z
      .string("Write the call's note as text.")
      .check(multiLine())
      .trim()
      .max(5000, "A note has at most 5,000 characters.")
      .nullable()
      .optional()
      .transform((note) => note || null),
  })
  .strict();
const customerReplyBody = z
  .object({
    body: z
      .string("Paste the customer's answer.")
      .check(multiLine())
      .trim()
      .min(1, "Paste the customer's answer.")
      .max(10_000, "An answer has at most 10,000 characters."),
  })
  .strict();

export async function leadWorkRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;
  const actorOf = (request: { admin: { userId: string; name: string } }) => ({
    id: request.admin.userId,
    name: request.admin.name,
  });

  app.put("/leads/:id/owner", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { ownerId } = parseInput(ownerBody, request.body);
    const { owner } = await database.run((db) =>
      assignOwner(db, audit, { id, ownerId, actor: actorOf(request), now: now() }),
    );
    return { owner };
  });

  app.put("/leads/:id/next-step", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const step = parseInput(nextStepBody, request.body);
    const { nextStep } = await database.run((db) =>
      setNextStep(db, audit, { id, step, actor: actorOf(request), now: now() }),
    );
    return { nextStep };
  });

  app.post("/leads/:id/next-step/done", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await database.run((db) =>
      completeNextStep(db, audit, { id, actor: actorOf(request), now: now() }),
    );
    return { nextStep: null };
  });

  app.post("/leads/:id/calls", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { outcome, note } = parseInput(callBody, request.body);
    const entry = await database.run((db) =>
      logCall(db, audit, { id, outcome, note, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(entry);
  });

  app.post("/leads/:id/customer-replies", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { body } = parseInput(customerReplyBody, request.body);
    const entry = await database.run((db) =>
      addCustomerReply(db, audit, { id, body, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(entry);
  });
}
