import type { Route } from "./+types/event";
import type { EventCard as EventCardModel } from "../content/models";
import { getEventPage, requestLocale } from "../content/index.server";
import { useDictionary } from "../i18n/use-locale";
import { seoMeta } from "../seo/meta";
import { EventCard } from "../components/EventCard";
import { ClosingCta, EventDetailView } from "../components/events/EventDetail";
import { Island } from "../islands/Island";
import genericEvent from "../islands/generic-event.island";
import shortlistButtons from "../islands/shortlist-buttons.island";
import { SaveButton } from "../components/shortlist/SaveButton";

// Known slugs are prerendered with their entry; /events/event-details is the generic page
// the server answers every other slug with (app/shared/special-pages.ts).
export function loader({ params, request }: Route.LoaderArgs) {
  return getEventPage(params.slug, requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

export default function EventPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.generic) return <Island of={genericEvent} props={{ entry: loaderData.entry }} />;
  return (
    <>
      <EventDetailView
        entry={loaderData.entry}
        actions={loaderData.id && <SaveButton id={loaderData.id} large />}
      />
      {loaderData.related.length > 0 && <Related events={loaderData.related} />}
      <ClosingCta />
      <Island of={shortlistButtons} props={{}} />
    </>
  );
}

function Related({ events }: { events: EventCardModel[] }) {
  const t = useDictionary();
  return (
    <section aria-labelledby="related-heading" className="bg-sand py-14 md:py-16">
      <div className="container-page">
        <h2 id="related-heading" className="text-3xl font-bold tracking-tight">
          {t.events.related}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
