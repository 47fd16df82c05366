/**
 * A booking made the way the app makes one, for the calendar's API and browser tests: an
 * offer drafted from a lead through the back office's API, given its date, time and place,
 * sent (number, frozen PDF, mail with the link), and accepted on the public offer page with
 * the code mailed to the customer. Where mails are read is the caller's (the outbox table,
 * or the .eml files of a server without SMTP).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { OfferDetail } from "../../server/offers/types.ts";
import { parseMail } from "../api/mail-parse.ts";

export interface BookingFlowClient {
  /** The server's origin (http://127.0.0.1:PORT). */
  origin: string;
  /** The signed-in staff member's Cookie header. */
  cookie: string;
  /** The text of the newest mail to `to` whose subject matches, waiting for it if need be. */
  mailText(to: string, subject: RegExp): Promise<string>;
}

export interface BookingDetails {
  eventDate: string;
  startTime: string | null;
  durationMinutes: number | null;
  place: string | null;
  /** Optional: the headcount, the deposit asked (basis points) and a postal address, so the
   * acceptance issues the deposit invoice (more than 20 participants). */
  participants?: number;
  depositBp?: number;
  address?: { street: string; postalCode: string; city: string; country: string };
}

async function call<T>(
  client: BookingFlowClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${client.origin}/api/admin${path}`, {
    method,
    headers: {
      cookie: client.cookie,
      origin: client.origin,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function postForm(client: BookingFlowClient, path: string, form: Record<string, string>) {
  const response = await fetch(`${client.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: client.origin },
    body: new URLSearchParams(form).toString(),
  });
  if (response.status >= 400) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Drafts, sends and (unless told not to) accepts an offer for the lead; its id, number and
 * link token. `overrideClash` sends it for a day another booking holds (decision 0193).
 */
export async function acceptedOffer(
  client: BookingFlowClient,
  leadId: string,
  details: BookingDetails,
  options: { accept?: boolean; overrideClash?: boolean } = {},
): Promise<{ offerId: string; number: string; token?: string }> {
  const draft = await call<OfferDetail>(client, "POST", `/leads/${leadId}/offers`, {});
  await call<OfferDetail>(client, "PUT", `/offers/${draft.id}`, {
    language: draft.language,
    customer: details.address ? { ...draft.customer, address: details.address } : draft.customer,
    eventDate: details.eventDate,
    startTime: details.startTime,
    durationMinutes: details.durationMinutes,
    place: details.place,
    participants: details.participants ?? draft.participants,
    intro: draft.intro,
    discount: draft.discount,
    validUntil: draft.validUntil,
    depositBp: details.depositBp ?? draft.depositBp,
    lines: draft.lines.map(({ netCents: _net, ...line }) => line),
  });
  const mail = await call<{ subject: string; text: string }>(
    client,
    "GET",
    `/offers/${draft.id}/mail-draft`,
  );
  const sent = await call<OfferDetail>(client, "POST", `/offers/${draft.id}/send`, {
    ...mail,
    ...(options.overrideClash ? { overrideClash: true } : {}),
  });
  if (options.accept === false) return { offerId: draft.id, number: sent.number! };
  const email = draft.customer.email;
  const offerMail = await client.mailText(email, new RegExp(`(Angebot|offer) ${sent.number!}`));
  const token = /\/(?:angebot|en\/offer)\/([A-Za-z0-9_-]{43})/.exec(offerMail)?.[1];
  if (!token) throw new Error(`no offer link in the mail: ${offerMail}`);
  const page = draft.language === "en" ? `/en/offer/${token}` : `/angebot/${token}`;
  const answer = await acceptOnPage(client, page, email, draft.customer.contactName);
  if (answer.status >= 400) {
    throw new Error(`POST ${page}/accept answered ${answer.status}: ${await answer.text()}`);
  }
  return { offerId: draft.id, number: sent.number!, token };
}

/** Sends a draft as the app does (its mail draft, unchanged); its number. */
export async function sendDraft(
  client: BookingFlowClient,
  offerId: string,
  options: { overrideClash?: boolean } = {},
): Promise<{ number: string }> {
  const mail = await call<{ subject: string; text: string }>(
    client,
    "GET",
    `/offers/${offerId}/mail-draft`,
  );
  const sent = await call<OfferDetail>(client, "POST", `/offers/${offerId}/send`, {
    ...mail,
    ...(options.overrideClash ? { overrideClash: true } : {}),
  });
  return { number: sent.number! };
}

/** The customer accepts on the offer's page (its path) with the code mailed to them. */
export async function acceptOnPage(
  client: BookingFlowClient,
  page: string,
  email: string,
  name: string,
): Promise<Response> {
  await postForm(client, `${page}/code`, {});
  const codeMail = await client.mailText(email, /Code|code/);
  const code = /\b(\d{6})\b/.exec(codeMail)?.[1];
  if (!code) throw new Error(`no code in the mail: ${codeMail}`);
  return fetch(`${client.origin}${page}/accept`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: client.origin },
    body: new URLSearchParams({ name, position: "Teamleitung", termsAccepted: "yes", code }),
  });
}

/**
 * `mailText` for a server without SMTP: the .eml files its mail worker writes into
 * DATA_DIR/outbox, newest first, polled for up to 10 seconds.
 */
export function emlMailText(dataDir: string): BookingFlowClient["mailText"] {
  const folder = path.join(dataDir, "outbox");
  return async (to, subject) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      let files: string[] = [];
      try {
        files = readdirSync(folder).filter((file) => file.endsWith(".eml"));
      } catch {
        // Not written yet.
      }
      const found = files
        .map((file) => path.join(folder, file))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
        .map((file) => parseMail(readFileSync(file, "utf8")))
        .find(
          (mail) =>
            (mail.headers.to ?? "").includes(to) && subject.test(mail.headers.subject ?? ""),
        );
      if (found) return found.text;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}
