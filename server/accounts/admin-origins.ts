/**
 * The origins the back office answers at, with one Better Auth instance per origin (its
 * passkey relying party and cookie names depend on the origin; server/accounts/auth.ts).
 *
 * The origin comes from the Host header, which any client chooses, and an instance costs
 * tens of megabytes: one per `Host: localhost:N` grew a server from 470 to 673 MB over
 * 3,000 ports. So instances are built only for origins accepted here, written exactly as a
 * browser writes them (lower case, no default port):
 * - SITE_URL's origin;
 * - localhost, 127.0.0.1 and [::1] on a port the server listens on (`npm start`, tests);
 * - at most `EXTRA_LOOPBACK_ORIGINS` other loopback origins: the first ones asked for, kept
 *   until the server stops (`npm run dev`, where Vite's proxy passes on the browser's
 *   `localhost:5174`; a local TLS proxy in front of the server).
 * Any other origin is refused before anything is built; instances are never dropped, so
 * none is ever built twice. At most 3 × 2 × (listening ports) + 1 + 4 instances exist.
 */

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Loopback origins on other ports than the server's own that are accepted, first come. */
export const EXTRA_LOOPBACK_ORIGINS = 4;

let built = 0;

/** How many instances all `AdminOrigins` of this process have built (the tests watch it). */
export function adminInstancesBuilt(): number {
  return built;
}

export interface AdminOriginsOptions<T> {
  siteUrl: string;
  /** The ports the server listens on (read at each new origin: known only once listening). */
  listeningPorts(): readonly number[];
  build(origin: string): Promise<T>;
}

export class AdminOrigins<T> {
  readonly #instances = new Map<string, Promise<T>>();
  readonly #extra = new Set<string>();

  constructor(private readonly options: AdminOriginsOptions<T>) {}

  /**
   * The instance for this origin, built at its first use; undefined when the back office is
   * not served at this origin (nothing is built then).
   */
  instanceFor(origin: string): Promise<T> | undefined {
    const existing = this.#instances.get(origin);
    if (existing) return existing;
    if (!this.#accept(origin)) return undefined;
    built++;
    const instance = this.options.build(origin);
    this.#instances.set(origin, instance);
    // A build that failed (the database away) is tried again at the next request.
    instance.catch(() => this.#instances.delete(origin));
    return instance;
  }

  #accept(origin: string): boolean {
    if (origin === this.options.siteUrl) return true;
    const port = loopbackPort(origin);
    if (port === undefined) return false;
    if (this.options.listeningPorts().includes(port) || this.#extra.has(origin)) return true;
    if (this.#extra.size >= EXTRA_LOOPBACK_ORIGINS) return false;
    this.#extra.add(origin);
    return true;
  }
}

/** The port of a loopback origin in its canonical form; undefined for any other origin. */
function loopbackPort(origin: string): number | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !loopbackHosts.has(url.hostname)) return undefined;
  return Number(url.port || (url.protocol === "https:" ? 443 : 80));
}
