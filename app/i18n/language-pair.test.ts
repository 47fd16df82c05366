/**
 * The languages come from one table (locales.ts, decisions 0051 and 0171): no module
 * outside app/i18n spells the pair out again, and the lint rule that refuses it fires.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const folders = ["app", "server", "tests", "scripts", "bench"];
const pair =
  /(["'])(de|en)\1\s*\|\s*(["'])(?!\2)(de|en)\3|\[\s*(["'])(de|en)\5\s*,\s*(["'])(?!\6)(de|en)\7\s*\]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the language pair", () => {
  it("is written nowhere but in app/i18n", () => {
    const found = folders
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => !file.startsWith(path.join(root, "app/i18n") + path.sep))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            pair.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });

  it("is refused by the lint rule, as a type and as a list", async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(
      [
        'export type A = "de" | "en";',
        'export type B = "name" | "en" | "de";',
        'export const c = ["de", "en"] as const;',
        'export const d = "de" as "de" | "fr";',
        "",
      ].join("\n"),
      { filePath: path.join(root, "server/language-pair-probe.ts") },
    );
    const lines = result!.messages
      .filter((message) => message.ruleId === "no-restricted-syntax")
      .map((message) => message.line);
    expect(lines).toEqual([1, 2, 3]);
  });
});
