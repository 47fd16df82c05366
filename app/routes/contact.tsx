import type { Route } from "./+types/contact";
import { getContactPage, requestLocale } from "../content/index.server";
import { seoMeta } from "../seo/meta";
import { PageHero } from "../components/PageHero";
import { Island } from "../islands/Island";
import enquiryForm from "../islands/enquiry-form.island";
import { useLocale } from "../i18n/use-locale";
import { CheckIcon, Icon, MailIcon, PhoneIcon } from "../components/ui/page-icons";

export function loader({ request }: Route.LoaderArgs) {
  return getContactPage(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { text, contact, image, enquiry } = loaderData;
  const locale = useLocale();
  return (
    <>
      <PageHero eyebrow={text.eyebrow} heading={text.heading} intro={text.intro} image={image} />

      <div className="container-page grid gap-10 py-14 md:py-16 lg:grid-cols-[1fr_1.4fr]">
        <div className="grid content-start gap-6">
          <section
            aria-labelledby="contact-facts-heading"
            className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm"
          >
            <h2 id="contact-facts-heading" className="sr-only">
              {text.eyebrow}
            </h2>
            <dl className="grid gap-5">
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
                  {text.labels.phone}
                </dt>
                <dd className="mt-1">
                  <a
                    href={contact.phone.href}
                    className="inline-flex min-h-11 items-center gap-2 text-xl font-semibold text-ink underline-offset-4 hover:underline"
                    data-testid="contact-phone"
                  >
                    <PhoneIcon />
                    {contact.phone.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
                  {text.labels.email}
                </dt>
                <dd className="mt-1">
                  <a
                    href={contact.email.href}
                    className="inline-flex min-h-11 items-center gap-2 text-xl font-semibold break-all text-ink underline-offset-4 hover:underline"
                    data-testid="contact-email"
                  >
                    <MailIcon />
                    {contact.email.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
                  {text.labels.address}
                </dt>
                <dd className="mt-2 flex gap-2">
                  <Icon name="pin" className="mt-0.5 size-5 text-spree" />
                  <address className="not-italic leading-relaxed" data-testid="contact-address">
                    {contact.address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
                  {text.labels.hours}
                </dt>
                <dd className="mt-2 flex gap-2">
                  <Icon name="clock" className="mt-0.5 size-5 text-spree" />
                  {text.hours}
                </dd>
              </div>
            </dl>
          </section>

          <section
            aria-labelledby="service-heading"
            className="rounded-2xl bg-spree-soft p-6"
            data-testid="contact-service"
          >
            <h2 id="service-heading" className="text-2xl font-bold tracking-tight">
              {text.service.heading}
            </h2>
            <p className="mt-3 text-ink-soft">{text.service.text}</p>
            <ul className="mt-4 grid gap-2">
              {text.service.items.map((item) => (
                <li key={item} className="flex items-start gap-2.5">
                  <CheckIcon className="mt-0.5 size-5 text-spree" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section
          id="enquiry"
          aria-labelledby="enquiry-heading"
          className="self-start rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:p-8"
          data-testid="enquiry-slot"
        >
          <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight">
            {text.enquiry.heading}
          </h2>
          <p className="mt-3 text-ink-soft">{text.enquiry.text}</p>
          <Island
            of={enquiryForm}
            props={{ text: enquiry.text, events: enquiry.events, locale, contact }}
          />
        </section>
      </div>
    </>
  );
}
