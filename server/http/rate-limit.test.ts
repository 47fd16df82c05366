import { describe, expect, it } from "vitest";
import { formatWait } from "./rate-limit.ts";

describe("formatWait", () => {
  it("words a wait as @fastify/rate-limit did (@lukeed/ms, long form)", () => {
    expect([1, 2, 45, 59, 60, 89, 90, 120].map((s) => formatWait(s * 1000))).toEqual([
      "1 second",
      "2 seconds",
      "45 seconds",
      "59 seconds",
      "1 minute",
      "1 minute",
      "2 minutes",
      "2 minutes",
    ]);
  });
});
