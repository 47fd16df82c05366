/**
 * What the offer and invoice browser tests share: a lead made the way a visitor makes one
 * (the enquiry API), and the mails the server's worker wrote to its outbox folder.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseMail, type ParsedMail } from "../api/mail-parse";
import { getSession, postJson } from "../api/support/client";
import { e2eConfig } from "./admin-support";
import { expect } from "./fixtures";

/** A German enquiry for 24 people as the contact form sends it: the lead's id. */
export async function enquiryLead(
  baseURL: string,
  who: { name: string; company: string },
  email: string,
): Promise<string> {
  const response = await postJson(
    `${baseURL}/api/enquiries`,
    await getSession(baseURL),
    {
      name: who.name,
      company: who.company,
      email,
      phone: "+49 30 1234567",
      participants: 24,
      events: ["Weihnachtliches Teamkochen"],
      date: "Anfang Dezember",
      message: "Wir freuen uns auf Ihr Angebot.",
      privacy: true,
      language: "de",
      sourcePage: "/kontakt",
      elapsedMs: 15_000,
    },
    { "idempotency-key": randomUUID() },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The newest mail of `kind` to `address` in the outbox, once the worker wrote it. */
export async function outboxMail(
  baseURL: string,
  kind: string,
  address: string,
): Promise<ParsedMail> {
  const outbox = path.join(e2eConfig(baseURL).dataDir, "outbox");
  const find = () => {
    let files: string[];
    try {
      files = readdirSync(outbox)
        .filter((file) => file.includes(`-${kind}-`))
        .sort();
    } catch {
      return undefined;
    }
    return files
      .reverse()
      .map((file) => parseMail(readFileSync(path.join(outbox, file), "utf8")))
      .find((mail) => mail.headers.to?.includes(address));
  };
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}
