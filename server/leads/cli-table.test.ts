import { describe, expect, it } from "vitest";
import { csvCell } from "../csv.ts";
import { mailSummary, toCsv, toTable, type Lead } from "./cli-table.ts";

const lead: Lead = {
  received: "2026-11-21 15:30",
  state: "new",
  language: "de",
  name: "Anna Beispiel",
  company: "Beispiel GmbH",
  email: "anna@beispiel.de",
  phone: "+49 30 1234567",
  participants: 24,
  event: "City Rally Berlin",
  estimate:
    "City Rally Berlin: ab 1.656 € für 24 Personen, unverbindlich, Endpreis, keine Umsatzsteuer nach § 19 UStG",
  preferredDate: "",
  message: 'Zeile 1\nsagt "Hallo", danke',
  sourcePage: "/contact",
  mail: "sent",
  id: "id-1",
};

describe("leads CSV", () => {
  it("quotes every cell per RFC 4180, so neither , nor ; splits it", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("a; b")).toBe('"a; b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(24)).toBe('"24"');
    expect(csvCell(null)).toBe('""');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+49 30 1234567")).toBe(`"'+49 30 1234567"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("writes a header and one CRLF-terminated record per lead", () => {
    const csv = toCsv([lead]);
    const [header] = csv.split("\r\n");
    expect(header).toBe(
      '"received (Berlin)","state","language","name","company","email","phone","participants","event","estimate (non-binding)","preferred date","message","page","mail status","id"',
    );
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain('"Zeile 1\nsagt ""Hallo"", danke"');
  });
});

describe("leads table", () => {
  it("shows one line per lead, cutting long values", () => {
    const table = toTable([lead, { ...lead, company: "A".repeat(40), message: "x\ny" }]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^received\s+state\s+lang\s+name\s+company\s+e-mail\s+people\s+event\s+mail$/,
    );
    expect(lines[3]).toContain(`${"A".repeat(21)}…`);
  });

  it("summarises mail states", () => {
    expect(mailSummary([])).toBe("–");
    const sent = { kind: "agency", status: "sent", attempts: 1, lastError: null };
    expect(mailSummary([sent, { ...sent, kind: "confirmation" }])).toBe("sent");
    expect(
      mailSummary([sent, { kind: "confirmation", status: "pending", attempts: 3, lastError: "x" }]),
    ).toBe("confirmation: pending (3 attempts)");
  });
});
