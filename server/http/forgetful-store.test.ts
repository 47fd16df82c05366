import { describe, expect, it } from "vitest";
import { ForgetfulStore } from "./forgetful-store.ts";

const incr = (store: ForgetfulStore, key: string) => store.incr(key, 60_000);

describe("ForgetfulStore", () => {
  it("counts per key within a window", () => {
    const store = new ForgetfulStore();
    expect(incr(store, "203.0.113.1").current).toBe(1);
    expect(incr(store, "203.0.113.1").current).toBe(2);
    expect(incr(store, "203.0.113.2").current).toBe(1);
    expect(incr(store, "203.0.113.1").ttl).toBeLessThanOrEqual(60_000);
    expect(store.count("203.0.113.1")).toBe(3);
    expect(store.count("203.0.113.3")).toBe(0);
  });

  it("forgets addresses whose window has ended", () => {
    const store = new ForgetfulStore();
    incr(store, "203.0.113.1");
    store.sweep(Date.now() + 30_000);
    expect(store.windows.has("203.0.113.1")).toBe(true);
    store.sweep(Date.now() + 60_000);
    expect(store.windows.size).toBe(0);
  });

  it("counts nothing for a window that has ended but is not swept yet", () => {
    const store = new ForgetfulStore();
    store.incr("203.0.113.1", -1);
    expect(store.windows.has("203.0.113.1")).toBe(true);
    expect(store.count("203.0.113.1")).toBe(0);
    expect(store.incr("203.0.113.1", 60_000).current).toBe(1);
  });
});
