/**
 * Brute-force throttling of the password sign-in, per account (e-mail) and per client
 * address, with growing delays: after a few free failures each further failure doubles the
 * wait before the next attempt is even checked (1 s, 2 s, 4 s ... at most 15 minutes).
 * A quiet hour forgets the failures; a successful sign-in forgets the account's.
 *
 * Kept in memory (docs/decisions/0062-sign-in-throttling.md): no database write per failed
 * attempt, nothing to clean up; a restart or a second instance gives an attacker a few more
 * tries, which the delays still keep to a trickle.
 */
const FREE_PER_ACCOUNT = 4;
const FREE_PER_ADDRESS = 10;
const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  failures: number;
  last: number;
  blockedUntil: number;
}

class Counter {
  readonly #entries = new Map<string, Entry>();
  constructor(private readonly free: number) {}

  blockedFor(key: string, now: number): number {
    const entry = this.#live(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  fail(key: string, now: number): void {
    const entry = this.#live(key, now) ?? { failures: 0, last: now, blockedUntil: 0 };
    entry.failures++;
    entry.last = now;
    const over = entry.failures - this.free;
    if (over > 0) entry.blockedUntil = now + Math.min(MAX_DELAY_MS, 1000 * 2 ** (over - 1));
    this.#entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }

  #live(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && now - entry.last > FORGET_AFTER_MS && now >= entry.blockedUntil) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

export class SignInThrottle {
  readonly #accounts = new Counter(FREE_PER_ACCOUNT);
  readonly #addresses = new Counter(FREE_PER_ADDRESS);
  constructor(private readonly now: () => Date) {}

  /** Milliseconds until this e-mail may be tried from this address again; 0: go ahead. */
  wait(email: string, address: string): number {
    const at = this.now().getTime();
    return Math.max(
      this.#accounts.blockedFor(email.toLowerCase(), at),
      this.#addresses.blockedFor(address, at),
    );
  }

  failed(email: string, address: string): void {
    const at = this.now().getTime();
    this.#accounts.fail(email.toLowerCase(), at);
    this.#addresses.fail(address, at);
  }

  succeeded(email: string): void {
    this.#accounts.forget(email.toLowerCase());
  }
}
