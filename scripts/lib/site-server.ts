/**
 * Starts the built site's server in its own process on a throw-away data directory, the
 * way `npm start` does (scripts/start.mjs): the bundled server (BUILD_DIR/node/main.mjs)
 * under plain node, building first what is missing or stale. So the Lighthouse gate
 * measures what production serves, not the TypeScript under a loader. The data directory
 * starts with a copy of the migrated embedded database (tests/support/embedded-template.ts),
 * as a new one would be after its first start. `prepare` writes into it before the server
 * opens it (the gate's sent offer, a browser test's offer that has run out:
 * tests/support/sent-offer.ts).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyEmbeddedTemplate } from "../../tests/support/embedded-template.ts";
import { root, serverBundleDir } from "./build-stamp.mjs";

export interface SiteServerOptions {
  /** Runs on the new data directory before the server starts. */
  prepare?: (dataDir: string) => Promise<void>;
  /**
   * Runs BUILD_DIR/node/main.mjs at once, without start.mjs's build check: for a caller
   * whose other servers were just started from the same build (the browser tests).
   */
  builtAlready?: boolean;
  /**
   * The data directory, emptied first and kept after the server stops, so that a failed
   * run's database and outbox can be looked at. By default a new one in the temporary
   * folder, deleted when the server stops.
   */
  dataDir?: string;
  /** Settings beside PORT, HOST, LOG_LEVEL and DATA_DIR, which this sets. */
  env?: Record<string, string>;
}

/**
 * `port` must be one browsers and fetch() may connect to: the Fetch standard's "bad ports"
 * (4190, 6000, 10080, ...) fail with "bad port" before any connection is tried.
 */
export async function startSiteServer(
  port: number,
  options: SiteServerOptions = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  // A server already there would answer the readiness check below in this one's place.
  const answered = await fetch(`${url}/healthz`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} is in use: stop what listens there first`);

  let dataDir: string;
  if (options.dataDir) {
    dataDir = options.dataDir;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-site-"));
  }
  try {
    await copyEmbeddedTemplate(dataDir);
    await options.prepare?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const program = options.builtAlready
    ? path.join(serverBundleDir, "main.mjs")
    : "scripts/start.mjs";
  // A process group of its own: stopping it also stops the short-lived build step
  // (scripts/prepare-start.ts) should it still run, so nothing is left holding the port.
  const child = spawn(process.execPath, [program], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
    },
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const cleanUp = async (signal: NodeJS.Signals) => {
    signalGroup(signal);
    await exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  // Ready within a minute when the build is current (npm test prepares it first); a stale
  // build is built first, which takes minutes.
  const deadline = Date.now() + 10 * 60_000;
  let lastError = "no answer";
  for (;;) {
    if (child.exitCode !== null) {
      await cleanUp("SIGKILL");
      throw new Error(`The server exited with code ${child.exitCode}`);
    }
    try {
      const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) break;
      lastError = `/healthz answered ${answer.status}`;
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      lastError = (cause ?? (error as Error)).message;
    }
    if (Date.now() > deadline) {
      await cleanUp("SIGKILL");
      throw new Error(`The server did not become ready within 10 minutes (${lastError})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => cleanUp("SIGTERM") };
}
