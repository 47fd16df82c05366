/**
 * Rate-limit counters that forget: a client address is kept in memory only while its
 * one-minute window runs, and a sweep drops ended windows every minute. @fastify/rate-limit's
 * default store kept addresses until its LRU happened to evict them, which could be
 * hours; the privacy policy promises "a few minutes, in memory only".
 */
interface Window {
  count: number;
  startedAt: number;
  length: number;
}

export const SWEEP_INTERVAL_MS = 60_000;

export class ForgetfulStore {
  readonly windows = new Map<string, Window>();

  constructor() {
    // unref: the sweep never keeps the process alive.
    setInterval(() => this.sweep(Date.now()), SWEEP_INTERVAL_MS).unref();
  }

  /** Drops every window that has ended by `now`. */
  sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.startedAt + window.length <= now) this.windows.delete(key);
    }
  }

  /** Counts one request for `key`: its count in the current window and the ms left of it. */
  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + window.length <= now) {
      window = { count: 0, startedAt: now, length: timeWindow };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.startedAt + window.length - now };
  }

  /** The requests counted for `key` in its current window (0 when it has none). */
  count(key: string): number {
    const window = this.windows.get(key);
    return window && window.startedAt + window.length > Date.now() ? window.count : 0;
  }
}
