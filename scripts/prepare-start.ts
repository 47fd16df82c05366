/**
 * What `npm start` (scripts/start.mjs) runs first, in a short-lived child process: builds the
 * site and the back office when they are missing or stale, and the server bundle
 * (build/node/main.mjs) when the server's code changed since it was bundled. `npm test` calls
 * it before the browser tests, whose servers are `npm start`'s. The build's code (Vite, React
 * Router, esbuild) is loaded only when something has to be built.
 */
import {
  isBuildCurrent,
  isServerBundleCurrent,
  serverBundleDir,
  writeServerStamp,
} from "./lib/build-stamp.mjs";
import { isMain } from "./lib/run.ts";

export async function prepareStart(): Promise<void> {
  if (!isBuildCurrent()) {
    console.log("The build is missing or stale: building the site first.");
    const { build } = await import("./build.ts");
    await build();
  }
  if (!isServerBundleCurrent()) {
    console.log("Bundling the server (build/node/main.mjs).");
    const { buildServer } = await import("./build-server.ts");
    await buildServer(serverBundleDir);
    writeServerStamp();
  }
}

if (isMain(import.meta)) await prepareStart();
