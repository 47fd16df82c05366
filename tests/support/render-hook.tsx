/** Minimal hook renderer for unit tests (React's act + a detached root). */
import { act } from "react";
import { createRoot } from "react-dom/client";

export { act };

// Tells React this environment runs updates inside act() (as testing libraries do).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function renderHook<T>(hook: () => T): { result: { current: T } } {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(<Probe />));
  return { result };
}
