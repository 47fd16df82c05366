/**
 * The production bundle (`npm run build:server`) runs with plain node, no TypeScript
 * loader: it migrates a new embedded database, is ready, stores a consent, and stops
 * cleanly on SIGTERM. The bundle is the one `npm test` made before the tests when it is
 * current for the server's code (scripts/lib/build-stamp.mjs), else one built here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "../../scripts/build-server.ts";
import { isServerBundleCurrent, serverBundleDir } from "../../scripts/lib/build-stamp.mjs";
import { TEST_CSRF_SECRET, getSession, postJson, validConsentBody } from "./support/client.ts";
import { freePort } from "./support/postgres-cluster.ts";
import { makeTinySite } from "./support/tiny-site.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the bundled server", () => {
  // Inside the repository, so that its packages resolve from node_modules.
  const outDir = mkdtempSync(path.join(root, "build-node-test-"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-bundle-"));
  const site = makeTinySite();
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill("SIGKILL");
    for (const dir of [outDir, dataDir, site]) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "starts with plain node, takes a write and stops on SIGTERM",
    { timeout: 60_000 },
    async () => {
      const main = isServerBundleCurrent()
        ? path.join(serverBundleDir, "main.mjs")
        : await buildServer(outDir);
      const port = await freePort();
      child = spawn(process.execPath, [main], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          BUILD_DIR: site,
          CSRF_SECRET: TEST_CSRF_SECRET,
          LOG_LEVEL: "error",
          NODE_OPTIONS: "",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      const exited = new Promise<number | null>((resolve) => child!.once("exit", resolve));
      const url = `http://127.0.0.1:${port}`;
      let ready = 0;
      for (let i = 0; i < 400 && ready !== 200; i++) {
        if (child.exitCode !== null) throw new Error(`the bundle exited with ${child.exitCode}`);
        ready = await fetch(`${url}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ready).toBe(200);
      const response = await postJson(
        `${url}/api/gdpr/consent`,
        await getSession(url),
        validConsentBody(),
      );
      expect(response.status).toBe(200);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    },
  );
});
