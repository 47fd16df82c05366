import { useEffect, type ReactNode } from "react";
import { PageContext, type PageInfo } from "../i18n/use-locale";

/**
 * What surrounds an island's component, prerendered and hydrated alike: the page it is on.
 * `onHydrated` (browser only) runs once the island's first render has committed.
 */
export function IslandRoot({
  page,
  onHydrated,
  children,
}: {
  page: PageInfo;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <PageContext.Provider value={page}>{children}</PageContext.Provider>;
}
