/**
 * Every JSON-LD builder of the site (schema.org vocabulary), fed with the same content
 * objects the pages render; the page shapers in app/content put the results in the page's
 * SEO facts, and seoMeta (./meta.ts) writes them into the HTML.
 */
import { site } from "../content/site";
import { priceTaxNote } from "../shared/money/tax";
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

/**
 * What an offer's price means: a starting price per person, and what the site's one tax
 * setting says about tax (decision 0131), in the page's language. Under § 19 UStG the price
 * is the final price (nothing is added, so `valueAddedTaxIncluded` is true); under the
 * regular regime it is net, plus VAT (docs/decisions/0136-a-page-for-every-event.md).
 */
function unitPrice(price: number, locale: Locale) {
  const regime = site.tax.regime;
  return {
    "@type": "UnitPriceSpecification",
    price: String(price),
    minPrice: String(price),
    priceCurrency: "EUR",
    referenceQuantity: {
      "@type": "QuantitativeValue",
      value: 1,
      unitCode: "IE",
      unitText: locale === "de" ? "Person" : "person",
    },
    valueAddedTaxIncluded: regime === "small_business",
    description: priceTaxNote[regime][locale],
  };
}

/**
 * A Service offered by the agency in Berlin with one Offer per event: a list page (every
 * event it shows) or an event's detail page (the event itself, with its picture).
 */
export function serviceJsonLd(facts: {
  name: string;
  description: string;
  path: string;
  locale: Locale;
  /** Site path of the service's picture (an event's illustration or photo). */
  image?: string;
  offers: OfferFacts[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: facts.name,
    description: facts.description,
    url: absoluteUrl(facts.path),
    ...(facts.image ? { image: absoluteUrl(facts.image) } : {}),
    provider: { "@id": organizationId, "@type": "LocalBusiness", name: site.brand },
    areaServed: { "@type": "City", name: "Berlin" },
    offers: facts.offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      description: offer.description,
      price: String(offer.price),
      priceCurrency: "EUR",
      priceSpecification: unitPrice(offer.price, facts.locale),
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
