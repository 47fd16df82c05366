/**
 * Reading a CAMT.053 bank statement (ISO 20022 "BankToCustomerStatement", any version the
 * German banks export: 02 to 08) with fast-xml-parser: the booked entries of each
 * statement, credit or debit, amount in cents and currency, booking day, the payer's name
 * and the remittance text. Namespaces are dropped; values are read as text (an amount is
 * never a float). A file that is not well-formed XML or not a CAMT.053 document is refused
 * with a DomainError on the field `file`.
 */
import { createHash } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { DomainError } from "../domain-error.ts";

export interface StatementEntry {
  /** AcctSvcrRef, else NtryRef, else a digest of the entry (see entryReference). */
  entryRef: string;
  statementId: string | null;
  credit: boolean;
  currency: string;
  cents: number;
  bookedOn: string;
  debtorName: string | null;
  /** The payer's IBAN, where the file has it (a bank's CSV, decision 0198). */
  debtorIban?: string | null;
  remittance: string;
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(["Stmt", "Ntry", "TxDtls", "Ustrd", "Strd", "CdtrRefInf"]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

function refuse(code: string, message: string): never {
  throw new DomainError("invalid", code, message, { field: "file" });
}

const node = (value: unknown): Node =>
  value && typeof value === "object" ? (value as Node) : ({} as Node);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (value && typeof value === "object" && "#text" in value) return text((value as Node)["#text"]);
  return null;
}

/** "1128.75" → 112875; anything else refuses the file. */
export function amountCents(value: string | null, where: string): number {
  const match = value ? /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value) : null;
  if (!match) refuse("malformed_statement", `An entry's amount is not a number (${where}).`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

function day(value: Node, where: string): string {
  const raw = text(value["Dt"]) ?? text(value["DtTm"]);
  const found = raw ? /^\d{4}-\d{2}-\d{2}/.exec(raw) : null;
  if (!found) refuse("malformed_statement", `An entry has no booking day (${where}).`);
  return found[0];
}

/** The payer's name: Dbtr/Nm (up to version 07) or Dbtr/Pty/Nm (version 08). */
function debtorOf(details: Node[]): string | null {
  for (const tx of details) {
    const debtor = node(node(tx["RltdPties"])["Dbtr"]);
    const name = text(debtor["Nm"]) ?? text(node(debtor["Pty"])["Nm"]);
    if (name) return name;
  }
  return null;
}

function remittanceOf(entry: Node, details: Node[]): string {
  const parts: string[] = [];
  for (const tx of details) {
    const info = node(tx["RmtInf"]);
    for (const line of list(info["Ustrd"])) {
      const value = text(line);
      if (value) parts.push(value);
    }
    for (const structured of list(info["Strd"])) {
      for (const ref of list(node(structured)["CdtrRefInf"])) {
        const value = text(node(ref)["Ref"]);
        if (value) parts.push(value);
      }
    }
    const endToEnd = text(node(tx["Refs"])["EndToEndId"]);
    if (endToEnd && endToEnd !== "NOTPROVIDED") parts.push(endToEnd);
  }
  const additional = text(entry["AddtlNtryInf"]);
  if (additional) parts.push(additional);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/**
 * The entry's reference for "imported once": the bank's AcctSvcrRef, else NtryRef; a bank
 * that gives neither gets a digest of the statement's id, the entry's place in it and its
 * facts, which is the same when the same file comes again.
 */
function entryReference(entry: Node, facts: string): string {
  const own = text(entry["AcctSvcrRef"]) ?? text(entry["NtryRef"]);
  if (own) return own;
  return `sha256:${createHash("sha256").update(facts).digest("hex").slice(0, 32)}`;
}

export function parseCamt053(xml: string): StatementEntry[] {
  if (xml.trim() === "") refuse("empty_file", "The file is empty.");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    refuse(
      "malformed_xml",
      `The file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`,
    );
  }
  const document = node(node(parser.parse(xml) as unknown)["Document"]);
  const root = document["BkToCstmrStmt"];
  if (!root) {
    refuse("not_camt053", "The file is not a CAMT.053 bank statement (no BkToCstmrStmt).");
  }
  const entries: StatementEntry[] = [];
  for (const statementValue of list(node(root)["Stmt"])) {
    const statement = node(statementValue);
    const statementId = text(statement["Id"]);
    list(statement["Ntry"]).forEach((entryValue, index) => {
      const entry = node(entryValue);
      const where = `${statementId ?? "statement"}, entry ${index + 1}`;
      // Only booked entries: a pending or informational one may still change.
      const status = text(entry["Sts"]) ?? text(node(entry["Sts"])["Cd"]);
      if (status && status !== "BOOK") return;
      const amount = node(entry["Amt"]);
      const cents = amountCents(text(amount), where);
      const currency = (amount["@Ccy"] as string | undefined) ?? "EUR";
      const indicator = text(entry["CdtDbtInd"]);
      if (indicator !== "CRDT" && indicator !== "DBIT") {
        refuse("malformed_statement", `An entry is neither credit nor debit (${where}).`);
      }
      const bookedOn = day(node(entry["BookgDt"]), where);
      const details = list(node(entry["NtryDtls"])["TxDtls"]).map(node);
      const debtorName = debtorOf(details);
      const remittance = remittanceOf(entry, details);
      entries.push({
        entryRef: entryReference(
          entry,
          [statementId, index, bookedOn, cents, currency, indicator, debtorName, remittance].join(
            "|",
          ),
        ),
        statementId,
        credit: indicator === "CRDT",
        currency,
        cents,
        bookedOn,
        debtorName,
        remittance,
      });
    });
  }
  return entries;
}
