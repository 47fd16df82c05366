/**
 * The real server as a separate process (server-command.ts: the bundle, or tsx), so that a
 * test can kill it with SIGKILL like a crash or an OOM kill would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "./postgres-cluster.ts";
import { serverArguments } from "./server-command.ts";
import { TEST_CSRF_SECRET } from "./client.ts";

const root = path.resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

export async function spawnServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArguments(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      CSRF_SECRET: TEST_CSRF_SECRET,
      RATE_LIMIT_PER_MINUTE: "off",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const health = (await (await fetch(`${url}/healthz`)).json()) as { database: string };
      if (health.database === "ready") return { url, child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become ready within 60 s");
}
