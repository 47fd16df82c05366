/* global Request */
/**
 * Renders the site in a worker thread of its own (docs/decisions/0095-content-in-the-database.md):
 * loads React Router's server build of the site (build/server), renders every page for the
 * content it is given with the build's own request handler, and posts the files back. The
 * thread ends afterwards, and with it the memory React and the route modules took, so the
 * server keeps its footprint and its event loop while the pages are rendered.
 *
 * Plain JavaScript: it runs the same under tsx, in tests and next to the bundled server.
 */
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler } from "react-router";

const { serverBuild, islands, job, agency } = workerData;
// The owners' business data (server/business), read by app/content/site.ts when the build
// loads: every page, text and dictionary is built with it (decision 0204).
if (agency) globalThis.__spreegeistAgency = agency;
const build = await import(pathToFileURL(serverBuild).href);
const renderer = build.entry.module.siteRenderer;
if (!renderer)
  throw new Error(`${serverBuild} has no siteRenderer: rebuild the site (npm run build)`);
const handler = createRequestHandler(build, "production");

async function renderPage(path) {
  const response = await handler(new Request(`http://localhost${path}`));
  if (response.status >= 500) throw new Error(`status ${response.status}`);
  return await response.text();
}

const result =
  job.kind === "site"
    ? await renderer.renderSite({ ...job, islands, renderPage })
    : await renderer.renderPreview({ ...job, islands, renderPage });
parentPort.postMessage(result);
