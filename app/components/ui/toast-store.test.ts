// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, TOAST_REMOVE_DELAY_MS, useToasts } from "./toast-store";
import { renderHook, act } from "../../../tests/support/render-hook";

afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("shows one toast at a time, the newest replacing the earlier", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "first" });
      toast({ title: "second", variant: "destructive" });
    });
    expect(result.current.map((t) => t.title)).toEqual(["second"]);
    expect(result.current[0]?.variant).toBe("destructive");
  });

  it("keeps a dismissed toast until the removal delay has passed", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = "";
    act(() => {
      id = toast({ title: "saved" }).id;
    });
    act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  it("updates an open toast in place", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      const handle = toast({ title: "sending" });
      handle.update({ title: "sent" });
    });
    expect(result.current[0]?.title).toBe("sent");
  });
});
