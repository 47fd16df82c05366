import type { ReactNode } from "react";
import { Artwork } from "./Artwork";
import type { ImageRef } from "../content/models";

/** How much room the opening takes: "large" is the home page's, "compact" the tool pages'. */
type HeroSize = "large" | "regular" | "compact";

const padding: Record<HeroSize, string> = {
  large: "py-14 md:py-20",
  regular: "py-12 md:py-16",
  compact: "py-10 md:py-14",
};

/**
 * The sand-coloured opening of a page: eyebrow, h1, intro, anything the page adds below
 * them, and, when there is one, the artwork beside the text on wide screens.
 */
export function PageHero({
  eyebrow,
  heading,
  intro,
  image,
  size = "regular",
  narrowHeading = false,
  children,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
  /**
   * The page's LCP image, loaded with high priority: beside the text from `md` (from `lg` on
   * the large hero, which also shows it below the text on narrow screens).
   */
  image?: ImageRef;
  /** "large": more room, a bigger h1 from `lg` and a narrower intro (the home page). */
  size?: HeroSize;
  /** Keeps a long h1 without artwork beside it to `max-w-3xl`, so it wraps into two lines. */
  narrowHeading?: boolean;
  /** Below the intro, in the text column: the home page's buttons and figures. */
  children?: ReactNode;
}) {
  const large = size === "large";
  const text = (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-spree">{eyebrow}</p>
      <h1
        className={
          "mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl" +
          (large ? " lg:text-6xl" : "") +
          (narrowHeading ? " max-w-3xl" : "")
        }
      >
        {heading}
      </h1>
      <p
        className={`mt-5 text-lg leading-relaxed text-ink-soft ${large ? "max-w-xl" : "max-w-2xl"}`}
      >
        {intro}
      </p>
      {children}
    </>
  );
  if (!image) {
    return (
      <section className="bg-sand">
        <div className={`container-page ${padding[size]}`}>{text}</div>
      </section>
    );
  }
  return (
    <section className={large ? "overflow-hidden bg-sand" : "bg-sand"}>
      <div
        className={`container-page grid items-center gap-10 ${padding[size]} ${large ? "lg:grid-cols-[1.1fr_1fr]" : "md:grid-cols-[1.3fr_1fr]"}`}
      >
        <div>{text}</div>
        <Artwork
          image={image}
          priority
          className={
            large ? "w-full rounded-3xl shadow-xl" : "hidden w-full rounded-3xl shadow-lg md:block"
          }
        />
      </div>
    </section>
  );
}
