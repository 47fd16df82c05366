/**
 * What `npm start` (scripts/start.mjs) runs first, in a short-lived child process: builds the
 * site and the back office when they are missing or stale, and the server bundle
 * (build/node/main.mjs) when the server's code changed since it was bundled. `npm test` calls
 * it before the browser tests, whose servers are `npm start`'s.
 */
import { build } from "./build.ts";
import { buildServer } from "./build-server.ts";
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
    await build();
  }
  if (!isServerBundleCurrent()) {
    console.log("Bundling the server (build/node/main.mjs).");
    await buildServer(serverBundleDir);
    writeServerStamp();
  }
}

if (isMain(import.meta)) await prepareStart();
