/**
 * The one place a refusal becomes an HTTP answer: a `DomainError`'s kind gives the status,
 * and the API it happened in gives the body. The public API answers
 * `{ error: <code>, message, fields? }`; the admin API `{ error, message, field?, fields?,
 * ...extra }`, so the back office shows the message next to the field. Every answer is JSON;
 * anything else that goes wrong is a 500 without its details.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody } from "#app/shared/api.ts";
import { DomainError, type RefusalKind } from "../domain-error.ts";

export type { ApiErrorBody };

const statusOfKind: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported: 415,
  wrong_host: 421,
  unacceptable: 422,
  too_many: 429,
  failed: 500,
  unavailable: 503,
};

/** The status of any error: a refusal's by its kind, Fastify's own, or 500. */
export function statusOf(error: Error & { statusCode?: number }): number {
  if (error instanceof DomainError) return statusOfKind[error.kind];
  return error.statusCode ?? 500;
}

/** A refusal's JSON body in the shape of the API it was made in. */
export function refusalBody(
  error: DomainError,
  scope: "api" | "admin",
): ApiErrorBody | Record<string, unknown> {
  if (scope === "api") {
    const body: ApiErrorBody = { error: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    return body;
  }
  return {
    error: error.code,
    message: error.message,
    ...(error.field ? { field: error.field } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
    ...error.extra,
  };
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

/** Fastify error handler for the public API: refusals keep their status, the rest is 500. */
export function apiErrorHandler(
  error: FastifyError | DomainError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof DomainError) {
    return reply.code(statusOf(error)).send(refusalBody(error, "api"));
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

/** Fastify error handler for the admin API (never cached). */
export function adminErrorHandler(
  error: FastifyError | DomainError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header("cache-control", "no-store");
  if (error instanceof DomainError) {
    return reply.code(statusOf(error)).send(refusalBody(error, "admin"));
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
