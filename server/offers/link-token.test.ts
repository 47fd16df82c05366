import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { offerLinkToken, offerTokenHash, recomputedToken } from "./link-token.ts";

describe("an offer's link token (decision 0197)", () => {
  const secret = randomBytes(32);
  const id = randomUUID();

  it("is named again from the offer's id and the secret, in the shape of a link token", () => {
    const token = offerLinkToken(secret, id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(recomputedToken(secret, id, offerTokenHash(token))).toBe(token);
    expect(offerLinkToken(secret, randomUUID())).not.toBe(token);
  });

  it("is not named for a random token sent before, under another secret, or without a hash", () => {
    const random = randomBytes(32).toString("base64url");
    expect(recomputedToken(secret, id, offerTokenHash(random))).toBeUndefined();
    const other = offerTokenHash(offerLinkToken(randomBytes(32), id));
    expect(recomputedToken(secret, id, other)).toBeUndefined();
    expect(recomputedToken(secret, id, null)).toBeUndefined();
  });
});
