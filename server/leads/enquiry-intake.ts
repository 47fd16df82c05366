/**
 * What both ways of sending the form (JSON API, form post without JavaScript) do with a
 * valid enquiry: discard it silently if a bot sent it, otherwise store it with its outbox
 * rows (one atomic statement) and wake the mail worker. Decision 0021 explains the spam
 * rules: the honeypot and the minimum fill time.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { PRIVACY_POLICY_VERSION } from "#app/shared/consent.ts";
import { MIN_FILL_MS, type EnquiryBody } from "#app/shared/enquiry/schema.ts";
import { LeadStore } from "./store/intake.ts";
import { serverEstimate } from "./enquiry-catalogue.ts";
import type { DatabaseService } from "../database/service.ts";

export interface IntakeOptions {
  database: DatabaseService;
  now: () => Date;
  /** Called after an enquiry was committed (wakes the mail worker). */
  onStored: () => void;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
}

export interface IntakeResult {
  id: string;
  /** True for a repeated request with a known idempotency key: nothing new was stored. */
  replayed: boolean;
}

export type Channel = "api" | "form";

/** A bot filled the hidden field, or sent the form faster than a person can. */
export function isSpam(body: Pick<EnquiryBody, "website" | "elapsedMs">): boolean {
  if (body.website !== undefined && body.website.trim() !== "") return true;
  return body.elapsedMs !== undefined && body.elapsedMs < MIN_FILL_MS;
}

export function enquiryIntake(options: IntakeOptions) {
  const store = new LeadStore(options.database, (error) =>
    options.log.warn({ err: error }, "New leads stored unassigned: the assignment in turn failed"),
  );
  return async (
    body: EnquiryBody,
    channel: Channel,
    idempotencyKey: string | undefined,
  ): Promise<IntakeResult> => {
    if (isSpam(body)) {
      // Looks like success to the sender; nothing is stored or mailed, and nothing of the
      // content is logged.
      options.log.info(`Enquiry discarded as spam (${channel})`);
      return { id: randomUUID(), replayed: false };
    }
    const result = await store.insert(
      {
        idempotencyKey: idempotencyKey ?? null,
        language: body.language,
        sourcePage: body.sourcePage,
        channel,
        name: body.name,
        company: body.company,
        email: body.email,
        phone: body.phone || null,
        participants: body.participants,
        event: body.event,
        events: body.events,
        estimate: serverEstimate(body.language, body.events, body.participants),
        eventOther: body.eventOther || null,
        preferredDate: body.date || null,
        message: body.message || null,
        privacyPolicyVersion: PRIVACY_POLICY_VERSION,
      },
      options.now(),
    );
    if (result.created) options.onStored();
    return { id: result.id, replayed: !result.created };
  };
}

export type EnquiryIntake = ReturnType<typeof enquiryIntake>;
