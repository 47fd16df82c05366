/**
 * Tells open inboxes about new leads (server-sent events, decision 0066). In this process
 * the enquiry intake calls `notify()` right after a commit. Leads stored by other instances
 * (several servers on one PostgreSQL) are found by a poll every two seconds while someone
 * listens: the recent leads by their created_at index, each announced once.
 */
import { desc, gt } from "drizzle-orm";
import type { DatabaseService } from "../database/service.ts";
import { leads } from "./schema.ts";

export interface NewLeadUpdate {
  id: string;
  createdAt: string;
}

type Listener = (update: NewLeadUpdate) => void;

/** Leads this recent are looked at: covers commits that land late and clocks a bit apart. */
const WINDOW_MS = 60_000;
const POLL_MS = 2_000;

export class LeadLiveUpdates {
  readonly #listeners = new Set<Listener>();
  /** Ids announced (or there before anyone listened), with their created_at in ms. */
  readonly #seen = new Map<string, number>();
  #primed = false;
  #timer: ReturnType<typeof setInterval> | undefined;
  #check: Promise<void> | undefined;
  #again = false;

  constructor(
    private readonly database: DatabaseService,
    private readonly now: () => Date,
    /** Poll for other instances' leads (PostgreSQL); the embedded database has one process. */
    private readonly poll: () => boolean = () => database.kind === "postgres",
    private readonly pollMs = POLL_MS,
  ) {}

  /** Calls `listener` for each new lead until the returned function is called. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) {
      // Whatever exists now is not new to the first listener.
      this.#primed = false;
      void this.#run();
      if (this.poll()) {
        this.#timer = setInterval(() => void this.#run(), this.pollMs);
        this.#timer.unref();
      }
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.stop();
    };
  }

  /** A lead was committed in this process. */
  notify(): void {
    if (this.#listeners.size > 0) void this.#run();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  get listeners(): number {
    return this.#listeners.size;
  }

  /** Single-flight: a notify during a check runs one more check after it. */
  #run(): Promise<void> {
    if (this.#check) {
      this.#again = true;
      return this.#check;
    }
    this.#check = this.#look()
      .catch(() => undefined) // database away: the next notify or poll tries again
      .finally(() => {
        this.#check = undefined;
        if (this.#again) {
          this.#again = false;
          void this.#run();
        }
      });
    return this.#check;
  }

  async #look(): Promise<void> {
    const since = this.now().getTime() - WINDOW_MS;
    const rows = await this.database.run((db) =>
      db
        .select({ id: leads.id, createdAt: leads.createdAt })
        .from(leads)
        .where(gt(leads.createdAt, new Date(since)))
        .orderBy(desc(leads.createdAt))
        .limit(200),
    );
    const fresh = rows.filter((row) => !this.#seen.has(row.id)).reverse();
    for (const row of fresh) this.#seen.set(row.id, new Date(row.createdAt).getTime());
    for (const [id, at] of this.#seen) if (at < since - WINDOW_MS) this.#seen.delete(id);
    if (!this.#primed) {
      this.#primed = true;
      return;
    }
    for (const row of fresh) {
      const update = { id: row.id, createdAt: new Date(row.createdAt).toISOString() };
      for (const listener of this.#listeners) listener(update);
    }
  }
}
