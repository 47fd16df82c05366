/**
 * Refreshes what the validators run from (README.md): the KoSIT XRechnung schematron
 * compiled to XSLT with SchXslt (as KoSIT's own build does), and both XSLTs compiled to
 * SaxonJS's SEF, gzipped into compiled/ with the SHA-256 of what they were compiled from.
 * `npx tsx tests/validators/compile.ts`; run it after replacing a vendored file.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import {
  type ValidatorName,
  compileSef,
  committedSef,
  currentHash,
  validators,
} from "./validators.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const xslt3 = createRequire(import.meta.url).resolve("xslt3/xslt3.js");

execFileSync(process.execPath, [
  xslt3,
  `-xsl:${path.join(here, "schxslt", "pipeline-for-svrl.xsl")}`,
  `-s:${path.join(here, "xrechnung", "schematron", "cii", "XRechnung-CII-validation.sch")}`,
  `-o:${validators.xrechnung.xslt}`,
]);

for (const name of Object.keys(validators) as ValidatorName[]) {
  const { sef, hash } = committedSef(name);
  const json = `${sef}.json.tmp`;
  compileSef(name, json);
  writeFileSync(sef, gzipSync(readFileSync(json), { level: 9 }));
  rmSync(json);
  writeFileSync(hash, `${currentHash(name)}\n`);
  console.log(`${name}: ${path.relative(process.cwd(), sef)}`);
}
