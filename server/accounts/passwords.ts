/**
 * Password rules and hashing of back-office accounts.
 *
 * Rules: 12 to 128 characters, and not one of the ~49,000 most common passwords (the list
 * of @zxcvbn-ts/language-common, compared case-insensitively), checked on the server.
 *
 * Hash: scrypt from node:crypto with N=2^14, r=8, p=5, one of the parameter sets OWASP's
 * Password Storage Cheat Sheet gives as the minimum (16 MiB per hash; Better Auth's default,
 * N=2^14, r=16, p=1, is below it). Stored as `scrypt$N$r$p$salt$hash` so other parameters
 * can follow without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** scrypt's cost: CPU and memory (N, r) and parallelism (p). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The cost of every new hash in production. */
export const SCRYPT: Readonly<ScryptCost> = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 64;

const common = new Set(
  (dictionary["passwords-common"] as string[]).map((password) => password.toLowerCase()),
);

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): "too_short" | "too_long" | "common" | null {
  if (password.length < PASSWORD_MIN) return "too_short";
  if (password.length > PASSWORD_MAX) return "too_long";
  if (common.has(password.toLowerCase())) return "common";
  return null;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 ** 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * A new hash at `cost` (SCRYPT unless the server's configuration says otherwise, which only
 * the API tests do: `ServerConfig.passwordCost`). Verifying reads the cost from the hash.
 */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString("hex")}$${key.toString("hex")}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, "hex"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  const want = Buffer.from(expected, "hex");
  return want.length === key.length && timingSafeEqual(want, key);
}
