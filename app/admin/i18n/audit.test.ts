/**
 * Every audit action the server records has a sentence in both languages of the back office
 * (./audit.de.ts, ./audit.en.ts): the server's code is searched for the actions it records
 * (`action: "…"` in an audit entry, the first argument of a `record("…")` helper, the values
 * of an `audited…` table), so a new action without words fails here, by name.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "../../shared/audit-actions";
import { auditDe } from "./audit.de";
import { auditEn } from "./audit.en";

const SERVER = path.resolve(import.meta.dirname, "../../../server");
const ACTION = /"(content\.[a-z_]+|[a-z]+(?:_[a-z]+)+)"/g;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The actions a source file records, as far as they are written out. */
export function recordedActions(source: string): string[] {
  if (!/\baudit\.record\(|\brecord\(/.test(source)) return [];
  const found: string[] = [];
  const literals = (expression: string) =>
    [...expression.matchAll(ACTION)].map((match) => match[1]!);
  // `action: "x"` or `action: flag ? "x" : "y"` in an entry.
  for (const match of source.matchAll(/\baction:\s*([^,}\n]+(?:\n\s*[?:][^,}\n]+)*)/g)) {
    found.push(...literals(match[1]!));
  }
  // A helper taking the action first: `record("x", …)` or `record(\n ok ? "x" : "y",`.
  for (const match of source.matchAll(/\brecord\(\s*([^,(]+),/g))
    found.push(...literals(match[1]!));
  // A table of actions by route: `const auditedChanges = { "/path": "x" }`.
  for (const match of source.matchAll(/const audited\w*[^=]*=\s*\{([^}]*)\}/g)) {
    for (const pair of match[1]!.matchAll(/:\s*"([a-z_.]+)"/g)) found.push(pair[1]!);
  }
  return found;
}

describe("audit actions", () => {
  const recorded = new Map<string, string>();
  for (const file of serverFiles(SERVER)) {
    for (const action of recordedActions(readFileSync(file, "utf8"))) {
      recorded.set(action, path.relative(SERVER, file));
    }
  }

  it("finds the actions in the code", () => {
    expect(recorded.get("media_deleted")).toBe("media/routes.ts");
    expect(recorded.get("sign_in_throttled")).toBe("accounts/auth-routes.ts");
    expect(recorded.get("passkey_added")).toBe("accounts/auth-routes.ts");
  });

  it("knows every action the server records", () => {
    const unknown = [...recorded].filter(([action]) => !(action in AUDIT_ACTIONS));
    expect(unknown.map(([action, file]) => `${action} (${file})`)).toEqual([]);
  });

  it("has a sentence for every action in German and in English", () => {
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      for (const [language, words] of [
        ["de", auditDe.auditLog.sentences],
        ["en", auditEn.auditLog.sentences],
      ] as const) {
        const sentence = (words as Record<string, string>)[action];
        expect(sentence, `${action} in ${language}`).toMatch(/\{actor\}/);
      }
    }
  });
});
