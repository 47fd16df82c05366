import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { AdminQueryClient } from "./query-client.ts";

/** A server whose answers are released by hand, in any order. */
function slowServer() {
  let stored = "before";
  const pending: Array<() => void> = [];
  return {
    change: (value: string) => (stored = value),
    answer: () => pending.shift()?.(),
    fetch: () => {
      const asked = stored;
      return new Promise<string>((resolve) => pending.push(() => resolve(asked)));
    },
  };
}

describe("the back office's query client", () => {
  it("fetches again after a change while the first load is still on its way", async () => {
    const client = new AdminQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ["lines"], queryFn: server.fetch });
    const seen: Array<string | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await Promise.resolve();
    // The first load asked; the change lands before its answer.
    server.change("after");
    const invalidated = client.invalidateQueries({ queryKey: ["lines"] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answer(); // the first load's answer, if anyone still waits for it
    server.answer(); // the fetch after the change
    await invalidated;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(["lines"])).toBe("after");
    expect(seen.at(-1)).toBe("after");
    unsubscribe();
    client.clear();
  });

  it("leaves a query that holds data to TanStack Query's own refetch", async () => {
    const client = new AdminQueryClient();
    let calls = 0;
    client.setQueryData(["lines"], "old");
    const observer = new QueryObserver(client, {
      queryKey: ["lines"],
      queryFn: async () => `fetch ${++calls}`,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    await client.invalidateQueries({ queryKey: ["lines"] });
    expect(client.getQueryData(["lines"])).toBe("fetch 1");
    unsubscribe();
    client.clear();
  });
});
