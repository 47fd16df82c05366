/**
 * The English UI dictionary: the German keys (`Dictionary`) in English.
 */
import { site } from "../../content/site";
import { catalogueTaxSuffix } from "../../shared/money/tax";
import type { Dictionary } from "./de";

export const en: Dictionary = {
  meta: {
    siteDescription: `Team building, company parties and Christmas parties in Berlin: 100+ events for 4 to 1000 people, indoors and outdoors, team building from €39 per person${catalogueTaxSuffix(site.tax.regime, "en")}.`,
  },
  a11y: {
    skipToContent: "Skip to content",
    mainNavigation: "Main navigation",
    footerNavigation: "Footer navigation",
    home: "Home",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    menuDescription: "Navigation, language and contact",
    rating: "{rating} out of 5 stars",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
  },
  languageLink: {
    text: "Switch to English (EN)",
    short: "EN",
    label: "Switch to English",
  },
  nav: {
    contact: "Contact",
    events: "Events",
    contactHint: "Free consultation – we usually reply within 24 hours",
  },
  footer: {
    description:
      "Team building, company parties and Christmas parties in Berlin: designed, organised and hosted by a small team with a big network.",
    events: "Events",
    more: "Agency",
    legal: "Legal",
    finder: "Event finder",
    news: "News",
    social: "Social Events",
    contact: "Contact",
    imprint: "Imprint",
    privacy: "Privacy Policy",
    terms: "Terms & Conditions",
    cookieSettings: "Cookie settings",
    copyright: "© 2024 {brand}. All rights reserved.",
    trademark:
      "LEGO® is a trademark of the LEGO Group, which does not sponsor, authorise or endorse this website.",
    tagline:
      "Professional team building in the capital – plus communication training and seminars for your team.",
  },
  common: {
    /** Catalogue prices: final under § 19, net ("zzgl. MwSt.") under the regular regime (0131). */
    perPerson: `From {price}€ per person${catalogueTaxSuffix(site.tax.regime, "en")}`,
    from: `From {price}€${catalogueTaxSuffix(site.tax.regime, "en")}`,
    people: "{min}-{max} people",
    hours: "ca. {min}-{max} hours",
    hoursSingle: "ca. {hours} hours",
    callUs: "Call: {phone}",
    writeUs: "Send an e-mail",
    contactUs: "Get in touch",
    learnMore: "Learn more",
    readMore: "Read Article",
    backToNews: "Back to News",
    minutesRead: "{minutes} min read",
  },
  events: {
    book: "Inquire Now",
    requestInfo: "Request Info",
    enquireNow: "Enquire now",
    duration: "Duration",
    participants: "Participants",
    location: "Location",
    price: "Price",
    priceOnRequest: "Price on request",
    highlights: "Highlights",
    about: "About the event",
    features: "What's included",
    phases: "How it unfolds",
    related: "You might also like",
    ctaHeading: "Is this event right for your team?",
    ctaText:
      "We advise you free of charge, adapt the schedule and scope to your group and usually send you a tailored offer within 24 hours.",
    loading: "Loading...",
    /** The language `loading` is written in (English on every page, as on the old site). */
    loadingLang: "en",
    breadcrumb: "Breadcrumb",
    season: "Season",
    intensity: "Intensity",
    vibe: "Vibe",
    culinary: "Type",
    intensityExtreme: "Extreme",
    intensityHigh: "High",
    culinaryCooking: "Cooking",
    culinaryGrilling: "Grilling",
    culinaryCreative: "Creative",
  },
  news: {
    by: "By {author}",
    promotionEnded: "This offer ended on {date}. The discounts mentioned no longer apply.",
    promotionRuns: "This offer is valid until {date}.",
    promotionEndedBadge: "Offer ended",
    feedTitle: "{brand}: News",
    feedSubtitle: "Trends, success stories and announcements about team events in Berlin",
  },
  notFound: {
    title: "Page not found",
    heading: "Page Not Found",
    /** The language `heading` is written in. */
    headingLang: "en",
    subheading: "",
    text: "This page does not exist (any more). One of these may help you on your way:",
    home: "Go to the home page",
    events: "All team-building events",
    contact: "Get in touch",
    news: "Read the news",
  },

  finder: {
    link: "Event finder",
    linkHint: "Filter by group size, budget, duration and setting",
  },
  shortlist: {
    save: "Save",
    title: "Shortlist",
  },
  toast: {
    close: "Close",
    region: "Notifications ({hotkey})",
  },
};
