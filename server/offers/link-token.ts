/**
 * An offer's online link token (decision 0197): the HMAC of its id under the server's
 * secret (server/secret-files.ts), so that the server, and only a holder of that secret, can
 * name the link of an offer again: the old link of a replaced offer leads to its newer
 * version. The database keeps only the token's SHA-256, as before: a copy of the database
 * alone still opens no offer (decision 0133). Offers sent before carry a random token; for
 * them the recomputed one does not match the stored hash and no link is named.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** The token of the offer `offerId` under `secret`: 43 characters of base64url. */
export function offerLinkToken(secret: string | Buffer, offerId: string): string {
  return createHmac("sha256", secret).update(`offer-link:${offerId}`).digest("base64url");
}

/** The hash the offer's row keeps of its token. */
export function offerTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The offer's token when it is the one its row's hash was made of; otherwise undefined. */
export function recomputedToken(
  secret: string | Buffer,
  offerId: string,
  tokenHash: string | null,
): string | undefined {
  if (!tokenHash) return undefined;
  const token = offerLinkToken(secret, offerId);
  const expected = Buffer.from(tokenHash, "hex");
  const actual = Buffer.from(offerTokenHash(token), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? token : undefined;
}
