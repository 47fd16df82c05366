import { describe, expect, it } from "vitest";
import { ForgetfulStore } from "./forgetful-store.ts";

const incr = (store: ForgetfulStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve) =>
    store.incr(key, (_error, result) => resolve(result), 60_000),
  );

describe("ForgetfulStore", () => {
  it("counts per key within a window", async () => {
    const store = new ForgetfulStore();
    expect((await incr(store, "203.0.113.1")).current).toBe(1);
    expect((await incr(store, "203.0.113.1")).current).toBe(2);
    expect((await incr(store, "203.0.113.2")).current).toBe(1);
    expect((await incr(store, "203.0.113.1")).ttl).toBeLessThanOrEqual(60_000);
  });

  it("forgets addresses whose window has ended", async () => {
    const store = new ForgetfulStore();
    await incr(store, "203.0.113.1");
    store.sweep(Date.now() + 30_000);
    expect(store.windows.has("203.0.113.1")).toBe(true);
    store.sweep(Date.now() + 60_000);
    expect(store.windows.size).toBe(0);
  });
});
