import { useMatches } from "react-router";
import type { PageSeo } from "../seo/meta";

/** The SEO facts of the page being shown: every page loader returns them as `seo`. */
export function useCurrentPageSeo(): PageSeo | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { seo?: PageSeo } | undefined;
    if (data?.seo) return data.seo;
  }
  return undefined;
}
