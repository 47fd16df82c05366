import type { Route } from "./+types/contact";
import { getContactPage, requestLocale } from "../content/index.server";
import { seoMeta } from "../seo/meta";
import { PageHero } from "../components/PageHero";
import { Island } from "../islands/Island";
import enquiryForm from "../islands/enquiry-form.island";
import { useLocale } from "../i18n/use-locale";
import { ContactFacts, ServicePromise } from "../components/ContactFacts";

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
          <ContactFacts text={text} contact={contact} />
          <ServicePromise text={text} />
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
