/**
 * Runs `callback` when the browser is idle; returns the cancel function. Safari has no
 * requestIdleCallback, so it gets a short timeout instead.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  const idle = window as Window & { requestIdleCallback?: typeof requestIdleCallback };
  if (typeof idle.requestIdleCallback === "function") {
    const id = idle.requestIdleCallback(callback, { timeout });
    return () => idle.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}
