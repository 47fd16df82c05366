/**
 * The browser's only entry: hydrates the page's islands (app/islands/), each as its own
 * React root, then starts what every page needs (app/lib/browser-signals.ts). The build
 * loads this module and the page's island modules after the page has loaded
 * (app/render/islands-boot.server.ts); React Router renders pages at build time only.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { PageInfo } from "./i18n/use-locale";
import { islandAttributes, islandIdPrefix, type IslandDef } from "./islands/island";
import { IslandRoot } from "./islands/IslandRoot";
import { pageHydrated } from "./lib/browser-signals";

type IslandModule = { default: IslandDef<Record<string, unknown>> };
const modules = import.meta.glob<IslandModule>("./islands/*.island.ts");
/** `./islands/header.island.ts` is the island "header". */
const loaders = new Map(
  Object.entries(modules).map(([file, load]) => [
    file.slice("./islands/".length, -".island.ts".length),
    load,
  ]),
);

const elements = [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)];
let waiting = elements.length;
const settled = () => {
  waiting -= 1;
  if (waiting === 0) pageHydrated();
};

for (const element of elements) {
  const name = element.getAttribute(islandAttributes.name) ?? "";
  const load = loaders.get(name);
  if (!load) {
    console.error(`No island named "${name}" (app/islands/${name}.island.ts)`);
    settled();
    continue;
  }
  const page = JSON.parse(element.getAttribute(islandAttributes.page) ?? "null") as PageInfo;
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? "{}") as object;
  void load().then(({ default: { Component } }) => {
    // A transition lets React hydrate in slices, so no island blocks the page for long.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot page={page} onHydrated={settled}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
  });
}
if (elements.length === 0) pageHydrated();
