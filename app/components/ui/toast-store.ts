/**
 * The notification list (docs/product.md#ui-behaviour): at most one toast visible, a new one
 * replaces the earlier; a toast is opened, updated, dismissed, then removed after a long delay so
 * its closing animation and screen-reader announcement are never cut short.
 */
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, "id" | "open" | "variant"> & { variant?: ToastVariant };

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function commit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      commit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Dismisses one toast, or all when no id is given; removal follows after the delay. */
export function dismissToast(id?: string) {
  commit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

export function updateToast(id: string, patch: Partial<ToastInput>) {
  commit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

/** Shows a toast, replacing any earlier one (TOAST_LIMIT is 1). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { variant: "default", ...input, id, open: true };
  const kept = toasts.slice(0, TOAST_LIMIT - 1);
  for (const dropped of toasts.slice(TOAST_LIMIT - 1)) scheduleRemoval(dropped.id);
  commit([item, ...kept]);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Partial<ToastInput>) => updateToast(id, patch),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: readonly ToastItem[] = [];

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => none,
  );
}
