/**
 * Recovery codes for the second factor, written so they survive being read off paper and
 * typed in again: capital letters and digits without the ones people mix up (0/O, 1/I/L),
 * twelve characters in two groups of six ("7KQ3MX-H9TD2P"), about 59 bits each (as many as
 * Better Auth's own codes had). Better Auth's
 * two-factor plugin calls `recoveryCodes` through `backupCodeOptions.customBackupCodesGenerate`
 * (./auth.ts); it checks a typed code by exact comparison.
 */
import { randomInt } from "node:crypto";

/** 31 characters: A–Z and 2–9 without I, L, O (and without 0 and 1). */
export const RECOVERY_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const RECOVERY_CODE_COUNT = 10;
const GROUP = 6;

function group(): string {
  let text = "";
  for (let i = 0; i < GROUP; i++) {
    text += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return text;
}

/** A fresh set of distinct codes (a repeat is drawn again, however unlikely). */
export function recoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(`${group()}-${group()}`);
  return [...codes];
}
