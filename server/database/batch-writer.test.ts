import { describe, expect, it } from "vitest";
import { BatchWriter } from "./batch-writer.ts";

describe("BatchWriter (group commit)", () => {
  it("writes rows that arrive together in one write and resolves each after it", async () => {
    const writes: number[][] = [];
    const writer = new BatchWriter<number>(async (rows) => {
      writes.push(rows);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const first = writer.add(1);
    const together = [writer.add(2), writer.add(3)];
    await first;
    expect(writes[0]).toEqual([1, 2, 3]);
    await Promise.all(together);
    // Rows added while a write is in flight go into the next one.
    const during = writer.add(4);
    const later = writer.add(5);
    await Promise.all([during, later]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("fails exactly the callers whose rows were in the failed write", async () => {
    let calls = 0;
    const writer = new BatchWriter<string>(async (rows) => {
      calls++;
      if (rows.includes("bad")) throw new Error("write failed");
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const failed = [writer.add("bad"), writer.add("same batch")];
    await Promise.allSettled(failed);
    const next = writer.add("next batch");
    await expect(failed[0]).rejects.toThrow("write failed");
    await expect(failed[1]).rejects.toThrow("write failed");
    await expect(next).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it("splits a queue longer than the maximum batch", async () => {
    const sizes: number[] = [];
    const writer = new BatchWriter<number>(async (rows) => {
      sizes.push(rows.length);
    }, 3);
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => writer.add(n)));
    expect(sizes).toEqual([3, 3, 1]);
  });
});
