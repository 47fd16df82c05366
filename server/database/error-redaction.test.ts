import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  errorForLog,
  isDatabaseError,
  redactDatabaseError,
  redactLogArguments,
} from "./error-redaction.ts";

const email = "anna.beispiel@example.com";
const name = "Anna Beispiel";

/** PostgreSQL's error as pg (and PGlite) build it: fields beside the message. */
function postgresError(message: string, fields: Record<string, unknown> = {}) {
  const error: Error & Record<string, unknown> = Object.assign(new Error(message), fields);
  error.severity = "ERROR";
  return error;
}

function failedInsert() {
  const cause = postgresError('duplicate key value violates unique constraint "users_email_key"', {
    code: "23505",
    detail: `Key (email)=(${email}) already exists.`,
    where: `unnamed portal parameter $2 = '${email}'`,
    constraint: "users_email_key",
    table: "users",
    schema: "public",
  });
  return new DrizzleQueryError(
    'insert into "users" ("name", "email") values ($1, $2)',
    [name, email],
    cause,
  );
}

const hasNoValues = (text: string) => {
  expect(text).not.toContain(email);
  expect(text).not.toContain(name);
};

describe("database errors without their values", () => {
  it("redacts a failed query in place: message, stack, parameters and the cause's detail", () => {
    const error = failedInsert();
    expect(error.message).toContain(email); // what drizzle writes
    expect(isDatabaseError(error)).toBe(true);
    redactDatabaseError(error);
    hasNoValues(error.message);
    hasNoValues(String(error.stack));
    hasNoValues(JSON.stringify(error.params));
    const cause = error.cause as unknown as Record<string, unknown>;
    hasNoValues(JSON.stringify(cause));
    hasNoValues(String(cause.where));
    // What finds the fault stays.
    expect(error.message).toBe(
      'Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: (2 parameters redacted)',
    );
    expect(error.stack).toMatch(/^Error: Failed query: insert into "users"/);
    expect(error.stack).toMatch(/\n {4}at /);
    expect(error.query).toBe('insert into "users" ("name", "email") values ($1, $2)');
    expect(cause).toMatchObject({ code: "23505", constraint: "users_email_key" });
    // Once more changes nothing.
    const again = error.message;
    redactDatabaseError(error);
    expect(error.message).toBe(again);
  });

  it("quotes no value of a data exception (class 22)", () => {
    const error = postgresError('invalid input syntax for type uuid: "anna.beispiel@example.com"', {
      code: "22P02",
    });
    redactDatabaseError(error);
    expect(error.message).toBe('invalid input syntax for type uuid: "(redacted)"');
  });

  it("copies for the log, leaving the error in use as it was, with the code of its cause", () => {
    const error = failedInsert();
    const copy = errorForLog(error);
    expect(error.message).toContain(email);
    expect(copy).not.toBe(error);
    expect(copy).toBeInstanceOf(DrizzleQueryError);
    hasNoValues(copy.message);
    hasNoValues(JSON.stringify((copy as unknown as { params: unknown }).params));
    hasNoValues(JSON.stringify(copy.cause));
    expect(copy).toMatchObject({ code: "23505", constraint: "users_email_key", table: "users" });
  });

  it("leaves other errors alone", () => {
    const error = new Error(`Invitation for ${email} failed`);
    expect(isDatabaseError(error)).toBe(false);
    expect(redactDatabaseError(error).message).toContain(email);
    expect(errorForLog(error)).toBe(error);
    const args = [{ err: error }, "Something failed"];
    expect(redactLogArguments(args)).toBe(args);
  });

  it("rewrites a log call's arguments: the error under any key and the text repeating it", () => {
    const error = failedInsert();
    const raw = error.message;
    for (const args of [
      [error],
      [{ err: error, reqId: "req-1" }, raw],
      [{ error }, `while saving: ${raw}`],
    ]) {
      const logged = redactLogArguments(args);
      const text = JSON.stringify(logged, (_key, value: unknown) =>
        value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value,
      );
      hasNoValues(text);
      expect(text).toContain("parameters redacted");
    }
    // The original, still thrown and handled elsewhere, is not touched by logging it.
    expect(error.message).toBe(raw);
  });
});
