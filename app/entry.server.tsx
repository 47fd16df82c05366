/**
 * Renders a page to HTML: at build time for every prerendered path, and in `npm run dev`.
 * React Router's own entry with two changes: it always waits for the whole page (every
 * page is prerendered, so nothing streams), and it sends none of React Router's hydration
 * data, because the browser hydrates islands only, never the router (docs/decisions/0040).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { DevModulesContext } from "./islands/DevBoot";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };
  // Only the dev server's manifest has a hot-reload runtime.
  const { hmr, entry } = routerContext.manifest;
  const devModules = hmr ? { runtime: hmr.runtime, entry: entry.module } : null;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <DevModulesContext.Provider value={devModules}>
        <ServerRouter context={context} url={request.url} />
      </DevModulesContext.Provider>,
      {
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The server's render thread renders pages again when the agency publishes content, with
 * this build (server/content/render-thread.mjs, docs/decisions/0095).
 */
export { siteRenderer } from "./content/renderer.server";
