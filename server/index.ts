/**
 * Starts the server: makes DATA_DIR private (umask 077, modes corrected), validates the
 * environment, loads the built site into memory, listens, and on SIGTERM/SIGINT stops
 * accepting connections and drains in-flight requests.
 */
import { buildServer } from "./app.ts";
import { ConfigError, loadConfig, type ServerConfig } from "./env.ts";
import { correctDataDirModes, restrictUmask, type ModeCorrection } from "./private-files.ts";

const DRAIN_TIMEOUT_MS = 10_000;

export async function startServer(): Promise<void> {
  // Before anything is written: `npm start` reaches this after building the site.
  restrictUmask();
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Cannot start: invalid environment variable ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Before the database opens its files. A failure is logged, not fatal: pages are served
  // without DATA_DIR, and the database keeps reporting its own trouble.
  const modes = await correctDataDirModes(config.dataDir).then(
    (result): ModeCorrection | Error => result,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  const app = await buildServer(config);
  if (modes instanceof Error) {
    app.log.warn({ err: modes }, "DATA_DIR: could not check the modes of its files");
  } else {
    if (modes.corrected > 0) {
      app.log.warn(
        `DATA_DIR: ${modes.corrected} files and directories were readable by other users; now only by this one (0600/0700)`,
      );
    }
    if (modes.failed > 0) {
      app.log.error(
        `DATA_DIR: the modes of ${modes.failed} files or directories could not be corrected (owned by another user?): they may be readable by other users`,
      );
    }
  }
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: draining in-flight requests`);
    setTimeout(() => {
      app.log.error("Drain timed out, exiting");
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "Error while closing");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
