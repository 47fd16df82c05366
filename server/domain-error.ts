/**
 * The one way a feature refuses something: a `DomainError` with a kind (what sort of
 * refusal), a code (which one, for the caller's program), a message (for the person) and
 * optionally the field it is about, every bad field, and further facts. Data functions throw
 * it; they know nothing of HTTP. server/http/errors.ts is the one place that turns a kind
 * into a status and a refusal into the JSON body of the public or the admin API.
 */
export type RefusalKind =
  /** The request's input is malformed (a bad field, a bad header). */
  | "invalid"
  /** Nobody is signed in. */
  | "unauthenticated"
  /** Signed in, or not needed, but not allowed. */
  | "forbidden"
  | "not_found"
  /** The thing is not in a state that allows it (already so, changed meanwhile, taken). */
  | "conflict"
  /** It was there but is not any more (a used or expired invitation). */
  | "gone"
  | "too_large"
  /** A kind of input that is not accepted at all (not JSON, not a picture). */
  | "unsupported"
  /** Asked at an address that does not serve it. */
  | "wrong_host"
  /** Well-formed, but the rules refuse it (a draft that does not validate, a weak password). */
  | "unacceptable"
  | "too_many"
  /** Something that should have worked did not (answered as an internal error). */
  | "failed"
  /** The database, or another part needed, is not there at the moment. */
  | "unavailable";

export interface RefusalDetails {
  /** The one input the refusal is about, so a form shows the message beside it. */
  field?: string | undefined;
  /** Every bad input by its dotted path, with what is wrong with it. */
  fields?: Record<string, string> | undefined;
  /** Further facts for the caller (`retryAfterSeconds`, `issues`, ...). */
  extra?: Record<string, unknown> | undefined;
}

export class DomainError extends Error {
  readonly field: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
    details: RefusalDetails = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.field = details.field;
    this.fields = details.fields;
    this.extra = details.extra;
  }
}

/**
 * The one refusal of an invalid body (`invalid_body`): `fields` names every bad field by its
 * dotted path ("preferences.analytics", or "body" for the whole) with what is wrong, and the
 * message repeats the first.
 */
export function invalidBody(fields: Record<string, string>): DomainError {
  return new DomainError(
    "invalid",
    "invalid_body",
    `Invalid ${Object.keys(fields).join(", ")}: ${Object.values(fields)[0]}`,
    { fields },
  );
}

/** Whether the database (or another part needed) was not there: retry later. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof DomainError && error.kind === "unavailable";
}
