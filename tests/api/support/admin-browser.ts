/**
 * A browser for back-office API tests: a cookie jar and a source address. Requests go
 * through node:http bound to `from` (any 127.x.y.z: the whole 127/8 is the loopback, so
 * the server sees that address as the client's, without X-Forwarded-For), with the
 * server's own Origin, and keep the cookies the answers set.
 */
import http from "node:http";

export interface BrowserAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  /** The Set-Cookie headers of this answer. */
  cookies: string[];
}

export class AdminBrowser {
  readonly jar = new Map<string, string>();

  constructor(
    /** The server's origin, e.g. http://127.0.0.1:43210 */
    private origin: string,
    /** The source address of every request. */
    readonly from = "127.0.0.1",
  ) {}

  /** The same browser (cookies) talking to another instance or from another address. */
  at(origin: string, from = this.from): AdminBrowser {
    const other = new AdminBrowser(origin, from);
    for (const [name, value] of this.jar) other.jar.set(name, value);
    return other;
  }

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  request(method: string, path: string, body?: unknown): Promise<BrowserAnswer> {
    const url = new URL(`/api/admin${path}`, this.origin);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { origin: this.origin };
    if (payload !== undefined) headers["content-type"] = "application/json";
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: url.pathname + url.search,
          localAddress: this.from,
          agent: false,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            const cookies = res.headers["set-cookie"] ?? [];
            for (const cookie of cookies) {
              const pair = cookie.split(";")[0]!;
              const name = pair.slice(0, pair.indexOf("="));
              const value = pair.slice(pair.indexOf("=") + 1);
              if (value === "" || /;\s*max-age=0/i.test(cookie)) this.jar.delete(name);
              else this.jar.set(name, value);
            }
            resolve({
              status: res.statusCode ?? 0,
              body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
              headers: res.headers,
              cookies,
            });
          });
        },
      );
      req.on("error", reject);
      if (payload !== undefined) req.end(payload);
      else req.end();
    });
  }

  signIn(email: string, password: string): Promise<BrowserAnswer> {
    return this.request("POST", "/auth/sign-in/email", { email, password });
  }
}
