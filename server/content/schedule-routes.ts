/**
 * Planned publishing under /api/admin/content (docs/decisions/0140): the pending schedules
 * (all, for the content list; one document's, for its panel), planning a publish or a
 * promotion's end at a Berlin date and time in the future, cancelling. Registered in the
 * admin plugin; it also runs this instance's ScheduleRunner, stopped when the server closes.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { documentKinds } from "#app/content/documents.server.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { ScheduleRunner } from "./schedule-runner.ts";
import {
  cancelSchedule,
  listSchedules,
  scheduleChange,
  scheduledInstant,
  SCHEDULE_ACTIONS,
} from "./store/schedules.ts";

const team = { roles: ["owner", "staff"] as const };

const documentParams = z.object({
  kind: z.enum(documentKinds),
  key: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not a document's key."),
});
const scheduleParams = documentParams.extend({ id: z.coerce.number().int().positive() });
const isDay = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const scheduleBody = z.strictObject({
  action: z.enum(SCHEDULE_ACTIONS, "Choose publish or end."),
  /** The Berlin date, YYYY-MM-DD. */
  day: z
    .string("Choose a date.")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date.")
    .refine(isDay, "Choose a date."),
  /** The Berlin wall-clock time, HH:MM (or HH:MM:SS). */
  time: z
    .string("Choose a time.")
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Choose a time (HH:MM)."),
});

export async function contentScheduleRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;
  const runner = new ScheduleRunner({
    database,
    audit,
    now,
    content: options.content,
    log: app.log,
  });
  runner.start();
  app.addHook("onClose", () => runner.stop());

  app.get("/content/schedules", { config: team }, async () => ({
    schedules: await database.run((db) => listSchedules(db)),
  }));

  app.get("/content/:kind/:key/schedules", { config: team }, async (request) => {
    const document = parseInput(documentParams, request.params);
    return { schedules: await database.run((db) => listSchedules(db, document)) };
  });

  app.post("/content/:kind/:key/schedules", { config: team }, async (request, reply) => {
    const { kind, key } = parseInput(documentParams, request.params);
    const body = parseInput(scheduleBody, request.body);
    const runAt = scheduledInstant(body.day, body.time, now());
    const schedule = await database.run((db) =>
      scheduleChange(db, audit, {
        kind,
        key,
        action: body.action,
        runAt,
        editor: { id: request.admin.userId, email: request.admin.email },
        now: now(),
      }),
    );
    runner.wake();
    return reply.code(201).send({ schedule });
  });

  app.delete("/content/:kind/:key/schedules/:id", { config: team }, async (request, reply) => {
    const { kind, key, id } = parseInput(scheduleParams, request.params);
    await database.run((db) =>
      cancelSchedule(db, audit, { id, kind, key, actorId: request.admin.userId, now: now() }),
    );
    runner.wake();
    return reply.code(204).send();
  });
}
