/**
 * Islands: the parts of a page that need JavaScript (top bar, cookie banner, toasts, the
 * enquiry form ...). Every page is prerendered HTML; in the browser only its islands
 * hydrate, each as its own React root, so React Router and the rest of the page's code
 * never load there (docs/decisions/0040-islands.md).
 *
 * An island is declared in `app/islands/<name>.island.ts` as `island("<name>", Component)`;
 * a page renders it with `<Island of={…} props={…} />` (app/islands/Island.tsx), and
 * app/entry.client.tsx hydrates it by name. Its props cross from the build to the browser
 * as JSON, so they must be plain data.
 */
import type { ComponentType } from "react";

export interface IslandDef<P extends object> {
  /** The file's name without `.island.ts`: the browser finds the island's code by it. */
  name: string;
  Component: ComponentType<P>;
}

export function island<P extends object>(name: string, Component: ComponentType<P>): IslandDef<P> {
  return { name, Component };
}

/** The attribute values an island's element carries into the browser. */
export const islandAttributes = {
  name: "data-island",
  page: "data-page",
  props: "data-props",
} as const;

/** React's id prefix of an island root: the same when prerendered and when hydrated. */
export const islandIdPrefix = (name: string) => `${name}-`;
