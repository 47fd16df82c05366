/**
 * `npm run users|leads|purge|backup|restore`: runs a command-line tool
 * (scripts/lib/server-tools.mjs) the way `npm start` runs the server: from the server bundle,
 * build/node/<tool>.mjs, with plain node when the bundle is current, as production has it
 * after `npm run build:server`. Otherwise (a checkout not built yet, or server code changed
 * since) it runs the TypeScript through tsx, which takes seconds longer and a hundred MB more.
 *
 *   node scripts/tool.mjs <tool> [arguments]
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isServerBundleCurrent, root, serverBundleDir } from "./lib/build-stamp.mjs";
import { serverTools } from "./lib/server-tools.mjs";

const [tool = "", ...args] = process.argv.slice(2);
const source = Object.hasOwn(serverTools, tool)
  ? serverTools[/** @type {keyof typeof serverTools} */ (tool)]
  : undefined;
if (!source) {
  console.error(`Unknown tool "${tool}": one of ${Object.keys(serverTools).join(", ")}.`);
  process.exit(2);
}

if (isServerBundleCurrent()) {
  // The tool reads its own arguments from process.argv[2] on, as when started by itself.
  process.argv.splice(2, 1);
  await import(pathToFileURL(path.join(serverBundleDir, `${tool}.mjs`)).href);
} else {
  const run = spawnSync(process.execPath, ["--import", "tsx", source, ...args], {
    cwd: root,
    stdio: "inherit",
  });
  process.exit(run.status ?? 1);
}
