/**
 * What the offer and invoice browser tests share: a lead made the way a visitor makes one
 * (the enquiry API), an offer staff make from it and send (the back office's API), and the
 * mails the server's worker wrote to its outbox folder.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { parseMail, type ParsedMail } from "../api/mail-parse";
import { getSession, postJson } from "../api/support/client";
import { e2eConfig } from "./admin-support";
import { expect } from "./fixtures";
import { addDays, berlinDay } from "#app/shared/berlin-time.ts";

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

/** What a test may set on the offer beyond the lead's own figures. */
export interface OfferExtras {
  /** The customer's postal address (the invoices need one). */
  address?: { street: string; postalCode: string; city: string; country: string };
  /** The deposit in basis points; the owners' setting when left out. */
  depositBp?: number;
  /** How many days ahead the event is (40 when left out). */
  daysAhead?: number;
  /**
   * Send although another booking holds the day (decision 0193). On by default: the shared
   * browser-test server gathers the bookings of every spec on the same few days, and these
   * specs are about other things; a spec about the clash passes false.
   */
  overrideClash?: boolean;
}

/**
 * Staff make an offer from the lead, give it a date 40 days ahead (or as told), time and place, and send
 * it with a short German mail, through the back office's API: its id and number.
 */
export async function sendOfferByApi(
  api: APIRequestContext,
  baseURL: string,
  leadId: string,
  extras: OfferExtras = {},
): Promise<{ id: string; number: string }> {
  const headers = { origin: baseURL };
  const created = await api.post(`/api/admin/leads/${leadId}/offers`, { headers });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as Record<string, unknown> & {
    id: string;
    customer: Record<string, unknown>;
    lines: Array<Record<string, unknown>>;
  };
  const days = extras.daysAhead ?? 40;
  // Days from the server's Berlin day (0: the event is today).
  const day = addDays(berlinDay(), days);
  const saved = await api.put(`/api/admin/offers/${draft.id}`, {
    headers,
    data: {
      language: draft.language,
      customer: extras.address ? { ...draft.customer, address: extras.address } : draft.customer,
      eventDate: day,
      startTime: "15:00",
      durationMinutes: 180,
      place: "Kreuzberg",
      participants: draft.participants,
      intro: null,
      discount: null,
      validUntil: draft.validUntil,
      depositBp: extras.depositBp ?? draft.depositBp,
      lines: draft.lines.map((line) => ({
        kind: line.kind,
        eventSlug: line.eventSlug,
        title: line.title,
        detail: line.detail,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceCents: line.unitPriceCents,
        taxRateBp: line.taxRateBp,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await api.post(`/api/admin/offers/${draft.id}/send`, {
    headers,
    data: {
      subject: "Ihr Angebot {number}",
      text: "Guten Tag,\n\nhier ist unser Angebot: {link}\n\nViele Grüße",
      overrideClash: extras.overrideClash ?? true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return { id: draft.id, number: ((await sent.json()) as { number: string }).number };
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
      // Only finished mails: the outbox writes each to a `.eml.tmp` file and then renames it.
      files = readdirSync(outbox)
        .filter((file) => file.includes(`-${kind}-`) && file.endsWith(".eml"))
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
