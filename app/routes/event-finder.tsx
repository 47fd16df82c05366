import type { Route } from "./+types/event-finder";
import { getFinderPage, requestLocale } from "../content/index.server";
import { seoMeta } from "../seo/meta";
import { EventCard } from "../components/EventCard";
import { factsAttributes } from "../finder/card-facts";
import { Island } from "../islands/Island";
import finder from "../islands/finder.island";
import shortlistButtons from "../islands/shortlist-buttons.island";

export function loader({ request }: Route.LoaderArgs) {
  return getFinderPage(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

/**
 * The event finder (docs/product.md#event-finder): the filters (an island) beside every
 * event's card. Prerendered without a query; the server derives a query's page from this
 * one (server/site/finder.ts), and in the browser the island filters the same cards.
 */
export default function EventFinder({ loaderData }: Route.ComponentProps) {
  const { text, cards, options } = loaderData;
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

      <div className="container-page grid items-start gap-6 py-10 md:py-14 lg:grid-cols-[18rem_1fr] lg:gap-x-10">
        <Island
          of={finder}
          props={{ options, query: {}, status: { count: cards.length, nearest: false } }}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-start-2" data-testid="finder-results">
          {cards.map(({ card, facts }) => (
            <li key={card.id} {...factsAttributes(facts)}>
              <EventCard event={card} />
            </li>
          ))}
        </ul>
      </div>
      <Island of={shortlistButtons} props={{}} />
    </>
  );
}
