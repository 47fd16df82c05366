import { useId } from "react";
import type { EventCard as Model } from "../content/models";
import { useDictionary } from "../i18n/use-locale";
import { SaveButton } from "./shortlist/SaveButton";
import { Artwork } from "./Artwork";
import { EventFactsList } from "./events/EventFactsList";
import { CheckIcon } from "./ui/page-icons";
import { Stars } from "./Stars";

const labelStyles: Record<NonNullable<Model["label"]>["kind"], string> = {
  season: "bg-white text-spree",
  culinary: "bg-white text-ink",
  intensity: "bg-accent text-white",
  vibe: "bg-white text-accent-strong",
};

/**
 * One bookable event: facts, three highlights, the price line and the enquiry button
 * (/contact?event={title}) beside "Merken" (the shortlist; the page's shortlist-buttons island runs it). The title links to the detail page when the event has one.
 */
export function EventCard({ event, headingLevel = 3 }: { event: Model; headingLevel?: 2 | 3 }) {
  const t = useDictionary().events;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="lazy-render flex h-full flex-col overflow-hidden rounded-2xl [--estimated-height:45rem] border border-ink/10 bg-white shadow-sm"
      data-testid={`card-event-${event.id}`}
    >
      <div className="relative aspect-[4/3] bg-sand">
        <Artwork image={event.image} className="size-full object-cover" />
        {event.label && (
          <p
            className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${labelStyles[event.label.kind]}`}
            data-testid="event-label"
          >
            <span className="sr-only">{t[event.label.kind]}: </span>
            {event.label.text}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {event.rating !== undefined && <Stars rating={event.rating} className="mb-2" />}
        <Heading id={titleId} className="text-xl font-semibold text-balance">
          {event.href ? (
            <a
              href={event.href}
              className="underline decoration-ink/25 decoration-2 underline-offset-4 hover:decoration-accent"
            >
              {event.title}
            </a>
          ) : (
            event.title
          )}
        </Heading>
        <p className="mt-2 text-ink-soft">{event.description}</p>
        <EventFactsList facts={event} className="mt-4 text-sm text-ink" />
        <p className="sr-only">{t.highlights}</p>
        <ul className="mt-4 mb-5 grid gap-1.5 text-sm">
          {event.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 text-spree" />
              {highlight}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-ink/10 pt-4">
          <p className="font-semibold text-accent-strong">{event.priceLine}</p>
          <div className="flex flex-wrap gap-2">
            <SaveButton id={event.id} describedBy={titleId} />
            <a
              href={event.enquiry.href}
              className="btn-accent"
              aria-describedby={titleId}
              data-testid={event.enquiry.testId}
            >
              {event.enquiry.label}
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
