/**
 * The one analytics feature, loaded only after the visitor allowed analytics: the page
 * view's web-vitals figures go to POST /api/vitals once, when the page is hidden or left.
 * Withdrawing consent stops it at once.
 */
import type { Metric } from "web-vitals";
import { subscribeToVitals } from "../../lib/browser-signals";
import { apiRequest, CSRF_TOKEN_HEADER, endpoints, getCsrfToken } from "../../lib/api-client";
import { drainVitalsBuffer, landingPage } from "./vitals-buffer";

interface Running {
  pending: Map<string, Metric>;
  sent: Set<string>;
  token: string | undefined;
  stop: () => void;
}

let running: Running | undefined;

function flush() {
  const state = running;
  if (!state?.token) return;
  const metrics = [...state.pending.values()].filter((metric) => !state.sent.has(metric.name));
  if (metrics.length === 0) return;
  for (const metric of metrics) state.sent.add(metric.name);
  const body = {
    page: landingPage,
    metrics: metrics.map(({ name, value, rating }) => ({ name, value, rating })),
  };
  // keepalive: the request outlives the page that is being left.
  apiRequest("POST", endpoints.vitals, body, {
    headers: { [CSRF_TOKEN_HEADER]: state.token },
    keepalive: true,
  }).catch(() => undefined); // figures are best-effort
}

function onVisibilityChange() {
  if (document.visibilityState === "hidden") flush();
}

export function startAnalytics(): void {
  if (running) return;
  const pending = new Map<string, Metric>();
  const unsubscribe = subscribeToVitals((metric) => pending.set(metric.name, metric));
  for (const metric of drainVitalsBuffer()) {
    if (!pending.has(metric.name)) pending.set(metric.name, metric);
  }
  document.addEventListener("visibilitychange", onVisibilityChange);
  window.addEventListener("pagehide", flush);
  const state: Running = {
    pending,
    sent: new Set(),
    token: undefined,
    stop: () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", flush);
    },
  };
  running = state;
  // Fetched ahead: while the page is being left there is no time for a second request.
  getCsrfToken().then(
    (token) => {
      state.token = token;
    },
    () => undefined,
  );
}

export function stopAnalytics(): void {
  running?.stop();
  running = undefined;
}
