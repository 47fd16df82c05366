/** The built site read from disk, for tests that check every page without a browser. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { canonicalPath } from "#app/i18n/paths.ts";
import { notFoundDocuments, genericEventDocuments } from "#app/shared/special-pages.ts";

export const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

export interface BuiltDocument {
  /** URL path the document is served at ("/", "/en/", "/contact", "/404" ...). */
  path: string;
  html: string;
}

/** Every prerendered document, special ones (not-found, generic event page) included. */
export function builtDocuments(): BuiltDocument[] {
  const entries = readdirSync(clientDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name === "index.html")
    .map((e) => {
      const dir = path.relative(clientDir, e.parentPath).split(path.sep).join("/");
      const urlPath = dir === "" ? "/" : canonicalPath(`/${dir}`);
      return { path: urlPath, html: readFileSync(path.join(e.parentPath, e.name), "utf8") };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

export const specialDocumentPaths = new Set<string>([
  ...Object.values(notFoundDocuments),
  ...Object.values(genericEventDocuments),
]);
