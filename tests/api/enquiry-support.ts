/**
 * Shared pieces of the enquiry tests: a valid body, posting it like the form does, and
 * reading back what the database holds.
 */
import { randomUUID } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import type { DatabaseService } from "../../server/database/service.ts";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { postJson, type Session } from "./support/server.ts";

export function validEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: "Anna Beispiel",
    company: "Beispiel GmbH",
    email: "anna@beispiel.de",
    phone: "+49 30 1234567",
    participants: 24,
    event: "City Rally Berlin",
    date: "Mitte Dezember",
    message: "Hallo,\nwir planen unser Sommerfest.",
    privacy: true,
    language: "de",
    sourcePage: "/contact?event=City%20Rally%20Berlin",
    elapsedMs: 15_000,
    ...overrides,
  };
}

export const newKey = () => randomUUID();

export function postEnquiry(
  baseUrl: string,
  session: Session | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return postJson(`${baseUrl}/api/enquiries`, session, body, {
    "idempotency-key": newKey(),
    ...headers,
  });
}

export async function storedCounts(database: DatabaseService) {
  return database.run(async (db) => ({
    enquiries: (await db.select({ n: count() }).from(enquiries))[0]!.n,
    mails: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
  }));
}

export function outboxOf(database: DatabaseService, enquiryId: string) {
  return database.run((db) =>
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.enquiryId, enquiryId))
      .orderBy(asc(mailOutbox.kind)),
  );
}

export async function clearEnquiries(database: DatabaseService) {
  await database.run((db) => db.delete(enquiries));
}

/** Waits until the outbox rows satisfy `done`; resolves with them. */
export async function waitForOutbox(
  database: DatabaseService,
  done: (rows: Array<typeof mailOutbox.$inferSelect>) => boolean,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await database.run((db) => db.select().from(mailOutbox));
    if (done(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`outbox not as awaited: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until every outbox row has left `pending`/`sending`. */
export function waitForOutboxSettled(database: DatabaseService, timeoutMs = 10_000) {
  return waitForOutbox(
    database,
    (rows) => rows.every((row) => row.status === "sent" || row.status === "failed"),
    timeoutMs,
  );
}

/** Posts the form the way a browser without JavaScript does. */
export function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { "sec-fetch-site": "same-origin" },
) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export const validFormFields = {
  name: "Jonas Weber",
  company: "Weber & Söhne KG",
  email: "jonas@weber.example",
  phone: "",
  participants: "40",
  event: "Teamkochen",
  eventOther: "",
  date: "",
  message: "Zeile eins\r\nZeile zwei",
  privacy: "on",
  website: "",
};
