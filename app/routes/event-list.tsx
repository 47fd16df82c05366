import type { Route } from "./+types/event-list";
import { getEventListPage, requestLocale } from "../content/index.server";
import { basePath, localizePath } from "../i18n/paths";
import { seoMeta } from "../seo/meta";
import { PageHero } from "../components/PageHero";
import { CallToAction } from "../components/CallToAction";
import { EventCard } from "../components/EventCard";
import { FinderLink } from "../components/finder/FinderLink";
import { Island } from "../islands/Island";
import shortlistButtons from "../islands/shortlist-buttons.island";
import { NumberedCards } from "../components/NumberedCards";

// One module serves all six list pages in both languages; the slug is the path.
export function loader({ request }: Route.LoaderArgs) {
  const slug = basePath(new URL(request.url).pathname).slice(1);
  return getEventListPage(slug, requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

export default function EventList({ loaderData }: Route.ComponentProps) {
  const { seo, text, image, events, slug } = loaderData;
  return (
    <>
      <PageHero eyebrow={text.eyebrow} heading={text.heading} intro={text.intro} image={image} />

      <section aria-labelledby="events-heading" className="container-page py-14 md:py-16">
        <h2 id="events-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {events.length} {text.eyebrow}
        </h2>
        <FinderLink className="mt-4" />
        <ul
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          data-testid={`events-${slug}`}
        >
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </section>

      {text.benefits && (
        <section
          aria-labelledby="benefits-heading"
          className="lazy-render bg-spree-soft py-14 [--estimated-height:82rem] md:py-16 md:[--estimated-height:52rem] lg:[--estimated-height:40rem]"
        >
          <div className="container-page">
            <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight">
              {text.benefits.heading}
            </h2>
            {text.benefits.intro && (
              <p className="mt-3 max-w-2xl text-lg text-ink-soft">{text.benefits.intro}</p>
            )}
            <NumberedCards
              items={text.benefits.items}
              className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
              cardClassName="bg-white shadow-sm"
            />
            <a
              href={localizePath("/contact", seo.locale)}
              className="btn-accent mt-10"
              data-testid="benefits-contact"
            >
              {text.cta.contactLabel}
            </a>
          </div>
        </section>
      )}

      <CallToAction
        heading={text.cta.heading}
        text={text.cta.text}
        contactLabel={text.cta.contactLabel}
        phone={text.cta.phone}
      />
      <Island of={shortlistButtons} props={{}} />
    </>
  );
}
