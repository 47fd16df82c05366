/**
 * How the tests start the real server as a process of its own: the production bundle
 * (build/node/main.mjs) with plain node when it is current, as `npm test` makes it before the
 * tests run, otherwise `node --import tsx server/main.ts` (a test run on changed server code
 * without a rebuilt bundle). The bundle starts in a fraction of tsx's time: it compiles
 * nothing and reads one file instead of the server's hundreds of modules.
 */
import path from "node:path";
import { isServerBundleCurrent, serverBundleDir } from "../../../scripts/lib/build-stamp.mjs";

let current: boolean | undefined;

/** The node arguments that run the server (after process.execPath). */
export function serverArguments(): string[] {
  current ??= isServerBundleCurrent();
  return current ? [path.join(serverBundleDir, "main.mjs")] : ["--import", "tsx", "server/main.ts"];
}
