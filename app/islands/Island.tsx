/**
 * Renders an island into a prerendered page: its HTML comes from a root of its own (as it
 * will hydrate in the browser, so React's generated ids match), inside an element that
 * names it and carries its page and props as JSON. Used while prerendering only: the
 * modules that render pages never load in the browser.
 */
import { renderToString } from "react-dom/server";
import { usePage } from "../i18n/use-locale";
import { islandAttributes, islandIdPrefix, type IslandDef } from "./island";
import { IslandRoot } from "./IslandRoot";

export function Island<P extends object>({ of, props }: { of: IslandDef<P>; props: P }) {
  const page = usePage();
  const html = renderToString(
    <IslandRoot page={page}>
      <of.Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(of.name) },
  );
  const attributes = {
    [islandAttributes.name]: of.name,
    [islandAttributes.page]: JSON.stringify(page),
    [islandAttributes.props]: JSON.stringify(props),
  };
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
