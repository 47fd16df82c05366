import type { Route } from "./+types/shortlist";
import { getShortlistPage, requestLocale } from "../content/index.server";
import { seoMeta } from "../seo/meta";
import { PageHero } from "../components/PageHero";
import { Island } from "../islands/Island";
import shortlist from "../islands/shortlist.island";

export function loader({ request }: Route.LoaderArgs) {
  return getShortlistPage(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

/** The shortlist (docs/product.md#shortlist): the events saved in this browser. */
export default function Shortlist({ loaderData }: Route.ComponentProps) {
  const { text, entries, labels, contactHref, browseHref } = loaderData;
  return (
    <>
      <PageHero size="compact" eyebrow={text.eyebrow} heading={text.heading} intro={text.intro} />
      <div className="container-page py-10 md:py-14">
        <Island of={shortlist} props={{ entries, labels, contactHref, browseHref }} />
        <p className="mt-10 max-w-prose text-sm text-ink-soft">{labels.storageNote}</p>
      </div>
    </>
  );
}
