import type { EventDetail } from "../../content/models";
import { site, telHref } from "../../content/site";
import { format } from "../../i18n/dictionary";
import { useDictionary } from "../../i18n/use-locale";
import { Artwork } from "../Artwork";
import { Breadcrumbs } from "../Breadcrumbs";
import { NumberBadge } from "../NumberedCards";
import { CallToAction } from "../CallToAction";
import { EventFactsList } from "./EventFactsList";
import { CheckIcon, PhoneIcon } from "../ui/page-icons";

/** An event's detail page body (app/routes/event.tsx, and the generic event page). */
export function EventDetailView({
  entry,
  actions,
}: {
  entry: EventDetail;
  /** More buttons beside the enquiry (the detail page's "Merken"). */
  actions?: React.ReactNode;
}) {
  const t = useDictionary();
  return (
    <article>
      <section className="bg-sand">
        <div className="container-page py-8 md:py-12">
          <Breadcrumbs crumbs={entry.breadcrumbs} />
          <div className="mt-6 grid items-center gap-10 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-spree">
                {entry.category}
              </p>
              <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
                {entry.title}
              </h1>
              <EventFactsList facts={entry} withPrice className="mt-6 text-lg" />
              <div className="mt-8 flex flex-wrap gap-3">
                <a href={entry.enquiryHref} className="btn-accent" data-testid="link-enquire">
                  {t.events.enquireNow}
                </a>
                <a href={telHref()} className="btn-outline" data-testid="link-phone">
                  <PhoneIcon />
                  {format(t.common.callUs, { phone: site.phone.display })}
                </a>
                {actions}
              </div>
            </div>
            <Artwork image={entry.image} priority className="w-full rounded-3xl shadow-lg" />
          </div>
        </div>
      </section>

      <div className="lazy-render container-page grid gap-12 py-14 [--estimated-height:81rem] md:py-16 md:[--estimated-height:58rem] lg:grid-cols-[1.6fr_1fr] lg:[--estimated-height:34rem]">
        <div>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-3xl font-bold tracking-tight">
              {t.events.about}
            </h2>
            <div className="mt-5 grid max-w-prose gap-4 text-lg leading-relaxed text-ink-soft">
              {entry.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          {entry.phases && (
            <section aria-labelledby="phases-heading" className="mt-12">
              <h2 id="phases-heading" className="text-3xl font-bold tracking-tight">
                {t.events.phases}
              </h2>
              <ol className="mt-6 grid gap-4" data-testid="event-phases">
                {entry.phases.map((phase, index) => (
                  <li key={phase.title} className="flex gap-4 rounded-2xl bg-spree-soft p-5">
                    <NumberBadge n={index + 1} />
                    <div>
                      <h3 className="text-lg font-semibold">{phase.title}</h3>
                      <p className="mt-1 text-ink-soft">{phase.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
        <aside aria-labelledby="features-heading" className="lg:pt-1">
          <div className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
            <h2 id="features-heading" className="text-2xl font-bold tracking-tight">
              {t.events.features}
            </h2>
            <ul className="mt-5 grid gap-3">
              {entry.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2.5">
                  <CheckIcon className="mt-0.5 size-5 text-spree" />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-ink/10 pt-5 text-lg font-semibold text-accent-strong">
              {entry.priceLine}
            </p>
          </div>
        </aside>
      </div>
    </article>
  );
}

export function ClosingCta() {
  const t = useDictionary();
  return (
    <CallToAction
      heading={t.events.ctaHeading}
      text={t.events.ctaText}
      contactLabel={t.common.contactUs}
      phone
    />
  );
}
