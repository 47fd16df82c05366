/**
 * The shapes pages receive from their loaders. Loaders build them with the data-access
 * module (index.server.ts); components import only these types, never raw content.
 */
export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Extra <source> elements for photos (AVIF, WebP); empty for illustrations. */
  sources: Array<{ type: string; srcSet: string }>;
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
