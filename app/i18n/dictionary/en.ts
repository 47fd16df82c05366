import type { Dictionary } from "./de";

export const en: Dictionary = {
  meta: {
    siteDescription:
      "Team building, company parties and Christmas parties in Berlin: 100+ events for 4 to 1000 people, indoors and outdoors, from €39 per person.",
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
  nav: {
    contact: "Contact",
    events: "Events",
    switchLanguage: "Switch to German (DE)",
    switchLanguageShort: "DE",
    switchLanguageLabel: "Auf Deutsch wechseln",
  },
  footer: {
    description:
      "Team building, company parties and Christmas parties in Berlin: designed, organised and hosted by a small team with a big network.",
    events: "Events",
    more: "Agency",
    legal: "Legal",
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
    perPerson: "From {price}€ per person",
    from: "From {price}€",
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
  notFound: {
    title: "Page not found",
    heading: "Page Not Found",
    subheading: "",
    text: "This page does not exist (any more). One of these may help you on your way:",
    home: "Go to the home page",
    events: "All team-building events",
    contact: "Get in touch",
    news: "Read the news",
  },
  toast: {
    close: "Close",
    region: "Notifications ({hotkey})",
  },
};
