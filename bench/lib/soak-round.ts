/**
 * One round of a working day against a running server, through its HTTP answers only, as
 * bench/soak.ts repeats it: sign-in, an enquiry (a lead), an offer from the lead with its
 * draft PDF, sent; the customer's code and acceptance (the deposit invoice follows by
 * itself); the final invoice, its PDF and e-invoice; an event published. Mails are read
 * from the `.eml` files of the outbox (no SMTP_URL), as they would arrive.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { TEST_BUSINESS } from "../../tests/api/support/business.ts";
import { getSession } from "../../tests/api/support/client.ts";

const PASSWORD = "Kastanienallee 17, Hinterhaus!";
const EVENT = "/api/admin/content/event/zombie-virus";

/** A mail's text as written: quoted-printable soft breaks and escapes undone. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Draft fields an offer's PUT takes (the detail has more, which the strict body refuses). */
interface OfferDraft {
  id: string;
  language: string;
  customer: Record<string, unknown>;
  participants: number;
  validUntil: string;
  depositBp: number;
  lines: Record<string, unknown>[];
}

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export class SoakClient {
  private cookie = "";
  private readonly seenMails = new Set<string>();

  constructor(
    private readonly url: string,
    private readonly dataDir: string,
    private readonly email: string,
  ) {}

  async waitUntilReady(exited: () => boolean): Promise<void> {
    for (let i = 0; i < 1200; i++) {
      if (exited()) throw new Error("the server exited during start-up");
      try {
        const health = (await (await fetch(`${this.url}/healthz`)).json()) as {
          database?: string;
        };
        if (health.database === "ready") return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the server did not become ready in 120 s");
  }

  /** Accepts the owner's invitation and stores the business data invoices need (decision 0180). */
  async acceptInvitation(token: string): Promise<void> {
    await this.json("POST", "/api/admin/invitations/accept", {
      token,
      name: "Soak Owner",
      password: PASSWORD,
    });
    await this.signIn();
    await this.json("PUT", "/api/admin/business", TEST_BUSINESS);
  }

  /** One round; `step` is called after each of its steps with the step's name. */
  async round(n: number, step: (name: string) => void = () => undefined): Promise<void> {
    await this.signIn();
    step("sign-in");
    const leadId = await this.enquiry(n);
    step("lead");
    const offer = await this.offer(leadId);
    step("offer");
    await this.accept(offer);
    step("acceptance");
    await this.finalInvoice(offer.id);
    step("invoice");
    await this.publish(n);
    step("publish");
    await this.json("POST", "/api/admin/auth/sign-out", {});
  }

  private async signIn(): Promise<void> {
    const response = await this.fetch("POST", "/api/admin/auth/sign-in/email", {
      email: this.email,
      password: PASSWORD,
    });
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    this.cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0]!)
      .filter((pair) => !pair.endsWith("="))
      .join("; ");
    await this.json("GET", "/api/admin/leads");
  }

  private async enquiry(n: number): Promise<string> {
    const session = await getSession(this.url);
    const response = await fetch(`${this.url}/api/enquiries`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: session.cookie,
        "x-csrf-token": session.token,
      },
      body: JSON.stringify({
        name: "Greta Schneider",
        company: `Soak ${n} GmbH`,
        email: `soak-${n}@kunde.example`,
        participants: 24,
        event: "City Rally Berlin",
        message: "Wir planen einen Teamtag im Frühjahr.",
        privacy: true,
        language: "de",
        sourcePage: "/contact",
        elapsedMs: 20_000,
      }),
    });
    if (response.status !== 201) {
      throw new Error(`enquiry answered ${response.status}: ${await response.text()}`);
    }
    return ((await response.json()) as { id: string }).id;
  }

  /** A draft from the lead, completed, its preview PDF, sent; its link from the mail. */
  private async offer(leadId: string): Promise<{ id: string; token: string }> {
    const draft = (await this.json("POST", `/api/admin/leads/${leadId}/offers`)) as OfferDraft;
    await this.json("PUT", `/api/admin/offers/${draft.id}`, {
      language: draft.language,
      customer: {
        ...draft.customer,
        address: { street: "Oranienstraße 1", postalCode: "10999", city: "Berlin", country: "DE" },
      },
      eventDate: dayFromToday(40),
      startTime: "14:00",
      durationMinutes: 180,
      place: "Kreuzberg",
      participants: draft.participants,
      intro: null,
      discount: null,
      validUntil: draft.validUntil,
      depositBp: draft.depositBp,
      lines: draft.lines.map(({ netCents: _, ...line }) => line),
    });
    await this.bytes(`/api/admin/offers/${draft.id}/pdf`);
    const sent = (await this.json("POST", `/api/admin/offers/${draft.id}/send`, {
      subject: "Ihr Angebot {number}",
      text: "Guten Tag,\n\nhier ist Ihr Angebot: {link}\n",
    })) as { number: string };
    const mail = await this.mail(`Angebot ${sent.number}`);
    const token = /\/angebot\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    if (!token) throw new Error(`no offer link in the mail of ${sent.number}`);
    return { id: draft.id, token };
  }

  /** The customer's page and PDF, a code by mail, the acceptance (a 303 back to the page). */
  private async accept(offer: { id: string; token: string }): Promise<void> {
    const page = `/angebot/${offer.token}`;
    await this.bytes(page, false);
    await this.bytes(`${page}/pdf`, false);
    const form = (fields: Record<string, string>) =>
      fetch(`${this.url}${page}/${fields.code ? "accept" : "code"}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: this.url },
        body: new URLSearchParams(fields).toString(),
      });
    const requested = await form({});
    if (requested.status !== 200) throw new Error(`code request answered ${requested.status}`);
    await requested.arrayBuffer();
    const code = /\b(\d{6})\b/.exec(await this.mail("Code"))?.[1];
    if (!code) throw new Error("no code in the code mail");
    const accepted = await form({
      name: "Greta Schneider",
      position: "HR",
      termsAccepted: "yes",
      code,
    });
    if (accepted.status !== 303) {
      throw new Error(`acceptance answered ${accepted.status}: ${await accepted.text()}`);
    }
    await this.bytes(page, false);
  }

  private async finalInvoice(offerId: string): Promise<void> {
    const invoice = (await this.json(
      "POST",
      `/api/admin/offers/${offerId}/invoices/final`,
      {},
    )) as {
      id: string;
    };
    await this.bytes(`/api/admin/invoices/${invoice.id}/pdf`);
    await this.bytes(`/api/admin/invoices/${invoice.id}/xml`);
    const { items } = (await this.json("GET", `/api/admin/offers/${offerId}/invoices`)) as {
      items?: { id: string }[];
    };
    for (const item of items ?? []) await this.bytes(`/api/admin/invoices/${item.id}/pdf`);
  }

  /** An event's title changed and published: the site is rendered again. */
  private async publish(n: number): Promise<void> {
    const doc = (await this.json("GET", EVENT)) as {
      revision: number;
      published: { de: { title: string } };
    };
    const data = { ...doc.published, de: { ...doc.published.de, title: `Zombie Virus ${n}` } };
    await this.json("POST", `${EVENT}/publish`, { revision: doc.revision, data });
  }

  /** The first new mail of the outbox whose text holds `marker`, decoded (waits up to 20 s). */
  private async mail(marker: string): Promise<string> {
    const outbox = path.join(this.dataDir, "outbox");
    for (let i = 0; i < 200; i++) {
      let names: string[] = [];
      try {
        names = readdirSync(outbox);
      } catch {
        // not written yet
      }
      for (const name of names) {
        // A mail is written as .eml.tmp and renamed when complete.
        if (!name.endsWith(".eml") || this.seenMails.has(name)) continue;
        const text = decodeMail(readFileSync(path.join(outbox, name), "utf8"));
        if (!text.includes(marker)) continue;
        this.seenMails.add(name);
        return text;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail with "${marker}" in the outbox`);
  }

  private fetch(method: string, pathname: string, body?: unknown): Promise<Response> {
    return fetch(`${this.url}${pathname}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: this.url,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  private async json(method: string, pathname: string, body?: unknown): Promise<unknown> {
    const response = await this.fetch(method, pathname, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  private async bytes(pathname: string, signedIn = true): Promise<number> {
    const response = signedIn
      ? await this.fetch("GET", pathname)
      : await fetch(`${this.url}${pathname}`);
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  }
}
