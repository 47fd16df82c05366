/**
 * Keeps the API's database usable across outages: opens and migrates it in the background,
 * turns "database unreachable" into a 503 for the caller, and keeps trying until the
 * database answers again. Pages never depend on it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "./connection.ts";
import { redactDatabaseError } from "./error-redaction.ts";
import { DomainError } from "../domain-error.ts";

export type DatabaseStatus = "starting" | "ready" | "unavailable";

/** Retry delays while the database is unreachable: quick at first, then every 5 s. */
const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/** SQLSTATE classes that mean the connection or server is gone, not that the query is bad. */
const unavailableSqlStates = /^(08|53|57)/;
const unavailableMessages =
  /connection terminated|timeout exceeded when trying to connect|connection error|pglite is closed|connect ECONNREFUSED/i;

export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (/^E[A-Z]+$/.test(code)) return true; // ECONNREFUSED, ECONNRESET, ETIMEDOUT, …
    if (unavailableSqlStates.test(code)) return true;
  }
  if (unavailableMessages.test(error.message)) return true;
  return error.cause !== undefined && isUnavailableError(error.cause);
}

export function unavailable(): DomainError {
  return new DomainError(
    "unavailable",
    "service_unavailable",
    "The database is not reachable at the moment. Please try again shortly.",
  );
}

export class DatabaseService {
  #database: Database | undefined;
  #migrated = false;
  #status: DatabaseStatus = "starting";
  #attempt: Promise<boolean> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #failures = 0;
  #closed = false;
  /** Operations under way; close() lets them finish before the connection goes. */
  #inFlight = 0;
  #drained: Array<() => void> = [];
  /** While set, new operations wait for it (an exclusive operation runs). */
  #gate: Promise<void> | undefined;

  constructor(
    private readonly open: () => Promise<Database>,
    private readonly log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
  ) {}

  get status(): DatabaseStatus {
    return this.#status;
  }

  get kind(): Database["kind"] | undefined {
    return this.#database?.kind;
  }

  /**
   * Connections for the metrics: PostgreSQL's pool, or the embedded database's one
   * connection (in use while an operation runs); undefined before the database opened.
   */
  poolStats(): { total: number; idle: number; waiting: number; inUse: number } | undefined {
    const database = this.#database;
    if (!database) return undefined;
    if (database.pool) {
      const pool = database.pool();
      return { ...pool, inUse: pool.total - pool.idle };
    }
    const inUse = this.#inFlight > 0 ? 1 : 0;
    return { total: 1, idle: 1 - inUse, waiting: Math.max(0, this.#inFlight - 1), inUse };
  }

  /** Whether the database answered and its migrations are applied (for /readyz). */
  get migrated(): boolean {
    return this.#migrated;
  }

  /** First connection attempt; on failure the service keeps retrying in the background. */
  async start(): Promise<DatabaseStatus> {
    await this.#tryConnect();
    return this.#status;
  }

  /**
   * Runs a database operation for a request. Throws the "unavailable" DomainError (a 503 to the caller) when the database is not
   * ready or the operation fails because the database went away; other errors pass through.
   */
  async run<T>(operation: (db: Db) => Promise<T>): Promise<T> {
    while (this.#gate) await this.#gate;
    const database = this.#database;
    if (this.#status !== "ready" || !database || this.#closed) throw unavailable();
    this.#inFlight++;
    try {
      return await operation(database.db);
    } catch (error) {
      // Whoever handles or logs it never sees the query's parameters (personal data).
      redactDatabaseError(error);
      if (!isUnavailableError(error)) throw error;
      this.#markUnavailable(error);
      throw unavailable();
    } finally {
      if (--this.#inFlight === 0) for (const resolve of this.#drained.splice(0)) resolve();
    }
  }

  /**
   * Runs `operation` alone: operations that arrive meanwhile wait (they are delayed, not
   * refused), those under way finish first (at most `drainMs`, else it gives up). The
   * embedded database's dump needs this: it shares PGlite's one session.
   */
  async exclusive<T>(operation: (database: Database) => Promise<T>, drainMs = 10_000): Promise<T> {
    while (this.#gate) await this.#gate;
    const database = this.#database;
    if (this.#status !== "ready" || !database || this.#closed) throw unavailable();
    let open!: () => void;
    this.#gate = new Promise<void>((resolve) => (open = resolve));
    try {
      if (this.#inFlight > 0) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const drained = await Promise.race([
          new Promise<boolean>((resolve) => this.#drained.push(() => resolve(true))),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), drainMs))),
        ]);
        clearTimeout(timer);
        if (!drained) {
          throw new Error(`database operations still running after ${drainMs} ms`);
        }
      }
      this.#inFlight++;
      try {
        return await operation(database);
      } catch (error) {
        throw redactDatabaseError(error);
      } finally {
        if (--this.#inFlight === 0) for (const resolve of this.#drained.splice(0)) resolve();
      }
    } finally {
      this.#gate = undefined;
      open();
    }
  }

  /** For /healthz: asks the database now instead of trusting the last request. */
  async check(): Promise<DatabaseStatus> {
    if (this.#status === "ready" && this.#database) {
      try {
        await this.#database.ping();
      } catch (error) {
        this.#markUnavailable(error);
      }
    }
    return this.#status;
  }

  /** Subscribes to a notification channel of the open database (server/database/connection.ts). */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const database = this.#database;
    if (!database) throw unavailable();
    return database.listen(channel, onNotify);
  }

  /** Refuses new operations, waits (up to 10 s) for running ones, then disconnects. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    if (this.#inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => this.#drained.push(resolve)),
        new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
      ]);
    }
    await this.#attempt?.catch(() => false);
    await this.#database?.close().catch(() => undefined);
    this.#database = undefined;
  }

  #markUnavailable(error: unknown) {
    if (this.#status === "unavailable") return;
    this.#status = "unavailable";
    this.log.error(
      { err: redactDatabaseError(error) },
      "Database unreachable: the API answers 503 until it is back",
    );
    this.#scheduleRetry();
  }

  #scheduleRetry() {
    if (this.#closed || this.#retryTimer) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.#failures, RETRY_DELAYS_MS.length - 1)];
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#tryConnect();
    }, delay);
    this.#retryTimer.unref();
  }

  /** Opens (once), pings, migrates (once per process); single-flight. */
  #tryConnect(): Promise<boolean> {
    this.#attempt ??= this.#connect().finally(() => {
      this.#attempt = undefined;
    });
    return this.#attempt;
  }

  async #connect(): Promise<boolean> {
    try {
      this.#database ??= await this.open();
      if (this.#closed) return false;
      await this.#database.ping();
      if (!this.#migrated) {
        await this.#database.migrate();
        this.#migrated = true;
      }
      if (this.#status !== "ready") {
        this.log.info(`Database ready (${this.#database.kind})`);
      }
      this.#status = "ready";
      this.#failures = 0;
      return true;
    } catch (error) {
      this.#failures++;
      if (this.#status !== "unavailable" || this.#failures === 1) {
        this.log.error(
          { err: redactDatabaseError(error) },
          "Database not available; retrying in the background",
        );
      }
      this.#status = "unavailable";
      this.#scheduleRetry();
      return false;
    }
  }
}
