/**
 * A rolling restart behind nginx (docs/deploy.md): two instances on one PostgreSQL take
 * enquiries through nginx while first one, then the other is taken out of nginx, stopped
 * with SIGTERM, started again and put back. No request fails, every enquiry answered 2xx
 * is stored, and every mail of them is sent in the end (by whichever instance).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newKey, validEnquiry } from "./enquiry-support.ts";
import { engines } from "./support/databases.ts";
import { startNginx, type Nginx } from "./support/nginx.ts";
import { spawnServer, type ServerProcess } from "./support/server-process.ts";
import { makeTinySite } from "./support/tiny-site.ts";

const postgres = engines()[1]!;
const WORKERS = 6;

const agent = new Agent({ keepAlive: true, rejectUnauthorized: false });

function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method: init.method ?? "GET", headers: init.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.once("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.once("error", reject);
    req.end(init.body);
  });
}

describe.skipIf(postgres.skipReason)("rolling restart of two instances behind nginx", () => {
  let fresh: Awaited<ReturnType<typeof postgres.fresh>>;
  const buildDir = makeTinySite();
  const dataDirs: string[] = [];
  const running = new Set<ServerProcess>();
  let nginx: Nginx;
  let db: pg.Pool;

  const start = async (index: number) => {
    dataDirs[index] ??= mkdtempSync(path.join(tmpdir(), `spreegeist-rolling-${index}-`));
    const instance = await spawnServer({
      BUILD_DIR: buildDir,
      DATABASE_URL: fresh.databaseUrl,
      DATA_DIR: dataDirs[index],
      TRUST_PROXY: "127.0.0.1",
    });
    running.add(instance);
    return instance;
  };
  const stop = async (instance: ServerProcess) => {
    instance.child.kill("SIGTERM");
    await instance.exited;
    running.delete(instance);
    expect(instance.child.exitCode).toBe(0);
  };
  const port = (instance: ServerProcess) => Number(new URL(instance.url).port);

  beforeAll(async () => {
    fresh = await postgres.fresh();
    db = new pg.Pool({ connectionString: fresh.databaseUrl, max: 2 });
    // The database is dropped at the end while idle connections may still be closing.
    db.on("error", () => {});
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const instance of running) {
      instance.child.kill("SIGKILL");
      await instance.exited;
    }
    agent.destroy();
    await db?.end();
    await fresh?.drop();
    for (const dir of [buildDir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
  });

  it("answers every request and sends every mail", { timeout: 180_000 }, async () => {
    let a = await start(0);
    let b = await start(1);
    nginx = await startNginx([port(a), port(b)]);

    // Visitors sending enquiries through nginx until the restarts are done.
    const answers: Array<{ status: number; id?: string }> = [];
    let loading = true;
    let resent = 0;
    const visitor = async () => {
      const token = await send(`${nginx.url}/api/csrf-token`);
      const cookie = String((token.headers["set-cookie"] as string[])[0]).split(";")[0]!;
      const { csrfToken } = JSON.parse(token.body) as { csrfToken: string };
      while (loading) {
        // Like a browser, a request that meets a kept-alive connection closed by an nginx
        // worker that is leaving is sent again, with the same idempotency key.
        const key = newKey();
        for (let attempt = 1; ; attempt++) {
          try {
            const answer = await send(`${nginx.url}/api/enquiries`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                cookie,
                "x-csrf-token": csrfToken,
                "idempotency-key": key,
              },
              body: JSON.stringify(validEnquiry()),
            });
            answers.push({
              status: answer.status,
              id:
                answer.status === 201 ? (JSON.parse(answer.body) as { id: string }).id : undefined,
            });
            break;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ECONNRESET" || attempt === 3)
              throw error;
            resent++;
          }
        }
      }
    };
    const visitors = Array.from({ length: WORKERS }, visitor);
    const answered = async (more: number) => {
      const target = answers.length + more;
      while (answers.length < target) await new Promise((resolve) => setTimeout(resolve, 10));
    };

    await answered(20);
    // A: out of nginx, stopped (it drains), started again, back in.
    await nginx.setUpstreams([port(b)]);
    await stop(a);
    await answered(20);
    a = await start(0);
    await nginx.setUpstreams([port(a), port(b)]);
    await answered(20);
    // Then B the same way.
    await nginx.setUpstreams([port(a)]);
    await stop(b);
    await answered(20);
    b = await start(1);
    await nginx.setUpstreams([port(a), port(b)]);
    await answered(20);
    loading = false;
    await Promise.all(visitors);

    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    // Sent again after a reset: stored once all the same (the idempotency key).
    expect(resent).toBeLessThan(answers.length);
    const ids = answers.map((answer) => answer.id!);
    const stored = await db.query("select id from leads where id = any($1::uuid[])", [ids]);
    expect(stored.rowCount).toBe(ids.length);
    // Every mail goes out: mails a stopping instance had claimed are given back and sent
    // by the other one.
    await expect
      .poll(
        async () =>
          (
            await db.query(
              "select status, count(*)::int as n from mail_outbox group by status order by status",
            )
          ).rows,
        { timeout: 60_000, interval: 250 },
      )
      .toEqual([{ status: "sent", n: ids.length * 2 }]);
  });
});
