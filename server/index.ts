/**
 * Starts the server: validates the environment, loads the built site into memory, listens,
 * and on SIGTERM/SIGINT stops accepting connections and drains in-flight requests.
 */
import { buildServer } from "./app.ts";
import { ConfigError, loadConfig, type ServerConfig } from "./env.ts";

const DRAIN_TIMEOUT_MS = 10_000;

export async function startServer(): Promise<void> {
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

  const app = await buildServer(config);
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
