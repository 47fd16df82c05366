/**
 * Reusable guards for the API's write endpoints. A write route lists them as `preParsing`
 * hooks, so a forged or mistyped request is refused before its body is even read:
 *
 *   api.post("/enquiries", { preParsing: writeGuards(csrf), config: rateLimit(n) }, …)
 *
 * Body size (16 KB) and malformed JSON are refused by Fastify's parser (413, 400); the
 * body's shape by `parseBody` with a strict zod schema (400 naming the field).
 */
import type { FastifyReply, FastifyRequest, preParsingHookHandler } from "fastify";
import type { z } from "zod";
import { DomainError, invalidBody } from "../domain-error.ts";
import { findTextProblem } from "#app/shared/text-rule.ts";

/** Browsers say where a request comes from; only our own pages may write. */
export async function rejectCrossSite(request: FastifyRequest, _reply: FastifyReply) {
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") {
    throw new DomainError("forbidden", "forbidden", "Requests from other sites are not accepted.");
  }
}

/** JSON only: also makes every cross-origin write need a CORS preflight we never grant. */
export async function requireJson(request: FastifyRequest, _reply: FastifyReply) {
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new DomainError(
      "unsupported",
      "unsupported_media_type",
      "Send the body as JSON with Content-Type: application/json.",
    );
  }
}

/** The guards every JSON write endpoint runs, in order; `verifyCsrf` from csrf-plugin. */
export function writeGuards(
  verifyCsrf: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): preParsingHookHandler[] {
  const asPreParsing =
    (guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      await guard(request, reply);
    };
  return [rejectCrossSite, verifyCsrf, requireJson].map(asPreParsing) as preParsingHookHandler[];
}

/**
 * Validates a parsed JSON body; a violation becomes a 400 whose `fields` name every bad
 * field by its dotted path ("preferences.analytics"), or "body" for the whole. Text that
 * breaks the rule for all text (a control or direction character, a line break outside a
 * multi-line field; app/shared/text-rule.ts) is refused first.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const text = findTextProblem(schema, body);
  if (text) throw invalidBody({ [text.field]: text.message });
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const paths =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.join(".") || "body"];
    for (const path of paths) fields[path] ??= issue.message;
  }
  throw invalidBody(fields);
}

/**
 * Validates a body, query or path parameters; the first problem becomes a 400 naming its
 * field. Text that breaks the rule for all text is refused first, in any field, whether the
 * schema knows it or not, with `textProblem` saying which rule (app/shared/text-rule.ts).
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  refuseTextProblem(schema, value);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") || "body";
  throw new DomainError("invalid", "validation", issue?.message ?? "Invalid input", {
    field: field,
  });
}

/** A 400 naming the first field whose text breaks the rule for all text, if one does. */
export function refuseTextProblem(schema: z.ZodType | undefined, value: unknown): void {
  const text = findTextProblem(schema, value);
  if (text) {
    throw new DomainError("invalid", "validation", text.message, {
      field: text.field,
      fields: { [text.field]: text.message },
      extra: { textProblem: text.problem, character: text.character },
    });
  }
}
