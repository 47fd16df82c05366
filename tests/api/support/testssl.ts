/**
 * Debian's testssl.sh (3.0.8, installed as `testssl`) looks at a TLS set-up from the outside,
 * as an operator or an auditor would. `npm test` installs it when it is missing
 * (scripts/test.ts). Its findings are read from its JSON file, one entry per check.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export function findTestssl(): string | undefined {
  return ["/usr/bin/testssl", "/usr/bin/testssl.sh"].find((file) => existsSync(file));
}

export interface TestsslFinding {
  id: string;
  severity: string;
  finding: string;
}

/**
 * Protocols (-p), cipher categories (-s), forward secrecy (-f) and the HTTP headers of "/"
 * (-h) of `name:port`, connecting to 127.0.0.1 while sending `name` in the handshake (SNI).
 * Resolves with the findings by their id.
 */
export async function runTestssl(name: string, port: number): Promise<Map<string, TestsslFinding>> {
  const testssl = findTestssl();
  if (!testssl) throw new Error("testssl.sh is not installed: `apt-get install -y testssl.sh`");
  const dir = mkdtempSync(path.join(tmpdir(), "spreegeist-testssl-"));
  try {
    const json = path.join(dir, "findings.json");
    try {
      await promisify(execFile)(
        testssl,
        [
          ...["--quiet", "--color", "0", "--warnings", "off", "--nodns", "none"],
          ...["--ip", "127.0.0.1", "-p", "-s", "-f", "-h", "--jsonfile", json, `${name}:${port}`],
        ],
        { timeout: 200_000, maxBuffer: 4 * 1024 * 1024 },
      );
    } catch (error) {
      // Codes from 242 up are testssl's own failures (no connection, bad options); below,
      // the scan ran and its findings are in the file.
      const code = (error as { code?: unknown }).code;
      if (typeof code !== "number" || code >= 242 || !existsSync(json)) throw error;
    }
    const findings = JSON.parse(readFileSync(json, "utf8")) as TestsslFinding[];
    return new Map(findings.map((entry) => [entry.id, entry]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
