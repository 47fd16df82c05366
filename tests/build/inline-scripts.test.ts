/**
 * The Content-Security-Policy of a page allows the inline scripts the template writes, by
 * the hashes the build saved (build/server/islands.json), and nothing found in a page. So
 * every script the template writes must be among those hashes: a new inline script in
 * app/root.tsx that is not in templateScripts() would be blocked in the browser.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtDocuments, clientDir } from "../support/build-files.ts";
import { parseHtml } from "../support/site.ts";

const saved = JSON.parse(
  readFileSync(path.join(path.dirname(clientDir), "server", "islands.json"), "utf8"),
) as { scriptHashes: string[] };
const sha256 = (code: string) => `sha256-${createHash("sha256").update(code).digest("base64")}`;

describe("inline scripts of the built pages", () => {
  it("the build saved the template's three script hashes", () => {
    expect(saved.scriptHashes).toHaveLength(3);
  });

  it.each(builtDocuments().map((d) => [d.path, d.html]))(
    "%s runs only scripts whose hashes the build saved",
    (_path, html) => {
      const document = parseHtml(html);
      const executable = [...document.querySelectorAll("script:not([src])")].filter(
        (script) => !/^application\/(ld\+)?json$/.test(script.getAttribute("type") ?? ""),
      );
      expect(executable.length).toBeGreaterThan(0);
      for (const script of executable) {
        expect(saved.scriptHashes).toContain(sha256(script.textContent ?? ""));
      }
    },
  );
});
