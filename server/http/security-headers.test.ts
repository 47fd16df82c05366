import { describe, expect, it } from "vitest";
import { routeHeaderIsStricter } from "./security-headers.ts";

describe("a route's own header against its scope's", () => {
  it("keeps a Referrer-Policy that sends no more in any case", () => {
    const scope = "strict-origin-when-cross-origin";
    for (const stricter of ["no-referrer", "same-origin", "strict-origin", scope]) {
      expect(routeHeaderIsStricter("Referrer-Policy", stricter, scope)).toBe(true);
    }
    for (const looser of ["origin", "unsafe-url", "no-referrer-when-downgrade", "bogus", ""]) {
      expect(routeHeaderIsStricter("referrer-policy", looser, scope)).toBe(false);
    }
    // Browsers take the last policy they know in a list.
    expect(routeHeaderIsStricter("referrer-policy", "unsafe-url, no-referrer", scope)).toBe(true);
    expect(routeHeaderIsStricter("referrer-policy", "no-referrer, unsafe-url", scope)).toBe(false);
  });

  it("keeps a Cache-Control that keeps every directive of the scope's", () => {
    expect(routeHeaderIsStricter("cache-control", "private, no-store", "no-store")).toBe(true);
    expect(routeHeaderIsStricter("cache-control", "No-Store", "no-store")).toBe(true);
    expect(routeHeaderIsStricter("cache-control", "private, max-age=60", "no-store")).toBe(false);
    expect(routeHeaderIsStricter("cache-control", "public, max-age=3600", "no-store")).toBe(false);
  });

  it("leaves every other header to the scope", () => {
    expect(routeHeaderIsStricter("x-frame-options", "SAMEORIGIN", "DENY")).toBe(false);
  });
});
