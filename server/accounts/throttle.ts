/**
 * Brute-force throttling of the back office's sign-in, in the database so that every
 * instance counts the same attempts (docs/decisions/0100-sign-in-device-cookies.md).
 *
 * A password attempt is checked, and counted before the password is, under these keys:
 * - from a browser with a valid device cookie for the e-mail (./device-cookie.ts): that
 *   device's own key only (4 free failures, then waits of 1 s, 2 s, 4 s ... at most
 *   15 minutes): failures elsewhere never refuse it;
 * - from any other browser: the client address (10 free failures, then growing waits), the
 *   (account, address) pair (4 free, then growing waits) and the account's guard against
 *   unknown browsers (10 free failures within an hour, then at most one attempt every
 *   30 seconds for all unknown browsers together: a bounded rate, never a lock-out; the
 *   holder is mailed once when it trips).
 * `GET /passkey/generate-authenticate-options` is counted per address (10 free, then growing
 * waits); a passkey sign-in itself is never refused.
 *
 * Counting happens before the password check, in one statement, and only when no key is
 * waiting: so parallel attempts cannot slip past a limit, a failure costs that one upsert
 * (and one update when it makes a key wait, to start the wait at its answer), and a success
 * gives its count back (deletes the pair's or device's key). A key is
 * forgotten an hour after its last attempt; expired rows are deleted lazily.
 */
import { createHmac, randomUUID } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { rowsOf } from "../database/rows.ts";
import type { DatabaseService } from "../database/service.ts";
import { queueMessage, type ComposedMailKind } from "../mail/outbox.ts";
import { DeviceCookies } from "./device-cookie.ts";
import { adminSignInThrottle, adminUsers } from "./schema.ts";
import type { AuditLog } from "../admin/types.ts";

export type ThrottleKind = "address" | "accountAddress" | "account" | "device" | "passkeyOptions";

interface Policy {
  /** The key's prefix in the table. */
  prefix: string;
  /** Attempts without a wait. */
  free: number;
  /** The wait after the first attempt beyond `free`; it doubles with each further one... */
  baseMs: number;
  /** ...up to this. */
  maxMs: number;
}

const MINUTE = 60_000;
export const THROTTLE_POLICIES: Record<ThrottleKind, Policy> = {
  address: { prefix: "ip", free: 10, baseMs: 1000, maxMs: 15 * MINUTE },
  accountAddress: { prefix: "aa", free: 4, baseMs: 1000, maxMs: 15 * MINUTE },
  device: { prefix: "dv", free: 4, baseMs: 1000, maxMs: 15 * MINUTE },
  // Not growing: unknown browsers share one attempt per 30 s, the holder's among them.
  account: { prefix: "ac", free: 10, baseMs: 30_000, maxMs: 30_000 },
  passkeyOptions: { prefix: "pk", free: 10, baseMs: 1000, maxMs: 15 * MINUTE },
};
/** A key's count is forgotten this long after its last attempt (and any wait is over). */
export const FORGET_AFTER_MS = 60 * MINUTE;
const CLEAN_UP_EVERY_MS = 10 * MINUTE;
/** The outbox kind of the alert mail (composed when queued, like an invitation). */
const ALERT_MAIL_KIND = "sign_in_alert" satisfies ComposedMailKind;

interface Key {
  kind: ThrottleKind;
  key: string;
}

/** What a permitted attempt counted; hand it back with the outcome. */
export interface Claim {
  keys: Key[];
  /** Each key's count including this attempt, in the order of `keys`. */
  counts: number[];
  /** The account guard's count including this attempt (unknown browsers only). */
  account?: { key: string; attempts: number; alerted: boolean };
}

export type Verdict =
  { ok: true; claim: Claim } | { ok: false; waitMs: number; kind: ThrottleKind };

/**
 * The part of a client address one client controls: an IPv4 address, or the /64 of an IPv6
 * one (a home or server usually holds a whole /64).
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(":")) return bare;
  const [head = "", tail] = bare.split("::");
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0")];
  all.push(...right);
  return `${all
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}

const EPOCH = sql`'epoch'::timestamptz`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** When the key waits after an attempt that brought its count to `n`. */
function blockedAfter(policy: Policy, n: SQL, now: SQL): SQL {
  const ms = sql`least(${sql.raw(String(policy.maxMs))}, ${sql.raw(String(policy.baseMs))} * power(2, least(${n} - ${sql.raw(String(policy.free + 1))}, 30)))`;
  return sql`(case when ${n} > ${sql.raw(String(policy.free))} then ${now} + ${ms} * interval '1 millisecond' else ${EPOCH} end)`;
}

/**
 * Statements run as one, each a data-modifying CTE `s0`, `s1` ... with RETURNING; `select`
 * reads them in order (so they run, and lock their rows, in that order).
 */
function together(statements: SQL[], select: SQL): SQL {
  const ctes = statements.map((statement, i) => sql`${sql.raw(`s${i}`)} as (${statement})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${select}`;
}

function selectAll(count: number, columns = "key"): SQL {
  return sql.raw(
    Array.from({ length: count }, (_, i) => `select ${columns} from s${i}`).join(" union all "),
  );
}

function alertMail(failures: number, now: Date) {
  const time = now.toISOString().slice(0, 16).replace("T", " ");
  return {
    subject:
      "Fehlgeschlagene Anmeldeversuche im Backoffice / Failed sign-in attempts to the back office",
    text: [
      "Guten Tag,",
      "",
      `mit Ihrer E-Mail-Adresse ist die Anmeldung im Backoffice von Spreegeist Events aus`,
      `unbekannten Browsern ${failures}-mal mit falschem Passwort versucht worden (zuletzt`,
      `${time} UTC). Anmeldungen aus unbekannten Browsern sind deshalb jetzt gebremst: höchstens`,
      "ein Versuch alle 30 Sekunden. In Browsern, in denen Sie sich schon angemeldet haben,",
      "melden Sie sich wie gewohnt an.",
      "",
      "Waren Sie das nicht, ist Ihr Passwort dadurch nicht verraten. Ist es kurz oder auch",
      "anderswo in Gebrauch, ändern Sie es unter „Mein Konto“ und richten Sie dort den zweiten",
      "Faktor ein.",
      "",
      "---",
      "",
      `Someone has tried to sign in to the Spreegeist Events back office as you from unknown`,
      `browsers ${failures} times with a wrong password (last at ${time} UTC). Sign-in from`,
      "unknown browsers is now slowed down to one attempt every 30 seconds. Browsers you have",
      "signed in with before are not affected.",
      "",
      "If it was not you, your password has not been revealed by this. If it is short or used",
      'elsewhere too, change it on "My account" and set up the second factor there.',
    ].join("\n"),
  };
}

export class SignInThrottle {
  readonly devices: DeviceCookies;
  readonly #database: DatabaseService;
  readonly #now: () => Date;
  readonly #keyMac: Buffer;
  #lastCleanUp = 0;

  constructor(options: { database: DatabaseService; now: () => Date; secret: string }) {
    this.#database = options.database;
    this.#now = options.now;
    this.devices = new DeviceCookies(options.secret);
    // Keys are HMACs: the table holds no e-mail and no address.
    this.#keyMac = createHmac("sha256", options.secret).update("sg-admin throttle key v1").digest();
  }

  #key(kind: ThrottleKind, value: string): Key {
    const { prefix } = THROTTLE_POLICIES[kind];
    const mac = createHmac("sha256", this.#keyMac).update(`${prefix}\0${value}`).digest("hex");
    return { kind, key: `${prefix}:${mac.slice(0, 32)}` };
  }

  /** A password attempt for `email` (lower-case); `deviceId` from a valid device cookie. */
  beginPassword(email: string, address: string, deviceId: string | null): Promise<Verdict> {
    if (deviceId) return this.#begin([this.#key("device", deviceId)]);
    const client = addressKey(address);
    return this.#begin([
      this.#key("address", client),
      this.#key("accountAddress", `${email}\0${client}`),
      this.#key("account", email),
    ]);
  }

  /** A request for a passkey challenge. */
  beginPasskeyOptions(address: string): Promise<Verdict> {
    return this.#begin([this.#key("passkeyOptions", addressKey(address))]);
  }

  /** The attempt succeeded: the pair's and the device's count go, the others give it back. */
  async succeeded(claim: Claim): Promise<void> {
    await this.#settle(claim.keys, (key) => key.kind === "accountAddress" || key.kind === "device");
  }

  /**
   * The attempt failed (wrong e-mail or password). It stays counted; a key it took past its
   * free attempts waits from now, the failure's answer, rather than from the attempt's start
   * (the password check takes a while): one more write, only for a key that now waits.
   */
  async failed(claim: Claim): Promise<void> {
    const now = this.#now();
    const statements = claim.keys.flatMap((k, i) => {
      const policy = THROTTLE_POLICIES[k.kind];
      const over = claim.counts[i]! - policy.free;
      if (over <= 0) return [];
      const waitMs = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(over - 1, 30));
      const until = at(new Date(now.getTime() + waitMs));
      return [
        sql`update ${adminSignInThrottle} set
            blocked_until = greatest(blocked_until, ${until}),
            expires_at = greatest(expires_at, ${until})
          where key = ${k.key} returning key`,
      ];
    });
    if (statements.length === 0) return;
    await this.#database.run((db) =>
      db.execute(together(statements, selectAll(statements.length))),
    );
  }

  /** The attempt ended without a verdict on the password (e.g. a refused body): uncount it. */
  async undo(claim: Claim): Promise<void> {
    await this.#settle(claim.keys, () => false);
  }

  /** A passkey sign-in succeeded from this address: its challenge request is given back. */
  async passkeySucceeded(address: string): Promise<void> {
    await this.#settle([this.#key("passkeyOptions", addressKey(address))], () => false);
  }

  /**
   * After a failed attempt from an unknown browser: when it tripped the account's guard
   * (its free failures are used up) and the holder has not been told during this run of
   * failures, queues the alert mail to the account's holder (none for an unknown e-mail) and
   * audits it. True when a mail was queued.
   */
  async alertIfTripped(claim: Claim, email: string, audit: AuditLog): Promise<boolean> {
    const account = claim.account;
    if (!account || account.alerted || account.attempts <= THROTTLE_POLICIES.account.free) {
      return false;
    }
    const now = this.#now();
    return this.#database.run((db) =>
      db.transaction(async (tx) => {
        const marked = rowsOf<{ key: string }>(
          await tx.execute(sql`update ${adminSignInThrottle} set alerted_at = ${at(now)}
            where key = ${account.key} and alerted_at is null returning key`),
        );
        if (marked.length === 0) return false; // another instance or request was first
        const [user] = await tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(eq(adminUsers.email, email));
        if (!user) return false;
        const mail = { to: email, ...alertMail(account.attempts, now) };
        await queueMessage(tx, randomUUID(), ALERT_MAIL_KIND, mail, now);
        await audit.record(tx, {
          action: "sign_in_alert_mailed",
          actorId: null,
          target: user.id,
          detail: { failures: account.attempts },
        });
        return true;
      }),
    );
  }

  async #begin(keys: Key[]): Promise<Verdict> {
    const now = this.#now();
    this.#cleanUpNowAndThen(now);
    const waiting = await this.#waiting(keys, now);
    if (waiting) return { ok: false, ...waiting };
    // Count the attempt under every key, each only if it is (still) not waiting.
    const forgetAfter = sql.raw(`interval '${FORGET_AFTER_MS} milliseconds'`);
    const upserts = keys.map(({ kind, key }) => {
      const policy = THROTTLE_POLICIES[kind];
      // The count with this attempt: 1 when the key had been forgotten.
      const count = sql`(case when t.expires_at <= ${at(now)} then 1 else t.attempts + 1 end)`;
      const blocked = blockedAfter(policy, count, at(now));
      return sql`insert into ${adminSignInThrottle} as t
          (key, attempts, last_at, blocked_until, expires_at)
        values (${key}, 1, ${at(now)}, ${EPOCH}, ${at(now)} + ${forgetAfter})
        on conflict (key) do update set
          attempts = ${count},
          last_at = ${at(now)},
          blocked_until = ${blocked},
          expires_at = greatest(${at(now)} + ${forgetAfter}, ${blocked}),
          alerted_at = case when t.expires_at <= ${at(now)} then null else t.alerted_at end
        where t.blocked_until <= ${at(now)} or t.expires_at <= ${at(now)}
        returning key, attempts, alerted_at`;
    });
    const counted = rowsOf<{ key: string; attempts: number; alerted_at: unknown }>(
      await this.#database.run((db) =>
        db.execute(together(upserts, selectAll(keys.length, "key, attempts, alerted_at"))),
      ),
    );
    if (counted.length < keys.length) {
      // Another attempt made a key wait in the meantime; this one is refused (and stays
      // counted under the other keys: a race costs the racer).
      const raced = await this.#waiting(keys, now);
      return { ok: false, waitMs: raced?.waitMs ?? 1000, kind: raced?.kind ?? keys[0]!.kind };
    }
    const claim: Claim = {
      keys,
      counts: keys.map((k) => Number(counted.find((row) => row.key === k.key)?.attempts ?? 0)),
    };
    const accountKey = keys.find((k) => k.kind === "account");
    const accountRow = accountKey && counted.find((row) => row.key === accountKey.key);
    if (accountKey && accountRow) {
      claim.account = {
        key: accountKey.key,
        attempts: Number(accountRow.attempts),
        alerted: accountRow.alerted_at !== null && accountRow.alerted_at !== undefined,
      };
    }
    return { ok: true, claim };
  }

  /** The longest wait among the keys, or null when none waits. */
  async #waiting(keys: Key[], now: Date): Promise<{ waitMs: number; kind: ThrottleKind } | null> {
    const rows = rowsOf<{ key: string; wait_ms: number | string }>(
      await this.#database.run((db) =>
        db.execute(sql`select key,
            ceil(extract(epoch from (blocked_until - ${at(now)})) * 1000)::float8 as wait_ms
          from ${adminSignInThrottle}
          where key in (${sql.join(
            keys.map((k) => sql`${k.key}`),
            sql`, `,
          )})
            and blocked_until > ${at(now)} and expires_at > ${at(now)}`),
      ),
    );
    let longest: { waitMs: number; kind: ThrottleKind } | null = null;
    for (const row of rows) {
      const waitMs = Number(row.wait_ms);
      const kind = keys.find((k) => k.key === row.key)!.kind;
      if (!longest || waitMs > longest.waitMs) longest = { waitMs, kind };
    }
    return longest;
  }

  /**
   * Deletes the keys `forget` picks and takes one attempt back from the others, in the order
   * the claim counted them (rows are locked in one order: no deadlock between attempts).
   */
  async #settle(keys: Key[], forget: (key: Key) => boolean): Promise<void> {
    if (keys.length === 0) return;
    const statements = keys.map((k) => {
      if (forget(k))
        return sql`delete from ${adminSignInThrottle} where key = ${k.key} returning key`;
      // With the count back within the free attempts, the key need not wait any more.
      const free = sql.raw(String(THROTTLE_POLICIES[k.kind].free));
      return sql`update ${adminSignInThrottle} set
          attempts = greatest(attempts - 1, 0),
          blocked_until = case when attempts - 1 > ${free} then blocked_until else ${EPOCH} end
        where key = ${k.key} returning key`;
    });
    await this.#database.run((db) => db.execute(together(statements, selectAll(keys.length))));
  }

  #cleanUpNowAndThen(now: Date): void {
    const time = now.getTime();
    if (Math.abs(time - this.#lastCleanUp) < CLEAN_UP_EVERY_MS) return;
    this.#lastCleanUp = time;
    this.#database
      .run((db: Db) =>
        db.execute(sql`delete from ${adminSignInThrottle} where expires_at < ${at(now)}`),
      )
      .catch(() => {
        // The next attempt tries again; an expired row is ignored meanwhile.
        this.#lastCleanUp = 0;
      });
  }
}
