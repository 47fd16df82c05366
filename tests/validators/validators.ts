/**
 * The official e-invoice validators, run through SaxonJS (README.md beside this file): the
 * CEN EN 16931 CII rules and the KoSIT XRechnung CII rules, each an XSLT that writes SVRL,
 * compiled once to SaxonJS's SEF. The compiled SEFs are committed (compiled/*.sef.json.gz,
 * with the SHA-256 of the XSLT they were compiled from); when an XSLT changes and its SEF
 * no longer matches, the SEF is compiled into node_modules/.cache and reused from there
 * (`npx tsx tests/validators/compile.ts` refreshes the committed ones).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { JSDOM } from "jsdom";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const validators = {
  en16931: {
    title: "CEN EN 16931 CII 1.3.16",
    xslt: path.join(here, "en16931", "EN16931-CII-validation.xslt"),
  },
  xrechnung: {
    title: "KoSIT XRechnung 3.0.2 CII (schematron 2.5.0)",
    xslt: path.join(here, "xrechnung", "XRechnung-CII-validation.xsl"),
  },
} as const;
export type ValidatorName = keyof typeof validators;

/** What the SEF depends on: the XSLT's bytes and the compiler's version. */
function sourceHash(name: ValidatorName): string {
  const version = (require("xslt3/package.json") as { version: string }).version;
  return createHash("sha256")
    .update(readFileSync(validators[name].xslt))
    .update(`xslt3@${version}`)
    .digest("hex");
}

export const compiledDir = path.join(here, "compiled");
const cacheDir = path.join(here, "..", "..", "node_modules", ".cache", "e-invoice-validators");

/** Compiles one XSLT to SEF (xslt3, about 10-30 s of CPU) into `target`. */
export function compileSef(name: ValidatorName, target: string): void {
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  execFileSync(
    process.execPath,
    [
      require.resolve("xslt3/xslt3.js"),
      `-xsl:${validators[name].xslt}`,
      `-export:${temporary}`,
      "-nogo",
      "-relocate:on",
    ],
    { stdio: "pipe" },
  );
  renameSync(temporary, target);
}

export function committedSef(name: ValidatorName) {
  return {
    sef: path.join(compiledDir, `${name}.sef.json.gz`),
    hash: path.join(compiledDir, `${name}.sha256`),
  };
}

const loaded = new Map<ValidatorName, unknown>();
/** The validator's SEF as SaxonJS takes it: the committed one if it matches, else compiled. */
function sef(name: ValidatorName): unknown {
  if (loaded.has(name)) return loaded.get(name);
  const hash = sourceHash(name);
  const committed = committedSef(name);
  let text: string;
  if (existsSync(committed.hash) && readFileSync(committed.hash, "utf8").trim() === hash) {
    text = gunzipSync(readFileSync(committed.sef)).toString("utf8");
  } else {
    const cached = path.join(cacheDir, `${name}-${hash.slice(0, 16)}.sef.json`);
    if (!existsSync(cached)) compileSef(name, cached);
    text = readFileSync(cached, "utf8");
  }
  const value: unknown = JSON.parse(text);
  loaded.set(name, value);
  return value;
}

export function currentHash(name: ValidatorName): string {
  return sourceHash(name);
}

interface SaxonJs {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: "serialized" },
    mode: "sync",
  ): { principalResult: string };
}
let saxon: SaxonJs | null = null;

export interface Finding {
  id: string;
  flag: string;
  text: string;
}

export interface ValidatorReport {
  validator: ValidatorName;
  /** Rule contexts that fired (svrl:fired-rule). */
  rulesFired: number;
  fatal: Finding[];
  warnings: Finding[];
}

const SVRL = "http://purl.oclc.org/dsdl/svrl";
const NOT_FATAL = new Set(["warning", "information"]);

/** Runs one validator over a CII document; every failed assert and report, by its flag. */
export function validate(xml: string, name: ValidatorName): ValidatorReport {
  saxon ??= require("saxon-js") as SaxonJs;
  const { principalResult } = saxon.transform(
    { stylesheetInternal: sef(name), sourceText: xml, destination: "serialized" },
    "sync",
  );
  const svrl = new JSDOM(principalResult, { contentType: "application/xml" }).window.document;
  const findings = [
    ...Array.from(svrl.getElementsByTagNameNS(SVRL, "failed-assert")),
    ...Array.from(svrl.getElementsByTagNameNS(SVRL, "successful-report")),
  ].map((node) => ({
    id: node.getAttribute("id") ?? "?",
    flag: node.getAttribute("flag") ?? "fatal",
    text: (node.getElementsByTagNameNS(SVRL, "text")[0]?.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim(),
  }));
  return {
    validator: name,
    rulesFired: svrl.getElementsByTagNameNS(SVRL, "fired-rule").length,
    // A finding without a flag, or flagged "error", counts as fatal; "warning" and
    // "information" do not refuse the invoice and are listed.
    fatal: findings.filter((finding) => !NOT_FATAL.has(finding.flag)),
    warnings: findings.filter((finding) => NOT_FATAL.has(finding.flag)),
  };
}
