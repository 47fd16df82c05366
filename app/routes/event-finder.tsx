import type { Route } from "./+types/event-finder";
import { getFinderPage, requestLocale } from "../content/index.server";
import { seoMeta } from "../seo/meta";
import { EventCard } from "../components/EventCard";
import { PageHero } from "../components/PageHero";
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
      <PageHero size="compact" eyebrow={text.eyebrow} heading={text.heading} intro={text.intro} />

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
