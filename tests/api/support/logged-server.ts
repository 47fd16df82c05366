/**
 * The real server as a child process (server-command.ts: the bundle, or tsx, as
 * server-process.ts starts it) whose log is kept: for tests of what it writes to its log
 * and to DATA_DIR. Its environment is the test's without SMTP_URL and DATABASE_URL (mails
 * as .eml files, the embedded database) unless `env` sets them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { TEST_CSRF_SECRET } from "./client.ts";
import { freePort } from "./postgres-cluster.ts";
import { serverArguments } from "./server-command.ts";

const root = path.resolve(import.meta.dirname, "../../..");

export interface LoggedServer {
  url: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the output once `pattern` appears in it (rejects after `timeoutMs`). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export async function startLoggedServer(env: Record<string, string>): Promise<LoggedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.SMTP_URL;
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, serverArguments(), {
    cwd: root,
    env: {
      ...childEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      CSRF_SECRET: TEST_CSRF_SECRET,
      RATE_LIMIT_PER_MINUTE: "off",
      BACKUP_TIME: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: LoggedServer = {
    url,
    child,
    output: () => output,
    async waitForOutput(pattern, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (Date.now() > deadline) {
          throw new Error(
            `no ${pattern} in the server's output within ${timeoutMs} ms:\n${output}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return output;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  for (let i = 0; i < 1_200; i++) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const health = (await (await fetch(`${url}/healthz`)).json()) as { database: string };
      if (health.database === "ready") return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready within 120 s:\n${output}`);
}
