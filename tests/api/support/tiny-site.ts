/**
 * A minimal built site (a few prerendered documents) in a temp directory, so API tests
 * can run the real server without building the real site first. Use as BUILD_DIR.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { genericEventDocuments, notFoundDocuments } from "#app/shared/special-pages.ts";

export const tinySitePages = ["/", "/en/", "/contact", "/en/contact"];

/** Returns the build directory; its `client` folder holds the documents. */
export function makeTinySite(): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), "spreegeist-site-"));
  const documents = [
    ...tinySitePages,
    ...Object.values(notFoundDocuments),
    ...Object.values(genericEventDocuments),
  ];
  for (const page of documents) {
    const dir = path.join(buildDir, "client", page);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), `<!doctype html><title>${page}</title><p>page`);
  }
  return buildDir;
}
