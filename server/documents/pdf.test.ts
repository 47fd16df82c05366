/**
 * Offer and invoice PDFs (pdf.ts): what the pages say, read back with poppler's `pdftotext
 * -layout` (so amounts must stand on the same line as their labels), the metadata with
 * `pdfinfo`, and that the same document renders to the same bytes whatever the clock says.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { exampleProfile } from "../business/profile.ts";
import type { BusinessDocument } from "./model.ts";
import { renderDocumentPdf } from "./pdf.ts";
import { sampleFinalInvoice, sampleOffer } from "./pdf-samples.ts";
import { familyName } from "./salutation.ts";
import {
  formatCents,
  formatDay,
  formatDuration,
  formatQuantity,
  internationalPhone,
} from "./words.ts";

const dir = mkdtempSync(path.join(tmpdir(), "spreegeist-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
});

let count = 0;
async function render(doc: BusinessDocument) {
  const pdf = await renderDocumentPdf(doc);
  const file = path.join(dir, `${++count}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return { pdf, file, text, info, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
}

/**
 * How many separate marks each printing of `word` on page 1 makes at `dpi`, as a screen
 * shows it: poppler gives the word's box, pdftoppm its grey pixels, and every run of pixel
 * columns with ink (darker than 200 of 255) between blank columns is one mark.
 */
function inkRuns(file: string, word: string, dpi: number): number[] {
  const boxes = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"], {
    encoding: "utf8",
  });
  const pattern =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  const runs: number[] = [];
  for (const match of boxes.matchAll(pattern)) {
    if (match[5] !== word) continue;
    const [x0, y0, x1, y1] = match.slice(1, 5).map((value) => (Number(value) * dpi) / 72);
    const crop = {
      x: Math.floor(x0!) - 1,
      y: Math.floor(y0!),
      w: Math.ceil(x1! - x0!) + 3,
      h: Math.ceil(y1! - y0!),
    };
    const pgm = execFileSync("pdftoppm", [
      ...["-gray", "-r", String(dpi), "-f", "1", "-l", "1"],
      ...["-x", String(crop.x), "-y", String(crop.y), "-W", String(crop.w), "-H", String(crop.h)],
      file,
    ]);
    // Binary PGM: "P5", width, height, maxval, one whitespace, then the pixels row by row.
    const header = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(pgm.subarray(0, 40).toString("latin1"))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    let marks = 0;
    let inked = false;
    for (let x = 0; x < width; x++) {
      let ink = false;
      for (let y = 0; y < height && !ink; y++) ink = pixels[y * width + x]! < 200;
      if (ink && !inked) marks++;
      inked = ink;
    }
    runs.push(marks);
  }
  return runs;
}

describe("an offer under § 19, in German", () => {
  it("carries the letter's details, the lines, the total, the tax note and the terms on one page", async () => {
    const { text, info, pages, pdf } = await render(sampleOffer());

    expect(pages).toBe(1);
    expect(text).toContain("Angebot A-2026-0042");
    expect(text).toMatch(/Angebotsnummer\s+A-2026-0042/);
    expect(text).toMatch(/Datum\s+26\.11\.2026/);
    expect(text).toMatch(/Gültig bis\s+03\.12\.2026/);
    // Agency and customer.
    expect(text).toContain("Spreegeist Events – Inhaberin Lena Hartmann");
    expect(text).toContain("Am Großen Wannsee 42 · 14109 Berlin");
    expect(text).toContain("Steuernummer 20/345/67890");
    expect(text).toContain("www.spreegeist-events.de");
    expect(text).toContain("Müller & Söhne Logistik GmbH");
    expect(text).toMatch(/Jana Weiß.*\n\s*Friedrichstraße 123.*\n\s*10117 Berlin/);
    // The event.
    expect(text).toMatch(
      /10\.12\.2026\s+14:00 Uhr\s+3 Stunden\s+25 Personen\s+Kochschule am Spreeufer/,
    );
    // Lines: quantity with unit, unit price, amount on one line; no VAT column under § 19.
    expect(text).toMatch(/1\s+Teamkochen: Weihnachtsmenü\s+25 Pers\.\s+89,00 €\s+2\.225,00 €/);
    expect(text).toContain("Drei Gänge mit Profikoch, Schürzen, alle Zutaten");
    expect(text).toMatch(/3\s+Moderation\s+3 Std\.\s+95,00 €\s+285,00 €/);
    expect(text).toMatch(/4\s+Dekoration „Winterwald“\s+1 pauschal\s+240,00 €\s+240,00 €/);
    expect(text).toMatch(/Pos\.\s+Beschreibung\s+Menge\s+Einzelpreis\s+Betrag/);
    expect(text).not.toContain("USt.");
    expect(text).toMatch(/Gesamtbetrag\s+3\.212,50 €/);
    expect(text).not.toContain("Zwischensumme");
    expect(text).toContain("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.");
    // Terms.
    expect(text).toContain("Dieses Angebot gilt bis zum 03.12.2026.");
    expect(text).toContain("Unsere Angebote sind freibleibend");
    expect(text).toContain(
      "Bei Annahme stellen wir eine Anzahlung von 50 % (1.606,25 €) in Rechnung",
    );
    expect(text).toContain("innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug zahlbar");
    expect(text).toMatch(
      /Stornierung \(AGB § 5\): bis 14 Tage vor dem Event kostenfrei; 13 bis 7 Tage vor dem Event 50 % des Gesamtpreises;\s+weniger\s+als 7 Tage vor dem Event 100 % des Gesamtpreises\./,
    );
    expect(text).toContain(
      "Es gelten unsere Allgemeinen Geschäftsbedingungen: https://www.spreegeist-events.de/terms",
    );
    // Where to accept, never the link with its token (decision 0164).
    expect(text).toContain("Online annehmen: über den Link in unserer E-Mail zu diesem Angebot.");
    expect(text).not.toContain("/angebot/");
    expect(text).toContain("Seite 1 von 1");
    // Metadata: title, author, language, creation date = issue date.
    expect(info).toMatch(/^Title:\s+Angebot A-2026-0042$/m);
    expect(info).toMatch(/^Author:\s+Spreegeist Events$/m);
    expect(info).toMatch(/^CreationDate:\s+Thu Nov 26 00:00:00 2026 UTC$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(pdf.includes("/Lang (de-DE)")).toBe(true);
    const fonts = execFileSync("pdffonts", [path.join(dir, `${count}.pdf`)], { encoding: "utf8" });
    expect(fonts).toMatch(/\+Inter-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+Inter-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it("gives the same bytes for the same document, whatever the clock says", async () => {
    const first = await renderDocumentPdf(sampleOffer());
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T12:34:56Z"));
    const second = await renderDocumentPdf(sampleOffer());
    vi.useRealTimers();
    expect(second.equals(first)).toBe(true);

    const other = await renderDocumentPdf({ ...sampleOffer(), number: "A-2026-0043" });
    expect(other.equals(first)).toBe(false);
  });

  it("on the accepted copy says who accepted it when (Berlin time) and the checksum, without the link", async () => {
    const hex = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    const { text } = await render({
      ...sampleOffer(),
      acceptance: {
        name: "Jana Weiß",
        position: "Teamleitung",
        acceptedAt: "2026-11-27T09:15:00.000Z",
        pdfSha256: hex,
      },
    });
    expect(text).toContain(
      "Angenommen von Jana Weiß, Teamleitung, am 27.11.2026 um 10:15 Uhr (Berlin)",
    );
    expect(text).toContain("Prüfsumme SHA-256 des angenommenen Angebots:");
    expect(text).toContain(hex);
    expect(text).not.toContain("Online annehmen");
  });
});

describe("an offer under the regular regime, in English", () => {
  it("shows the VAT column, net, discount, VAT per rate on its base, gross and the VAT note", async () => {
    const { text, pdf } = await render(
      sampleOffer({
        language: "en",
        regime: "regular",
        discount: { kind: "percent", basisPoints: 1000 },
      }),
    );
    expect(text).toContain("Offer A-2026-0042");
    expect(text).toMatch(/Offer number\s+A-2026-0042/);
    expect(text).toMatch(/Valid until\s+3 Dec 2026/);
    expect(text).toMatch(/No\.\s+Description\s+Quantity\s+Unit price\s+VAT\s+Amount/);
    expect(text).toMatch(/Team cooking: Christmas menu\s+25 people\s+€89\.00\s+19%\s+€2,225\.00/);
    expect(text).toMatch(/Drinks package\s+25 people\s+€18\.50\s+7%\s+€462\.50/);
    expect(text).toMatch(/Decoration\s+1 flat rate\s+€240\.00\s+19%\s+€240\.00/);
    expect(text).toMatch(/Net subtotal\s+€3,212\.50/);
    expect(text).toMatch(/Discount 10%\s+-€321\.25/);
    expect(text).toMatch(/Net amount\s+€2,891\.25/);
    expect(text).toMatch(/VAT 19% on €2,475\.00\s+€470\.25/);
    expect(text).toMatch(/VAT 7% on €416\.25\s+€29\.14/);
    expect(text).toMatch(/Total gross\s+€3,390\.64/);
    expect(text).toContain("All prices plus statutory VAT.");
    expect(text).not.toContain("§ 19 UStG");
    expect(text).toContain("This offer is valid until 3 Dec 2026.");
    expect(text).toContain("On acceptance we invoice a deposit of 50% (€1,695.32)");
    expect(text).toContain("Our offers are non-binding");
    expect(text).toContain(
      "Our terms and conditions apply: https://www.spreegeist-events.de/en/terms",
    );
    // The link with its token is in the mail alone (decision 0164).
    expect(text).toContain("Accept online: through the link in our e-mail with this offer.");
    expect(text).not.toContain("/angebot/");
    // The agency's phone as dialled from abroad, in the letterhead and the footer.
    expect(text.match(/\+49 30 8090 1234/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/(?<!\+49 )\b030 8090 1234/);
    expect(text).toMatch(/Page 1 of \d/);
    expect(pdf.includes("/Lang (en-GB)")).toBe(true);
  });
});

describe("invoices", () => {
  it("a final invoice: dates, offer, prepayment deducted, amount due, payment terms and bank", async () => {
    const { text, info } = await render(sampleFinalInvoice());
    expect(text).toContain("Schlussrechnung R-2026-0107");
    expect(text).toMatch(/Rechnungsnummer\s+R-2026-0107/);
    expect(text).toMatch(/Rechnungsdatum\s+11\.12\.2026/);
    expect(text).toMatch(/Leistungsdatum\s+10\.12\.2026/);
    expect(text).toMatch(/Fällig am\s+25\.12\.2026/);
    expect(text).toMatch(/Angebot\s+A-2026-0042/);
    expect(text).toMatch(/Teamkochen: Weihnachtsmenü\s+25 Pers\.\s+89,00 €\s+2\.225,00 €/);
    expect(text).toMatch(/Gesamtbetrag\s+3\.212,50 €/);
    expect(text).toMatch(/abzgl\. Anzahlung R-2026-0093 vom 28\.11\.2026\s+-1\.606,25 €/);
    expect(text).toMatch(/Zu zahlen\s+1\.606,25 €/);
    expect(text).toContain("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.");
    expect(text).toContain("Zahlbar innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug");
    expect(text).toMatch(/bis\s+zum\s+25\.12\.2026/);
    expect(text).toContain("IBAN DE89 3704 0044 0532 0130 00");
    expect(text).toContain("https://www.spreegeist-events.de/terms");
    expect(text).not.toContain("Online annehmen");
    expect(text).not.toContain("Gültig bis");
    expect(info).toMatch(/^Title:\s+Schlussrechnung R-2026-0107$/m);
    expect(info).toMatch(/^CreationDate:\s+Fri Dec 11 00:00:00 2026 UTC$/m);
  });

  it("a deposit invoice and a cancellation carry their titles; the cancellation names the invoice it cancels", async () => {
    const invoice = sampleFinalInvoice();
    const deposit = await render({
      ...invoice,
      kind: "deposit_invoice",
      number: "R-2026-0093",
      prepayments: [],
      amountDueCents: invoice.totals.grossCents,
    });
    expect(deposit.text).toContain("Anzahlungsrechnung R-2026-0093");
    expect(deposit.text).toMatch(/die Anzahlung auf unser\s+Angebot\s+A-2026-0042/);

    const cancellation = await render({
      ...invoice,
      language: "en",
      kind: "cancellation",
      number: "R-2026-0110",
      issueDate: "2026-12-12",
      cancels: { number: "R-2026-0107", issueDate: "2026-12-11" },
    });
    expect(cancellation.text).toContain("Cancellation invoice R-2026-0110");
    expect(cancellation.text).toContain("cancels invoice R-2026-0107 of 11 Dec 2026");
    expect(cancellation.text).not.toContain("Due date");
    expect(cancellation.text).not.toContain("please transfer");
    // It credits what the final invoice asked for, less the deposit.
    expect(cancellation.text).toMatch(/less deposit R-2026-0093 of 28 Nov 2026\s+-€1,606\.25/);
    expect(cancellation.text).toMatch(/Credit\s+€1,606\.25/);
    expect(cancellation.text).not.toContain("Amount due");
  });
});

describe("the letter's wording and form", () => {
  it("greets by the form of address when known, by the full name when not", async () => {
    const known = {
      ...sampleOffer().customer,
      contactName: "Dr. Jana Weiß",
      formOfAddress: "ms" as const,
    };
    const de = await render({ ...sampleOffer(), customer: known });
    expect(de.text).toMatch(/^\s*Sehr geehrte Frau Dr\. Weiß,$/m);
    expect(de.text).not.toContain("Guten Tag");
    const mr = await render({
      ...sampleOffer({ language: "en" }),
      customer: { ...known, contactName: "Ursula von der Leyen", formOfAddress: "mr" },
    });
    expect(mr.text).toMatch(/^\s*Dear Mr von der Leyen,$/m);

    const unknown = await render(sampleOffer());
    expect(unknown.text).toMatch(/^\s*Guten Tag Jana Weiß,$/m);
    const english = await render(sampleOffer({ language: "en" }));
    expect(english.text).toMatch(/^\s*Dear Jana Weiß,$/m);
  });

  it("shows the discount's per cent on its line, in German too", async () => {
    const { text } = await render(
      sampleOffer({ discount: { kind: "percent", basisPoints: 1250 } }),
    );
    expect(text).toMatch(/Rabatt 12,5 %\s+-401,56 €/);
    const amount = await render(sampleOffer({ discount: { kind: "amount", cents: 10000 } }));
    expect(amount.text).toMatch(/Rabatt\s+-100,00 €/);
  });

  it("writes a foreign address in its country's order, with the country's name", async () => {
    const at = (address: { street: string; postalCode: string; city: string; country: string }) =>
      render({
        ...sampleOffer({ language: "en" }),
        customer: { ...sampleOffer().customer, address },
      });
    const uk = await at({
      street: "10 Baker Street",
      postalCode: "NW1 6XE",
      city: "London",
      country: "GB",
    });
    expect(uk.text).toMatch(/10 Baker Street.*\n\s*London.*\n\s*NW1 6XE.*\n\s*UNITED KINGDOM/);
    const us = await at({
      street: "350 Fifth Avenue",
      postalCode: "10118",
      city: "New York, NY",
      country: "US",
    });
    expect(us.text).toMatch(/350 Fifth Avenue.*\n\s*New York, NY 10118.*\n\s*UNITED STATES/);
    const ch = await render({
      ...sampleOffer(),
      customer: {
        ...sampleOffer().customer,
        address: { street: "Bahnhofstrasse 1", postalCode: "8001", city: "Zürich", country: "CH" },
      },
    });
    expect(ch.text).toMatch(/Bahnhofstrasse 1.*\n\s*8001 Zürich.*\n\s*SCHWEIZ/);
    // At home no country line.
    expect((await render(sampleOffer())).text).toMatch(/10117 Berlin\s*\n(?!\s*DEUTSCHLAND)/);
  });

  it("prints the agency's phone in the national form on German documents", async () => {
    const { text } = await render(sampleOffer());
    expect(text.match(/030 8090 1234/g)).toHaveLength(2);
    expect(text).not.toContain("+49");
  });

  it("asks for a code to accept online, not for a click", async () => {
    const de = await render(sampleOffer());
    expect(de.text).not.toMatch(/Klick/i);
    expect(de.text).toMatch(
      /Bis zum 03\.12\.2026 mit einem Code, den wir Ihnen dort per E-Mail senden/,
    );
    const en = await render(sampleOffer({ language: "en" }));
    expect(en.text).not.toMatch(/click/i);
    expect(en.text).toContain("Until 3 Dec 2026 with a code we send you there by e-mail");
  });

  it("sets dates so that every figure and full stop stands apart on screen", async () => {
    // "06.12.2026" was read as "0612.2026": the font's kerning drew the "1" into the stop.
    const { file } = await render({
      ...sampleOffer(),
      issueDate: "2026-12-06",
      validUntil: "2026-12-20",
      event: { ...sampleOffer().event!, date: "2026-12-16" },
    });
    for (const date of ["06.12.2026", "20.12.2026", "16.12.2026"]) {
      const runs = inkRuns(file, date, 150);
      expect(runs.length, date).toBeGreaterThan(0);
      for (const marks of runs) expect(marks, date).toBe(date.length);
    }
  });

  it("gives the event's duration in hours as the site does", async () => {
    const { text } = await render(sampleOffer());
    expect(text).toMatch(/14:00 Uhr\s+3 Stunden\s+25 Personen/);
    expect(formatDuration(150, "de")).toBe("2,5\u00a0Stunden");
    expect(formatDuration(60, "de")).toBe("1\u00a0Stunde");
    expect(formatDuration(45, "de")).toBe("45\u00a0Minuten");
    expect(formatDuration(60, "en")).toBe("1\u00a0hour");
    expect(formatDuration(90, "en")).toBe("1.5\u00a0hours");
  });
});

describe("words and the bank account", () => {
  it("formats amounts, days and quantities in each language", () => {
    expect(formatCents(123450, "de")).toBe("1.234,50\u00a0€");
    expect(formatCents(123450, "en")).toBe("€1,234.50");
    expect(formatDay("2026-11-26", "de")).toBe("26.11.2026");
    expect(formatDay("2026-11-26", "en")).toBe("26 Nov 2026");
    expect(formatQuantity(25, "person", "de")).toBe("25\u00a0Pers.");
    expect(formatQuantity(1, "person", "en")).toBe("1\u00a0person");
    expect(formatQuantity(2, "piece", "de")).toBe("2\u00a0Stk.");
  });

  it("writes a phone number as dialled from abroad, and a family name for a salutation", () => {
    expect(internationalPhone({ display: "030 8090 1234", e164: "+493080901234" })).toBe(
      "+49 30 8090 1234",
    );
    expect(internationalPhone({ display: "0221 123 45", e164: "+4922112345" })).toBe(
      "+49 221 123 45",
    );
    expect(familyName("Jana Weiß")).toBe("Weiß");
    expect(familyName("Prof. Dr. Hans Peter Müller")).toBe("Prof. Dr. Müller");
    expect(familyName("Ursula von der Leyen")).toBe("von der Leyen");
    expect(familyName("Weiß")).toBe("Weiß");
  });
});

describe("the payment QR code (GiroCode, EPC069-12)", () => {
  /** The QR codes on page 1, read by zbar (Debian's zbar-tools) from a 150 dpi rendering. */
  function qrCodesOnPage(file: string): string[] {
    const png = path.join(dir, `${path.basename(file, ".pdf")}-qr`);
    execFileSync("pdftoppm", ["-png", "-r", "150", "-f", "1", "-l", "1", "-singlefile", file, png]);
    try {
      const out = execFileSync("zbarimg", ["--quiet", "--raw", "-Sqrcode.enable", `${png}.png`], {
        encoding: "utf8",
      });
      return out.trim() ? [out.replace(/\n$/, "")] : [];
    } catch (error) {
      // zbarimg exits with 4 when the image holds no code.
      if ((error as { status?: number }).status === 4) return [];
      throw error;
    }
  }

  it("asks a banking app for the open amount to the agency's account with the invoice number", async () => {
    const agency = {
      ...exampleProfile(),
      owner: "Lena Hartmann",
      iban: "DE02120300000000202051",
      bic: "BYLADEM1001",
    };
    const invoice = { ...sampleFinalInvoice(), agency };
    const { file, text } = await render(invoice);
    const [payload] = qrCodesOnPage(file);
    expect(payload, "one QR code on page 1").toBeDefined();
    const fields = payload!.split("\n");
    expect(fields.slice(0, 4)).toEqual(["BCD", "002", "1", "SCT"]);
    expect(fields[4]).toBe("BYLADEM1001");
    expect(fields[5]).toBe("Lena Hartmann");
    expect(fields[6]).toBe("DE02120300000000202051");
    expect(fields[7]).toBe(`EUR${(invoice.amountDueCents / 100).toFixed(2)}`);
    expect(fields[7]).toBe("EUR1606.25");
    expect(fields[10]).toBe("R-2026-0107");
    expect(text).toContain("IBAN DE02 1203 0000 0000 2020 51");
    expect(text).toContain("GiroCode");
    expect(Number(/^Pages:\s+(\d+)/m.exec((await render(invoice)).info)?.[1])).toBe(1);
    // Nothing to pay, nothing to scan: an offer and a settled invoice have none.
    const offer = await render({ ...sampleOffer(), agency });
    expect(qrCodesOnPage(offer.file)).toEqual([]);
    const settled = await render({ ...invoice, amountDueCents: 0 });
    expect(qrCodesOnPage(settled.file)).toEqual([]);
  }, 60_000);
});
