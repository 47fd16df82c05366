import type { ImageRef } from "../content/models";
import { objectPosition } from "../shared/focal-point";

interface Props {
  image: ImageRef;
  className?: string;
  /** The page's LCP image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  /** How wide the slot is, for photos' srcset. Defaults fit the card grids and the heroes. */
  sizes?: string;
}

const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
const HERO_SIZES = "(min-width: 1024px) 50vw, 100vw";

/**
 * An image slot: an illustration (one SVG) or a photo (AVIF and WebP in several widths).
 * Width and height are always set, so the browser reserves the space and nothing shifts
 * when the image arrives. An uploaded picture's focal point becomes its `object-position`,
 * so a crop (`object-cover`) keeps the subject in view (docs/decisions/0146).
 */
export function Artwork({ image, className = "", priority = false, sizes: sizesProp }: Props) {
  const sizes = sizesProp ?? (priority ? HERO_SIZES : CARD_SIZES);
  const isPhoto = image.sources.length > 0;
  // Built from two validated integers only; the page's CSP allows style attributes (0004).
  const position = objectPosition(image.focal);
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      // Off the critical path for everything but the LCP image.
      decoding={priority ? undefined : "async"}
      className={className}
      style={position ? { objectPosition: position } : undefined}
    />
  );
  if (!isPhoto) return img;
  return (
    // display: contents keeps the <img> sized by the slot, as if <picture> were not there.
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
