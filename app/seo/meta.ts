/**
 * The one SEO helper: turns a page's facts into title, description, keywords, canonical,
 * hreflang (with x-default), Open Graph, Twitter and JSON-LD meta descriptors. Every route's
 * `meta` export calls it, so all of this is in the prerendered HTML.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";
import { localeSettings, otherLocale, type Locale } from "../i18n/locales";
import type { Alternates } from "../i18n/paths";

export interface SocialImage {
  /** Site-relative path of a 1200×630 raster image. */
  path: string;
  alt: string;
  width: number;
  height: number;
}

export interface PageSeo {
  locale: Locale;
  /** The path this page is canonically served at, e.g. "/horror-events" or "/en/". */
  path: string;
  /** Page title without the brand suffix; unique per page. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Paths of this page in each language, including its own. */
  alternates: Alternates;
  image?: SocialImage;
  type?: "website" | "article";
  /** Pages that must not be indexed (not-found, generic fallback). */
  noindex?: boolean;
  /** Structured data objects (schema.org), each rendered as one ld+json script. */
  jsonLd?: readonly object[];
  /** Atom feeds that carry this page's items, announced for feed readers. */
  feeds?: ReadonlyArray<{ title: string; path: string }>;
}

export const TITLE_SUFFIX = ` | ${site.brand}`;

export const DEFAULT_SOCIAL_IMAGE: SocialImage = {
  path: "/og/default.png",
  alt: `${site.brand} – Teambuilding in Berlin`,
  width: 1200,
  height: 630,
};

/** Absolute URL on the site's origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.origin}/`).href;
}

export function fullTitle(title: string): string {
  return `${title}${TITLE_SUFFIX}`;
}

export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const title = fullTitle(page.title);
  const url = absoluteUrl(page.path);
  const image = page.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = absoluteUrl(image.path);
  const other = otherLocale(page.locale);

  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords.join(", ") },
  ];

  if (page.noindex) {
    // Neither canonical nor hreflang: the page is not meant to be found under any URL.
    meta.push({ name: "robots", content: "noindex, follow" });
  } else {
    meta.push({ tagName: "link", rel: "canonical", href: url });
    for (const locale of ["de", "en"] as const) {
      const path = page.alternates[locale];
      if (path) {
        meta.push({
          tagName: "link",
          rel: "alternate",
          hrefLang: localeSettings[locale].hreflang,
          href: absoluteUrl(path),
        });
      }
    }
    for (const feed of page.feeds ?? []) {
      meta.push({
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        title: feed.title,
        href: absoluteUrl(feed.path),
      });
    }
    const xDefault = page.alternates.de ?? page.alternates.en;
    if (xDefault) {
      meta.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: absoluteUrl(xDefault),
      });
    }
  }

  meta.push(
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:locale", content: localeSettings[page.locale].ogLocale },
  );
  if (!page.noindex) meta.push({ property: "og:url", content: url });
  if (page.alternates[other]) {
    meta.push({ property: "og:locale:alternate", content: localeSettings[other].ogLocale });
  }
  meta.push(
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  );

  for (const data of page.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}
