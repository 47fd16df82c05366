import { describe, expect, it } from "vitest";
import { cancellationFeeBp, daysLeft } from "./cancellation-fee.ts";

describe("the terms' cancellation scale", () => {
  it("is free from 14 days, 50 % from 13 to 7, 100 % under 7, free when the agency cancels", () => {
    expect(daysLeft("2026-12-07", "2026-12-27")).toBe(20);
    expect(daysLeft("2026-03-28", "2026-03-30")).toBe(2); // over the change to summer time
    const scale = [20, 14, 13, 10, 7, 6, 3, 0].map((days) => cancellationFeeBp(days, "customer"));
    expect(scale).toEqual([0, 0, 5000, 5000, 5000, 10_000, 10_000, 10_000]);
    expect(cancellationFeeBp(3, "agency")).toBe(0);
  });
});
