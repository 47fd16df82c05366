import type { ImageRef } from "../content/models";

interface Props {
  image: ImageRef;
  className?: string;
  /** The page's LCP image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  sizes?: string;
}

/** An image slot: width and height always set, so nothing shifts when it loads. */
export function Artwork({ image, className = "", priority = false, sizes }: Props) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      sizes={image.sources.length > 0 ? sizes : undefined}
      className={className}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
