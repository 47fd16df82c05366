/**
 * JSON-LD built from the same content objects the pages render (schema.org vocabulary).
 */
import { site } from "../content/site";
import type { Locale } from "../i18n/locales";
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
