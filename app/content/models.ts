/**
 * The shapes pages receive from their loaders. Loaders build them with the data-access
 * module (index.server.ts); components import only these types, never raw content.
 */
import type { FocalPoint } from "../shared/focal-point";

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Extra <source> elements for photos (AVIF, WebP); empty for illustrations. */
  sources: Array<{ type: string; srcSet: string }>;
  /** An uploaded picture's focal point, which crops keep in view; illustrations have none. */
  focal?: FocalPoint;
}

export interface CategoryCard {
  slug: string;
  href: string;
  title: string;
  description: string;
  /** "From 39€ per person"; absent when the price is 0 (News). */
  priceLine?: string;
  badge?: string;
  image: ImageRef;
}

export interface TestimonialCard {
  name: string;
  role: string;
  text: string;
  rating: number;
}

/** A link in a breadcrumb trail; the last one (the page itself) has no href. */
export interface Breadcrumb {
  label: string;
  href?: string;
}

/** The facts of an event, formatted for the page's language ("2-3 Stunden", "Ab 69€ pro Person"). */
export interface EventFacts {
  duration: string;
  participants: string;
  location: string;
  priceLine: string;
}

export interface EventCard extends EventFacts {
  id: string;
  title: string;
  description: string;
  highlights: string[];
  image: ImageRef;
  /** The page's variant label: season, culinary kind, intensity or vibe. */
  label?: { kind: "season" | "culinary" | "intensity" | "vibe"; text: string };
  /** Star rating (English social page). */
  rating?: number;
  /** The event's detail page, when it has one. */
  href?: string;
  /** The enquiry button: /contact?event={title} in the page's language. */
  enquiry: { href: string; label: string; testId: string };
  /** Starting price per person in euro (structured data). */
  price: number;
}

export interface EventDetail extends EventFacts {
  title: string;
  category: string;
  body: string[];
  features: string[];
  phases?: Array<{ title: string; text: string }>;
  image: ImageRef;
  enquiryHref: string;
  breadcrumbs: Breadcrumb[];
}

export interface ArticleCard {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date and the same date written out in the page's language. */
  date: string;
  dateLabel: string;
  readTime: string;
  image: ImageRef;
  /** Set when the article announces an offer: "Aktion beendet" once it has ended. */
  promotionBadge?: string;
}
