/**
 * Debian's nginx as the TLS-terminating proxy of the tests, run unprivileged in a temp
 * prefix (`daemon off`, its own pid file and temp paths) with the site configuration of
 * deploy/nginx.conf, the one docs/deploy.md shows, and a self-signed certificate made
 * with openssl. `npm test` installs nginx when it is missing (scripts/test.ts).
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./postgres-cluster.ts";
import { waitForPort } from "./wait-for-port.ts";

const root = path.resolve(import.meta.dirname, "../../..");
export const nginxTemplate = path.join(root, "deploy/nginx.conf");

export function findNginx(): string | undefined {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
}

export interface Nginx {
  /**
   * https://localhost:<port>: a host name, since the default server refuses TLS
   * handshakes without one of the site's names (SNI); nginx listens on 127.0.0.1.
   */
  url: string;
  httpsPort: number;
  httpPort: number;
  /**
   * Writes the upstream list anew and reloads nginx (SIGHUP), e.g. for a rolling restart;
   * resolves when no worker with the old list is left.
   */
  setUpstreams(ports: number[]): Promise<void>;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with its {{...}} placeholders filled in. */
export function renderSiteConfig(values: Record<string, string>): string {
  return readFileSync(nginxTemplate, "utf8").replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in deploy/nginx.conf`);
    return value;
  });
}

export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed (Debian: apt-get install -y nginx)");
  const dir = mkdtempSync(path.join(tmpdir(), "spreegeist-nginx-"));
  // Run as root, nginx's workers are `nobody`: they must reach their temp folders in here
  // (request bodies larger than the buffer, e.g. a picture upload), not list or read it.
  if (process.getuid?.() === 0) chmodSync(dir, 0o711);
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-nodes", "-days", "2", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
      ...["-keyout", key, "-out", certificate],
    ],
    { stdio: "pipe" },
  );
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const siteFile = path.join(dir, "spreegeist.conf");
  const writeSite = (ports: number[]) =>
    writeFileSync(
      siteFile,
      renderSiteConfig({
        UPSTREAM_SERVERS: ports
          .map((port) => `server 127.0.0.1:${port} max_fails=0;`)
          .join("\n    "),
        HTTP_LISTEN: `127.0.0.1:${httpPort}`,
        HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
        SERVER_NAME: "127.0.0.1 localhost",
        CERTIFICATE: certificate,
        CERTIFICATE_KEY: key,
        // Self-signed: no OCSP responder in it, so nginx staples nothing (and says so).
        TRUSTED_CERTIFICATE: certificate,
        // Never asked: stapling needs it only to find an OCSP responder.
        RESOLVER: "127.0.0.1",
      }),
    );
  writeSite(upstreamPorts);
  // What a distribution's /etc/nginx/nginx.conf provides, here inside the temp prefix.
  const errorLog = path.join(dir, "error.log");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} notice;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${siteFile};
}
`,
  );
  const child = spawn(nginx, ["-p", `${dir}/`, "-c", `${dir}/nginx.conf`, "-e", errorLog], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitForPort(httpsPort, child, { name: "nginx", log: errorLog, seconds: 10 });
  return {
    url: `https://localhost:${httpsPort}`,
    httpsPort,
    httpPort,
    async setUpstreams(ports) {
      writeSite(ports);
      const before = readFileSync(errorLog, "utf8").length;
      child.kill("SIGHUP");
      // Done when the new worker started and the old one, which finishes the requests it
      // has with the old upstreams, exited (nginx logs both at notice level).
      for (let i = 0; i < 400; i++) {
        const log = readFileSync(errorLog, "utf8").slice(before);
        if (/start worker process/.test(log) && /worker process \d+ exited/.test(log)) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`nginx did not reload: ${readFileSync(errorLog, "utf8").slice(before)}`);
    },
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
