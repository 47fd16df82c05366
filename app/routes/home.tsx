import type { Route } from "./+types/home";
import { getHomePage, requestLocale } from "../content/index.server";
import { localizePath } from "../i18n/paths";
import { seoMeta } from "../seo/meta";
import { PageHero } from "../components/PageHero";
import { CallToAction } from "../components/CallToAction";
import { CategoryCard } from "../components/CategoryCard";
import { FinderLink } from "../components/finder/FinderLink";
import { NumberedCards } from "../components/NumberedCards";
import { TestimonialCard } from "../components/TestimonialCard";

export function loader({ request }: Route.LoaderArgs) {
  return getHomePage(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { text, seo, heroImage, categories, testimonials } = loaderData;
  const locale = seo.locale;
  return (
    <>
      <PageHero
        size="large"
        eyebrow={text.hero.eyebrow}
        heading={text.hero.heading}
        intro={text.hero.intro}
        image={heroImage}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={localizePath("/teambuilding-events", locale)}
            className="btn-accent"
            data-testid="hero-events"
          >
            {text.hero.primary}
          </a>
          <a
            href={localizePath("/contact", locale)}
            className="btn-outline"
            data-testid="hero-contact"
          >
            {text.hero.secondary}
          </a>
        </div>
        <dl className="mt-10 grid max-w-xl grid-cols-2 gap-4 sm:grid-cols-4">
          {text.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse">
              <dt className="text-sm text-ink-soft">{fact.label}</dt>
              <dd className="text-2xl font-bold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <section aria-labelledby="why-heading" className="container-page py-16 md:py-20">
        <h2 id="why-heading" className="text-3xl font-bold tracking-tight">
          {text.why.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">{text.why.intro}</p>
        <NumberedCards
          items={text.why.items}
          className="mt-10 grid gap-6 md:grid-cols-3"
          cardClassName="bg-spree-soft"
        />
      </section>

      <section aria-labelledby="categories-heading" className="bg-sand py-16 md:py-20">
        <div className="container-page">
          <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
            {text.categories.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{text.categories.intro}</p>
          <FinderLink className="mt-6" />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <CategoryCard
                key={category.slug}
                category={category}
                linkLabel={text.categories.link}
              />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="container-page py-16 md:py-20">
        <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight">
          {text.testimonials.heading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>

      <CallToAction
        heading={text.cta.heading}
        text={text.cta.text}
        contactLabel={text.cta.contact}
        phone
      />
    </>
  );
}
