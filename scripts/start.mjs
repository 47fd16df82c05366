/**
 * `npm start`: builds what is missing or stale (site, back office, server bundle;
 * scripts/prepare-start.ts in a short-lived child process, as the build is TypeScript), then
 * runs the bundled server, build/node/main.mjs, in this process with plain node: what
 * production runs (docs/deploy.md), one process, no TypeScript loader beside it. `npm run dev`
 * is the way to work on the TypeScript itself.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  isBuildCurrent,
  isServerBundleCurrent,
  root,
  serverBundleDir,
} from "./lib/build-stamp.mjs";

if (!isBuildCurrent() || !isServerBundleCurrent()) {
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-start.ts"], {
    cwd: root,
    stdio: "inherit",
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

await import(pathToFileURL(path.join(serverBundleDir, "main.mjs")).href);
