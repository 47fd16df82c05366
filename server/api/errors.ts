/**
 * Every API error is JSON: `{ error: <code>, message: <what is wrong> }` plus, for invalid
 * bodies, the offending fields.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody } from "#app/shared/api.ts";

export type { ApiErrorBody };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The one answer to an invalid body (400 `invalid_body`): `fields` names every bad field
 * by its dotted path ("preferences.analytics", or "body" for the whole) with what is wrong,
 * and the message repeats the first.
 */
export function invalidBody(fields: Record<string, string>): ApiError {
  return new ApiError(
    400,
    "invalid_body",
    `Invalid ${Object.keys(fields).join(", ")}: ${Object.values(fields)[0]}`,
    fields,
  );
}

const codeByStatus: Record<number, string> = {
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
  503: "service_unavailable",
};

/** Fastify error handler for the API scope: known errors keep their status, the rest is 500. */
export function apiErrorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { error: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    return reply.code(error.statusCode).send(body);
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, "API request failed");
    return reply
      .code(500)
      .send({ error: "internal_error", message: "Something went wrong on our side." });
  }
  return reply
    .code(status)
    .send({ error: codeByStatus[status] ?? "bad_request", message: error.message });
}
