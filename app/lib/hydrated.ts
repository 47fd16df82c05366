import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False while rendering the prerendered HTML and hydrating it, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
