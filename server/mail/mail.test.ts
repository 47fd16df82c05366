import { describe, expect, it } from "vitest";
import type { LeadRecord } from "../leads/store/intake.ts";
import { createMailer } from "./index.ts";
import { escapeHtml } from "../html.ts";
import { composeMail, eventLabel, headerSafe } from "./messages.ts";
import { isPermanentFailure } from "./transport.ts";
import { retryDelay } from "./worker.ts";
import type { DatabaseService } from "../database/service.ts";

const enquiry: LeadRecord = {
  id: "0d5f7a1e-8d6c-4a59-9a52-5d7c2b1e9f00",
  idempotencyKey: null,
  createdAt: new Date("2026-11-21T14:30:00Z"),
  language: "en",
  sourcePage: "/en/contact",
  channel: "api",
  name: "Ada <Lovelace>",
  company: "Analytical & Co",
  email: "ada@example.com",
  phone: null,
  participants: 12,
  event: "other",
  events: ["other"],
  estimate: null,
  eventOther: "Boat trip",
  preferredDate: null,
  message: "Hi\nthere",
  privacyPolicyVersion: "2.0",
};
const settings = { from: "Spreegeist Events <hallo@spreegeist.test>", agencyEmail: "a@b.test" };

describe("mail messages", () => {
  it("escapes HTML and flattens anything that could break a header", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
    expect(headerSafe("a\r\nBcc: b\u2028c\u0000d")).toBe("a Bcc: b c d");
    expect(headerSafe("x".repeat(300), 10)).toBe("x".repeat(10));
  });

  it("names 'other' events with what the visitor wrote, per language", () => {
    expect(eventLabel(enquiry, "de")).toBe("Sonstiges / noch unsicher: Boat trip");
    expect(eventLabel({ ...enquiry, eventOther: null }, "en")).toBe("Other / not sure yet");
    expect(eventLabel({ ...enquiry, event: "Bowling", events: ["Bowling"] }, "en")).toBe("Bowling");
    expect(eventLabel({ ...enquiry, event: "Bowling", events: ["Bowling", "other"] }, "en")).toBe(
      "Bowling, Other / not sure yet: Boat trip",
    );
    // A lead stored before the list of events: its one event.
    expect(eventLabel({ ...enquiry, event: "Karaoke", events: [] }, "en")).toBe("Karaoke");
  });

  it("builds the agency mail with reply-to the visitor and a stable Message-ID", () => {
    const mail = composeMail("agency", "row-1", enquiry, settings);
    expect(mail.to).toBe("a@b.test");
    expect(mail.replyTo).toEqual({ name: "Ada <Lovelace>", address: "ada@example.com" });
    expect(mail.subject).toBe(
      "Anfrage: Sonstiges / noch unsicher: Boat trip · 12 Personen · Analytical & Co",
    );
    expect(mail.messageId).toBe("<row-1@spreegeist.test>");
    expect(String(mail.html)).toContain("Ada &lt;Lovelace&gt;");
    expect(String(mail.text)).toContain("Nachricht:\nHi\nthere");
    expect(String(mail.text)).toContain("21.11.2026, 15:30 (Berlin)");
  });

  it("builds the confirmation in the visitor's language, to the visitor", () => {
    const mail = composeMail("confirmation", "row-2", enquiry, settings);
    expect(mail.to).toEqual({ name: "Ada <Lovelace>", address: "ada@example.com" });
    expect(mail.subject).toBe(
      "Your enquiry with Spreegeist Events: Other / not sure yet: Boat trip",
    );
    expect(String(mail.text)).toContain("within 24 hours");
    expect(String(mail.html)).toContain('<html lang="en">');
  });
});

describe("mail delivery rules", () => {
  it("waits longer after each failure, repeating the last wait", () => {
    const delays = [30_000, 120_000, 600_000];
    expect([1, 2, 3, 4, 9].map((n) => retryDelay(n, delays))).toEqual([
      30_000, 120_000, 600_000, 600_000, 600_000,
    ]);
  });

  it("treats SMTP 5xx answers as final and everything else as worth a retry", () => {
    expect(isPermanentFailure(Object.assign(new Error("x"), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error("x"), { responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(false);
  });

  it("says once at start-up that mails are written as files without SMTP_URL", () => {
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(m),
      warn: (m: string) => lines.push(m),
      error: () => {},
    };
    const config = { from: "x@y.test", agencyEmail: "a@b.test", retryDelaysMs: [1], leaseMs: 1 };
    const database = {} as DatabaseService;
    createMailer({ config, dataDir: "/tmp/data", database, now: () => new Date(), log }).stop();
    expect(lines).toEqual([
      "Mail: SMTP_URL is not set, so e-mails are not sent but written as .eml files in /tmp/data/outbox",
    ]);
    lines.length = 0;
    createMailer({
      config: { ...config, smtpUrl: "smtp://mail.example.com:2525" },
      dataDir: "/tmp/data",
      database,
      now: () => new Date(),
      log,
    }).stop();
    expect(lines).toEqual(["Mail: sending through SMTP server mail.example.com:2525"]);
  });
});
