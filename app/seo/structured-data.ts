/**
 * Every JSON-LD builder of the site (schema.org vocabulary), fed with the same content
 * objects the pages render; the page shapers in app/content put the results in the page's
 * SEO facts, and seoMeta (./meta.ts) writes them into the HTML.
 */
import { site } from "../content/site";
import type { Breadcrumb } from "../content/models";
import { localeSettings, type Locale } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { absoluteUrl } from "./meta";

const organizationId = `${site.origin}/#organization`;

/** The agency as a LocalBusiness with address and its aggregate rating (docs/product.md#seo). */
export function organizationJsonLd(locale: Locale, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organizationId,
    name: site.brand,
    legalName: site.legalName,
    description,
    url: absoluteUrl(localizePath("/", locale)),
    logo: absoluteUrl("/apple-touch-icon.png"),
    image: absoluteUrl("/og/default.png"),
    telephone: site.phone.e164,
    email: site.email,
    priceRange: "€€",
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressRegion: "Berlin",
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "City", name: "Berlin" },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.aggregateRating.ratingValue.toFixed(1),
      reviewCount: site.aggregateRating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

export interface OfferFacts {
  name: string;
  description: string;
  /** Starting price per person in euro. */
  price: number;
  /** Site path where the offer is described or can be enquired. */
  path: string;
}

/** A list page as a Service with one Offer per event shown on it. */
export function serviceJsonLd(facts: {
  name: string;
  description: string;
  path: string;
  offers: OfferFacts[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: facts.name,
    description: facts.description,
    url: absoluteUrl(facts.path),
    provider: { "@id": organizationId, "@type": "LocalBusiness", name: site.brand },
    areaServed: { "@type": "City", name: "Berlin" },
    offers: facts.offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      description: offer.description,
      price: String(offer.price),
      priceCurrency: "EUR",
      url: absoluteUrl(offer.path),
      availability: "https://schema.org/InStock",
    })),
  };
}

/** A news article as a BlogPosting published by the agency. */
export function articleJsonLd(facts: {
  headline: string;
  description: string;
  /** ISO date. */
  datePublished: string;
  locale: Locale;
  author: string;
  /** Site path of the article's image. */
  image: string;
  path: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: facts.headline,
    description: facts.description,
    datePublished: facts.datePublished,
    inLanguage: localeSettings[facts.locale].hreflang,
    author: { "@type": "Person", name: facts.author },
    publisher: {
      "@id": organizationId,
      "@type": "LocalBusiness",
      name: site.brand,
    },
    image: absoluteUrl(facts.image),
    mainEntityOfPage: absoluteUrl(facts.path),
  };
}

/** A breadcrumb trail as schema.org BreadcrumbList; the last crumb is the page at `path`. */
export function breadcrumbJsonLd(crumbs: readonly Breadcrumb[], path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href ?? path),
    })),
  };
}
