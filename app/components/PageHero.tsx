import { Artwork } from "./Artwork";
import type { ImageRef } from "../content/models";

/** The sand-coloured opening of the list and contact pages: eyebrow, h1, intro and artwork. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  image,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
  /** The page's LCP image on wide screens: loaded with high priority. */
  image: ImageRef;
}) {
  return (
    <section className="bg-sand">
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-[1.3fr_1fr] md:py-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-spree">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{intro}</p>
        </div>
        <Artwork image={image} priority className="hidden w-full rounded-3xl shadow-lg md:block" />
      </div>
    </section>
  );
}
