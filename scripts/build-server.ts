/**
 * `npm run build:server`: the server as JavaScript for production (main.mjs and the chunks
 * it loads on first use), so that no TypeScript loader runs beside it (docs/deploy.md: the
 * server alone takes about 110 MB less than under tsx), and the command-line tools beside it
 * (users.mjs, leads.mjs, purge.mjs, backup.mjs, restore.mjs). Packages stay in node_modules;
 * the migrations, the SMTP worker thread and the embedded database's creator, which the
 * server finds next to its own file, are copied beside it.
 *
 *   npm run build:server        (writes BUILD_DIR/node/main.mjs; run it with node)
 */
import { cp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { serverBundleDir, writeServerStamp } from "./lib/build-stamp.mjs";
import { isMain } from "./lib/run.ts";
import { serverTools } from "./lib/server-tools.mjs";

const root = path.resolve(import.meta.dirname, "..");

export async function buildServer(outDir = path.join(root, "build/node")): Promise<string> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const outfile = path.join(outDir, "main.mjs");
  const common = {
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  } as const;
  await Promise.all([
    build({
      ...common,
      entryPoints: [path.join(root, "server/main.ts")],
      entryNames: "main",
      // Code loaded on first use (Better Auth, decision 0087) stays in chunks of its own,
      // beside main.mjs, so that modules which find files next to themselves still do.
      splitting: true,
      chunkNames: "chunk-[hash]",
    }),
    // Each command-line tool as one file, <name>.mjs (scripts/tool.mjs runs them). Not split
    // with the server: chunks shared between entry points are not run in the order of the
    // imports, and every entry point must set its umask (server/umask.ts) before anything else.
    build({
      ...common,
      entryPoints: Object.fromEntries(
        Object.entries(serverTools).map(([name, source]) => [name, path.join(root, source)]),
      ),
      entryNames: "[name]",
    }),
  ]);
  // server/database/connection.ts and server/mail/transport.ts look for these next to themselves.
  await cp(path.join(root, "server/database/migrations"), path.join(outDir, "migrations"), {
    recursive: true,
  });
  await cp(path.join(root, "server/mail/smtp-thread.mjs"), path.join(outDir, "smtp-thread.mjs"));
  // The thread that renders pages again when the agency publishes (server/content/runtime.ts).
  await cp(
    path.join(root, "server/content/render-thread.mjs"),
    path.join(outDir, "render-thread.mjs"),
  );
  // The child process that creates a new embedded database (server/database/connection.ts).
  await cp(
    path.join(root, "server/database/create-embedded.cjs"),
    path.join(outDir, "create-embedded.cjs"),
  );
  return outfile;
}

if (isMain(import.meta)) {
  const main = await buildServer(serverBundleDir);
  // Marks the bundle current, so that `npm start` and `npm run <tool>` (scripts/tool.mjs) run it.
  writeServerStamp();
  console.log(`Server bundled: ${path.relative(root, main)}`);
}
