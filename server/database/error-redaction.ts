/**
 * Database errors without the personal data they carry. A failed query's error holds its
 * parameters, which are the enquiry's name, e-mail, message…: drizzle's DrizzleQueryError
 * has them in `params` and in its message ("Failed query: …\nparams: anna@…"), PGlite's
 * error in `params`, and PostgreSQL's own fields quote values too (`detail`: "Failing row
 * contains (…)", "Key (email)=(anna@…) already exists"; `where`: "unnamed portal parameter
 * $1 = '…'"; a data exception's message: `invalid input syntax for type uuid: "…"`).
 *
 * What stays: the SQL text (`query`, with $1 placeholders), the SQLSTATE `code`, the
 * constraint, table and column names, and the stack. Two places use this:
 * - `DatabaseService` redacts every error of a database operation in place before anything
 *   else sees it (error handlers, the tools' console output);
 * - the server's logger (`redactingLoggerHooks`) redacts any database error it logs, also
 *   those of code that reaches the database another way (Better Auth, the backup).
 */
const REDACTED = "(redacted)";
/** Fields of PostgreSQL's (and PGlite's) errors that may quote values. */
const VALUE_FIELDS = ["detail", "where"] as const;
/** Drizzle appends the parameters to its message after this. */
const PARAMS_MARK = "\nparams: ";

type ErrorLike = Record<string, unknown> & { message: string; stack?: unknown; name?: unknown };

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === "object" && value !== null && typeof (value as ErrorLike).message === "string";

/** Does the error (or its cause) come from a database query? */
export function isDatabaseError(error: unknown, depth = 0): boolean {
  if (!isErrorLike(error) || depth > 8) return false;
  if ("params" in error && "query" in error) return true;
  const code = error.code;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && "severity" in error) return true;
  return isDatabaseError(error.cause, depth + 1);
}

/** The new message of one error of the chain, and its fields redacted (in place). */
function redactOne(error: ErrorLike): void {
  const original = error.message;
  let message = original;
  const alreadyRedacted = typeof error.params === "string" && error.params.endsWith(" redacted)");
  if ("params" in error && error.params !== undefined && !alreadyRedacted) {
    const count = Array.isArray(error.params) ? error.params.length : 1;
    const note = `(${count} parameters redacted)`;
    error.params = note;
    const at = message.indexOf(PARAMS_MARK);
    if (at !== -1) message = `${message.slice(0, at)}${PARAMS_MARK}${note}`;
  }
  for (const field of VALUE_FIELDS) {
    if (typeof error[field] === "string" && error[field] !== "") error[field] = REDACTED;
  }
  // Data exceptions (SQLSTATE class 22) quote the value that did not fit.
  if (typeof error.code === "string" && error.code.startsWith("22")) {
    message = message.replace(/"[^"]*"/g, `"${REDACTED}"`);
  }
  if (message === original) return;
  error.message = message;
  if (typeof error.stack === "string") {
    // The stack starts with "Name: message" (several lines for drizzle's): keep its frames.
    const frames = error.stack.indexOf("\n    at ");
    const name = typeof error.name === "string" ? error.name : "Error";
    error.stack = `${name}: ${message}${frames === -1 ? "" : error.stack.slice(frames)}`;
  }
}

function walk(error: unknown, visit: (error: ErrorLike) => void, seen = new Set<unknown>()) {
  if (!isErrorLike(error) || seen.has(error)) return;
  seen.add(error);
  visit(error);
  walk(error.cause, visit, seen);
  if (Array.isArray(error.errors)) for (const inner of error.errors) walk(inner, visit, seen);
}

/**
 * Removes query parameters and quoted values from a database error and its causes, in
 * place; other errors are left alone. Returns the error.
 */
export function redactDatabaseError<T>(error: T): T {
  if (isDatabaseError(error)) walk(error, redactOne);
  return error;
}

/** A redacted copy of an error chain (the original, still in use, is not changed). */
function redactedCopy(error: ErrorLike, seen = new Map<unknown, ErrorLike>()): ErrorLike {
  const known = seen.get(error);
  if (known) return known;
  const copy = Object.create(Object.getPrototypeOf(error) as object | null) as ErrorLike;
  seen.set(error, copy);
  for (const key of Object.getOwnPropertyNames(error)) {
    const descriptor = Object.getOwnPropertyDescriptor(error, key)!;
    if ("value" in descriptor) {
      const value: unknown = descriptor.value;
      descriptor.value = isErrorLike(value) ? redactedCopy(value, seen) : value;
    }
    Object.defineProperty(copy, key, descriptor);
  }
  if (Array.isArray(error.errors)) {
    copy.errors = error.errors.map((inner: unknown) =>
      isErrorLike(inner) ? redactedCopy(inner, seen) : inner,
    );
  }
  return copy;
}

/** What names a database error without quoting data: copied up from the cause for the log. */
const NAMING_FIELDS = ["code", "constraint", "table", "column", "schema"] as const;

/**
 * A copy of `error` fit for a log: database errors redacted, others as they are. The log
 * shows a wrapped error's causes by their message only, so the SQLSTATE code and the
 * constraint, table and column names of the database's own error are copied onto the copy.
 */
export function errorForLog<T>(error: T): T {
  if (!isDatabaseError(error)) return error;
  const copy = redactedCopy(error as ErrorLike);
  walk(copy, redactOne);
  let origin: unknown = copy.cause;
  for (let depth = 0; isErrorLike(origin) && depth < 8; depth++) {
    if (typeof origin.code === "string" && /^[0-9A-Z]{5}$/.test(origin.code)) {
      for (const field of NAMING_FIELDS) {
        if (copy[field] === undefined && typeof origin[field] === "string") {
          copy[field] = origin[field];
        }
      }
      break;
    }
    origin = origin.cause;
  }
  return copy as T;
}

/** A log call's arguments with every database error in them replaced by a redacted copy. */
export function redactLogArguments(args: unknown[]): unknown[] {
  const first = args[0];
  let error: unknown;
  let head = first;
  if (isErrorLike(first)) {
    // An error as the first argument: pino logs it as `err`, its message as the text.
    if (!isDatabaseError(first)) return args;
    error = first;
    head = errorForLog(first);
  } else if (typeof first === "object" && first !== null && !Array.isArray(first)) {
    // Merged into the line: `{ err }` (serialized by pino) or an error under any other key.
    const fields = Object.entries(first);
    if (!fields.some(([, value]) => isDatabaseError(value))) return args;
    head = Object.fromEntries(
      fields.map(([key, value]) => {
        if (!isDatabaseError(value)) return [key, value];
        error ??= value;
        return [key, errorForLog(value)];
      }),
    );
  } else {
    return args;
  }
  // The text repeats the error's message (Fastify's own error log does): redacted too.
  const raw = (error as ErrorLike).message;
  const redacted = errorForLog(error as ErrorLike).message;
  const rest = args
    .slice(1)
    .map((arg) => (typeof arg === "string" && raw ? arg.replaceAll(raw, redacted) : arg));
  return [head, ...rest];
}

/**
 * For the server's logger (Fastify's pino, and its request loggers, which inherit it):
 * every log call passes through `redactLogArguments` first.
 */
export const redactingLoggerHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
    method.apply(this, redactLogArguments(args));
  },
};
