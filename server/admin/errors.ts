/**
 * JSON errors of the admin API, shaped like the public API's: `{ error, message }`, plus
 * `field` when one input is wrong, so the back office shows the message next to it.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { findUnstorableText } from "../http/storable-text.ts";

export class AdminError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AdminError";
  }
}

export const unauthenticated = () =>
  new AdminError(401, "unauthenticated", "Please sign in to the back office.");
export const forbidden = (message = "Your role may not do this.") =>
  new AdminError(403, "forbidden", message);

/**
 * Validates a body, query or path parameters; the first problem becomes a 400 naming its
 * field. Text PostgreSQL cannot store (a NUL, a lone surrogate) is refused first, in any
 * field, whether the schema knows it or not (server/http/storable-text.ts).
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const unstorable = findUnstorableText(value);
  if (unstorable) {
    throw new AdminError(400, "validation", unstorable.message, unstorable.field);
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") || "body";
  throw new AdminError(400, "validation", issue?.message ?? "Invalid input", field);
}

export function adminErrorHandler(
  error: FastifyError | AdminError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header("cache-control", "no-store");
  if (error instanceof AdminError) {
    return reply.code(error.statusCode).send({
      error: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...error.extra,
    });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send({ error: "bad_request", message: error.message });
  }
  if (status === 503) {
    return reply.code(503).send({ error: "service_unavailable", message: error.message });
  }
  request.log.error({ err: error }, "Admin API request failed");
  return reply
    .code(500)
    .send({ error: "internal_error", message: "Something went wrong on our side." });
}
