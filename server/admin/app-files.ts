/**
 * Serves the back office's single-page app (built by vite.admin.config.ts into
 * build/admin) at /admin/*: its hashed assets, and index.html for every other path (the
 * app's router draws the page). Same strict CSP as the site (no inline scripts at all),
 * never indexed (header here, meta in the HTML), passkeys allowed for this origin only.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  baseSecurityHeaders,
  documentCsp,
  hstsHeader,
  lockedDownCsp,
} from "../http/security-headers.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

interface AdminFile {
  body: Buffer;
  /** Brotli form of scripts, styles and the page: the build's `.br` file beside it. */
  br?: Buffer;
  headers: Record<string, string>;
}

const adminHeaders = {
  ...baseSecurityHeaders,
  "x-robots-tag": "noindex, nofollow",
  // The site's policy refuses WebAuthn; the back office signs in with passkeys.
  "permissions-policy": baseSecurityHeaders["permissions-policy"]!.replace(
    "publickey-credentials-get=()",
    "publickey-credentials-get=(self), publickey-credentials-create=(self)",
  ),
};

export async function loadAdminApp(dir: string): Promise<Map<string, AdminFile> | null> {
  if (!existsSync(path.join(dir, "index.html"))) return null;
  const files = new Map<string, AdminFile>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const urlPath = `/admin/${path.relative(dir, full).split(path.sep).join("/")}`;
    const body = await readFile(full);
    const ext = path.extname(full);
    const isDocument = ext === ".html";
    // Written by the build (scripts/build.ts), where it saves bytes: compressing here cost
    // every start about a third of a second of CPU.
    const br = existsSync(`${full}.br`) ? await readFile(`${full}.br`) : undefined;
    files.set(urlPath, {
      body,
      ...(br ? { br } : {}),
      headers: {
        ...adminHeaders,
        "content-type": types[ext] ?? "application/octet-stream",
        "content-security-policy": isDocument ? documentCsp([]) : lockedDownCsp,
        "cache-control": urlPath.startsWith("/admin/assets/")
          ? "public, max-age=31536000, immutable"
          : "no-cache",
        vary: "Accept-Encoding",
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
      },
    });
  }
  return files;
}

export function registerAdminApp(app: FastifyInstance, files: Map<string, AdminFile>) {
  const index = files.get("/admin/index.html")!;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0]!;
    const file = files.get(pathname);
    if (!file && pathname.startsWith("/admin/assets/")) {
      reply.headers({ ...adminHeaders, "content-security-policy": lockedDownCsp });
      return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    }
    const chosen = file ?? index;
    reply.headers(chosen.headers);
    if (request.protocol === "https") reply.headers(hstsHeader);
    if (request.headers["if-none-match"] === chosen.headers.etag) return reply.code(304).send();
    if (chosen.br && /\bbr\b/.test(request.headers["accept-encoding"] ?? "")) {
      return reply.header("content-encoding", "br").send(chosen.br);
    }
    return reply.send(chosen.body);
  };
  app.get("/admin", handler);
  app.get("/admin/*", handler);
}
