/**
 * Rate-limit counters that forget: a client address is kept in memory only while its
 * one-minute window runs, and a sweep drops ended windows every minute. The plugin's
 * default store keeps addresses until its LRU happens to evict them, which could be
 * hours; the privacy policy promises "a few minutes, in memory only".
 */
interface Window {
  count: number;
  startedAt: number;
  length: number;
}

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

export const SWEEP_INTERVAL_MS = 60_000;

export class ForgetfulStore {
  readonly windows = new Map<string, Window>();

  constructor(_options?: unknown) {
    // unref: the sweep never keeps the process alive.
    setInterval(() => this.sweep(Date.now()), SWEEP_INTERVAL_MS).unref();
  }

  /** Drops every window that has ended by `now`. */
  sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.startedAt + window.length <= now) this.windows.delete(key);
    }
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + window.length <= now) {
      window = { count: 0, startedAt: now, length: timeWindow };
      this.windows.set(key, window);
    }
    window.count++;
    callback(null, { current: window.count, ttl: window.startedAt + window.length - now });
  }

  /** Each route gets its own counters. */
  child(routeOptions: unknown): ForgetfulStore {
    return new ForgetfulStore(routeOptions);
  }
}
