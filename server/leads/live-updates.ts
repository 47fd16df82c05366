/**
 * Tells open inboxes about new leads (server-sent events, decision 0066). In this process
 * the enquiry intake calls `notify()` right after a commit. Leads stored by other instances
 * (several servers on one PostgreSQL) are found by a poll every two seconds while someone
 * listens: the recent leads by their created_at index, each announced once.
 *
 * No lead is lost while an inbox opens. The inbox loads its list and opens its stream at the
 * same moment, so a lead can commit after the list's snapshot and before the stream's first
 * look; that look must not take it for old. So a new subscriber is brought up to date by
 * looks that start after it subscribed: they announce to it every lead created from
 * OVERLAP_MS before it subscribed on, seen before or not (the inbox may already show one of
 * them: it then refetches a list that holds it). From then on it hears of each lead that no
 * earlier look had seen. Looks run one at a time, so "not seen by an earlier look" means
 * "committed after the earlier look's snapshot".
 */
import { desc, gt } from "drizzle-orm";
import type { DatabaseService } from "../database/service.ts";
import { leads } from "./schema.ts";
import type { OfferAnsweredUpdate } from "#app/shared/offer-answered.ts";

export interface NewLeadUpdate {
  id: string;
  createdAt: string;
}

type Listener = (update: NewLeadUpdate) => void;

/**
 * A customer answered an offer online (server/offers/store/acceptance.ts): told at once to
 * the back offices open in this process, as `event: offer` on the leads stream, so the
 * inbox and the lead's page refresh and a toast can say "Angebot A-… angenommen". Its
 * shape is shared with the back office (app/shared/offer-answered.ts).
 */
type OfferListener = (update: OfferAnsweredUpdate) => void;

/** Leads this recent are looked at: covers commits that land late and clocks a bit apart. */
const WINDOW_MS = 60_000;
/**
 * How far before its subscription a new inbox hears of leads: more than the time between
 * its list's load and its stream's start, plus a commit's delay after the lead's created_at
 * and the clocks of several instances apart.
 */
const OVERLAP_MS = 10_000;
/** Most leads of one window read by a look (a flood beyond it would hide the oldest). */
const LOOK_LIMIT = 1_000;
const POLL_MS = 2_000;

interface Subscriber {
  listener: Listener;
  /** Leads created from this moment (ms) on are announced while it catches up. */
  from: number;
  /** The number of looks started before it subscribed: a later one brings it up to date. */
  looksBefore: number;
  /** What it was told while catching up (so nothing twice); undefined once up to date. */
  catchingUp: Set<string> | undefined;
}

export class LeadLiveUpdates {
  readonly #subscribers = new Set<Subscriber>();
  readonly #offerListeners = new Set<OfferListener>();
  /** Ids some look found (announced, or there before anyone listened), with created_at in ms. */
  readonly #seen = new Map<string, number>();
  /**
   * Whether `#seen` holds every lead of the window up to the last look's snapshot: true
   * after a look while someone listens, false once nobody does (no looks then).
   */
  #primed = false;
  #looksStarted = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
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
    const subscriber: Subscriber = {
      listener,
      from: this.now().getTime() - OVERLAP_MS,
      looksBefore: this.#looksStarted,
      catchingUp: new Set(),
    };
    this.#subscribers.add(subscriber);
    if (this.#subscribers.size === 1 && this.poll()) {
      this.#timer = setInterval(() => void this.#run(), this.pollMs);
      this.#timer.unref();
    }
    void this.#run();
    return () => {
      this.#subscribers.delete(subscriber);
      if (this.#subscribers.size === 0) this.stop();
    };
  }

  readonly #mailListeners = new Set<(leadId: string) => void>();

  /** Calls `listener` with the lead of each mail taken from the mailbox in this process. */
  subscribeMail(listener: (leadId: string) => void): () => void {
    this.#mailListeners.add(listener);
    return () => this.#mailListeners.delete(listener);
  }

  /** Mails were stored on these leads (server/mail/inbound): their pages read them again. */
  mailTaken(leadIds: string[]): void {
    for (const leadId of new Set(leadIds)) {
      for (const listener of this.#mailListeners) listener(leadId);
    }
  }

  /** Calls `listener` for each offer answered in this process until the function returned. */
  subscribeOffers(listener: OfferListener): () => void {
    this.#offerListeners.add(listener);
    return () => this.#offerListeners.delete(listener);
  }

  /** An offer's answer was committed in this process; its lead changed too. */
  offerAnswered(update: OfferAnsweredUpdate): void {
    for (const listener of this.#offerListeners) {
      try {
        listener(update);
      } catch {
        // Its stream is going away; its unsubscribe follows.
      }
    }
  }

  /** A lead was committed in this process. */
  notify(): void {
    if (this.#subscribers.size > 0) void this.#run();
  }

  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#retry);
    this.#timer = undefined;
    this.#retry = undefined;
    // Nobody looks until the next subscriber: what is seen now goes stale.
    this.#primed = false;
  }

  get listeners(): number {
    return this.#subscribers.size;
  }

  /** Single-flight: a notify or subscribe during a check runs one more check after it. */
  #run(): Promise<void> {
    if (this.#check) {
      this.#again = true;
      return this.#check;
    }
    this.#check = this.#look()
      .catch(() => {
        // Database away: look again soon (on the embedded database no poll would).
        if (this.#subscribers.size > 0 && !this.#retry) {
          this.#retry = setTimeout(() => {
            this.#retry = undefined;
            void this.#run();
          }, this.pollMs);
          this.#retry.unref();
        }
      })
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
    const number = ++this.#looksStarted;
    const primed = this.#primed;
    const since = this.now().getTime() - WINDOW_MS;
    const rows = await this.database.run((db) =>
      db
        .select({ id: leads.id, createdAt: leads.createdAt })
        .from(leads)
        .where(gt(leads.createdAt, new Date(since)))
        .orderBy(desc(leads.createdAt))
        .limit(LOOK_LIMIT),
    );
    for (const row of rows.reverse()) {
      const at = new Date(row.createdAt).getTime();
      const fresh = !this.#seen.has(row.id);
      if (fresh) this.#seen.set(row.id, at);
      const update = { id: row.id, createdAt: new Date(at).toISOString() };
      for (const subscriber of this.#subscribers) {
        const told = subscriber.catchingUp;
        if (told === undefined) {
          if (primed && fresh) tell(subscriber, update);
        } else if (((primed && fresh) || at >= subscriber.from) && !told.has(row.id)) {
          told.add(row.id);
          tell(subscriber, update);
        }
      }
    }
    for (const subscriber of this.#subscribers) {
      if (number > subscriber.looksBefore) subscriber.catchingUp = undefined;
    }
    if (this.#subscribers.size > 0) this.#primed = true;
    for (const [id, at] of this.#seen) if (at < since - WINDOW_MS) this.#seen.delete(id);
  }
}

/** One stream's trouble (a closed socket) must not keep the others from hearing. */
function tell(subscriber: Subscriber, update: NewLeadUpdate): void {
  try {
    subscriber.listener(update);
  } catch {
    // Its stream is going away; its unsubscribe follows.
  }
}
