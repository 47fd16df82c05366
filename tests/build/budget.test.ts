import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPILE_EAGERLY } from "../../scripts/lib/compile-hints.ts";
import { builtDocuments, clientDir } from "../support/build-files.ts";

/**
 * Performance budgets (issue 6, docs/decisions/0007 and 0040): no JavaScript on the
 * critical path, at most 90 KB of JavaScript to hydrate any page (the home page's budget;
 * the others need no more), CSS under 20 KB.
 * Sizes are brotli, as the server sends them.
 */
const CRITICAL_JS_BUDGET = 0;
const JS_BUDGET = 90 * 1024;
const CSS_BUDGET = 20 * 1024;

/** Each built file's text, read once however many pages load it. */
const sources = new Map<string, string>();
function source(url: string): string {
  const cached = sources.get(url) ?? readFileSync(path.join(clientDir, url), "utf8");
  sources.set(url, cached);
  return cached;
}

/** Each built file's size as the server sends it: its `.br` twin, or compressed here. */
const sizes = new Map<string, number>();
function brotliSize(url: string): number {
  let size = sizes.get(url);
  if (size === undefined) {
    const twin = path.join(clientDir, `${url}.br`);
    size = existsSync(twin) ? readFileSync(twin).length : brotliCompressSync(source(url)).length;
    sizes.set(url, size);
  }
  return size;
}

/** Relative module specifiers: `import "./x.js"`, `from "./x.js"`. */
const staticImport = /(?:\bimport|\bfrom)\s*"(\.{1,2}\/[^"]+\.js)"/g;
/** The same, and `import("./x.js")` for what loads later, on use. */
const anyImport = /(?:\bimport|\bfrom)\s*\(?\s*["`](\.{1,2}\/[^"`]+\.js)["`]/g;
/** Vite's table of what a lazy import needs, with paths from the site root. */
const lazyImportTable = /"(assets\/[^"]+\.js)"/g;

/**
 * A module and everything it imports, added to `found`: statically only (what hydration
 * needs), or with `lazy` also what it imports on use.
 */
function collectImports(url: string, found: Set<string>, lazy = false): Set<string> {
  if (found.has(url)) return found;
  found.add(url);
  const code = source(url);
  for (const match of code.matchAll(lazy ? anyImport : staticImport)) {
    collectImports(path.posix.join(path.posix.dirname(url), match[1] ?? ""), found, lazy);
  }
  if (lazy) for (const match of code.matchAll(lazyImportTable)) collectImports(`/${match[1] ?? ""}`, found, lazy);
  return found;
}

/**
 * What a page's boot script imports once the page has loaded (app/render/islands-boot.server.ts):
 * the client entry and the modules of the page's islands, from the map the script holds.
 */
function bootImports(html: string): string[] {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const modules = new Map(JSON.parse(/new Map\((\[[\s\S]*?\])\)/.exec(script)?.[1] ?? "[]") as Array<[string, string]>);
  const entry = JSON.parse(/new Set\((\[[^\]]*\])\)/.exec(script)?.[1] ?? "[]") as string[];
  const islands = [...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => modules.get(m[1] ?? ""));
  return [...new Set([...entry, ...islands.filter((url): url is string => url !== undefined)])];
}

function pageBudget(html: string) {
  const critical = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...[...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [
      ...(m[1] ?? "").matchAll(/\bimport\s*(?:[^("]*from\s*)?"([^"]+)"/g),
    ]),
  ].map((m) => m[1] ?? "");
  const hydration = new Set<string>();
  for (const url of bootImports(html)) collectImports(url, hydration);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? "");
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + brotliSize(url), 0);
  return { critical: sum(critical), hydration: sum(hydration), css: sum(css), files: hydration.size };
}

const documents = builtDocuments();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("performance budgets", () => {
  const rows = documents.map((d) => ({ path: d.path, ...pageBudget(d.html) }));

  it("prints the JavaScript and CSS each page loads", () => {
    console.log(rows.map((r) => `${r.path.padEnd(40)} critical JS ${kb(r.critical)}, hydration JS ${kb(r.hydration)} (${r.files} files), CSS ${kb(r.css)}`).join("\n"));
    expect(rows.length).toBeGreaterThanOrEqual(54);
  });

  it.each(rows.map((r) => [r.path, r] as const))("%s loads no JavaScript on the critical path", (_path, row) => {
    expect(row.critical).toBeLessThanOrEqual(CRITICAL_JS_BUDGET);
    expect(row.files, "the page still hydrates").toBeGreaterThan(3);
  });

  it.each(rows.map((r) => [r.path, r] as const))("%s stays within its JavaScript and CSS budget", (_path, row) => {
    expect(row.hydration).toBeLessThanOrEqual(JS_BUDGET);
    expect(row.css).toBeLessThanOrEqual(CSS_BUDGET);
  });
});

describe("compile hints (docs/decisions/0044-compile-hints.md)", () => {
  // Every script a page can load: what its boot imports and all they import, also lazily.
  const reachable = new Set<string>();
  for (const { html } of documents) for (const url of bootImports(html)) collectImports(url, reachable, true);
  const scripts = [...reachable].sort();

  it.each(scripts)("%s asks V8 to compile it whole, on its first line", (url) => {
    // V8's file-level compile hint only counts at the very start of the file.
    expect(source(url).split("\n", 1)[0]).toBe(COMPILE_EAGERLY);
  });

  it("covers the client entry, every island and the lazy parts", () => {
    const names = scripts.map((url) => path.posix.basename(url));
    expect(names.filter((name) => /^entry\.client-/.test(name))).toHaveLength(1);
    expect(names.filter((name) => /\.island-/.test(name)).length).toBeGreaterThanOrEqual(6);
    expect(names.filter((name) => /^(SideMenu|ToastViewport|web-vitals)-/.test(name))).toHaveLength(3);
  });
});
