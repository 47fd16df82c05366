import type { Route } from "./+types/shortlist";
import { getShortlistPage, requestLocale } from "../content/index.server";
import { seoMeta } from "../seo/meta";
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
      <section className="bg-sand">
        <div className="container-page py-10 md:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-spree">
            {text.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {text.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{text.intro}</p>
        </div>
      </section>
      <div className="container-page py-10 md:py-14">
        <Island of={shortlist} props={{ entries, labels, contactHref, browseHref }} />
        <p className="mt-10 max-w-prose text-sm text-ink-soft">{labels.storageNote}</p>
      </div>
    </>
  );
}
