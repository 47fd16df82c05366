/**
 * The German UI dictionary. It defines the shape every other language must fill
 * (`Dictionary`); page copy lives in app/content, this file holds interface text only.
 */
import { site } from "../../content/site";
import { catalogueTaxSuffix } from "../../shared/money/tax";
export const de = {
  meta: {
    siteDescription: `Teambuilding, Firmenfeiern und Weihnachtsfeiern in Berlin: über 100 Events für 4 bis 1000 Personen, indoor und outdoor, Teambuilding ab 39 € pro Person${catalogueTaxSuffix(site.tax.regime, "de")}.`,
  },
  a11y: {
    skipToContent: "Zum Inhalt springen",
    mainNavigation: "Hauptnavigation",
    footerNavigation: "Fußzeilennavigation",
    home: "Startseite",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    menuTitle: "Menü",
    menuDescription: "Navigation, Sprache und Kontakt",
    rating: "{rating} von 5 Sternen",
    phoneLabel: "Telefon",
    emailLabel: "E-Mail",
  },
  /**
   * How a link to this language presents itself on the pages of the other languages (the
   * language switch): the side menu's sentence, the top bar's short form and its label.
   */
  languageLink: {
    text: "Switch to German (DE)",
    short: "DE",
    label: "Auf Deutsch wechseln",
  },
  nav: {
    contact: "Kontakt",
    events: "Events",
    contactHint: "Kostenlose Beratung – wir antworten meist innerhalb von 24 Stunden",
  },
  footer: {
    description:
      "Teambuilding, Firmenfeiern und Weihnachtsfeiern in Berlin: konzipiert, organisiert und begleitet von einem kleinen Team mit großem Netzwerk.",
    events: "Events",
    more: "Agentur",
    legal: "Rechtliches",
    finder: "Event-Finder",
    news: "News",
    social: "Social Events",
    contact: "Kontakt",
    imprint: "Impressum",
    privacy: "Datenschutz",
    terms: "AGB",
    cookieSettings: "Cookie-Einstellungen",
    copyright: "© 2024 {brand}. Alle Rechte vorbehalten.",
    trademark:
      "LEGO® ist eine Marke der LEGO Gruppe, die diese Website weder sponsert noch autorisiert oder unterstützt.",
    tagline:
      "Professionelles Teambuilding in der Hauptstadt – dazu Kommunikationstrainings und Seminare für Ihr Team.",
  },
  common: {
    /** Catalogue prices: final under § 19, net ("zzgl. MwSt.") under the regular regime (0131). */
    perPerson: `Ab {price}€ pro Person${catalogueTaxSuffix(site.tax.regime, "de")}`,
    from: `Ab {price}€${catalogueTaxSuffix(site.tax.regime, "de")}`,
    people: "{min}-{max} Personen",
    hours: "{min}-{max} Stunden",
    hoursSingle: "{hours} Stunden",
    callUs: "Anrufen: {phone}",
    writeUs: "E-Mail schreiben",
    contactUs: "Kontakt aufnehmen",
    learnMore: "Mehr erfahren",
    readMore: "Mehr lesen",
    backToNews: "Zurück zu den News",
    minutesRead: "{minutes} Min. Lesezeit",
  },
  events: {
    book: "Anfragen",
    requestInfo: "Anfragen",
    enquireNow: "Jetzt anfragen",
    duration: "Dauer",
    participants: "Teilnehmende",
    location: "Ort",
    price: "Preis",
    priceOnRequest: "Preis auf Anfrage",
    highlights: "Highlights",
    about: "Über das Event",
    features: "Das ist inklusive",
    phases: "Der Ablauf",
    related: "Das könnte Ihnen auch gefallen",
    ctaHeading: "Passt dieses Event zu Ihrem Team?",
    ctaText:
      "Wir beraten Sie kostenlos, passen Ablauf und Umfang an Ihre Gruppe an und senden Ihnen in der Regel innerhalb von 24 Stunden ein individuelles Angebot.",
    loading: "Loading...",
    /** The language `loading` is written in (English on every page, as on the old site). */
    loadingLang: "en",
    breadcrumb: "Brotkrümelnavigation",
    season: "Saison",
    intensity: "Intensität",
    vibe: "Stimmung",
    culinary: "Art",
    intensityExtreme: "Extrem",
    intensityHigh: "Hoch",
    culinaryCooking: "Kochen",
    culinaryGrilling: "Grillen",
    culinaryCreative: "Kreativ",
  },
  news: {
    by: "Von {author}",
    promotionEnded:
      "Diese Aktion ist am {date} abgelaufen. Die genannten Rabatte gelten nicht mehr.",
    promotionRuns: "Diese Aktion gilt bis zum {date}.",
    promotionEndedBadge: "Aktion beendet",
    /** Name of the Atom feed in feed readers and in the news pages' head. */
    feedTitle: "{brand}: News",
    feedSubtitle: "Trends, Erfolgsgeschichten und Ankündigungen rund um Teamevents in Berlin",
  },
  notFound: {
    title: "Seite nicht gefunden",
    heading: "Page Not Found",
    /** The language `heading` is written in. */
    headingLang: "en",
    subheading: "Seite nicht gefunden",
    text: "Diese Seite gibt es nicht (mehr). Vielleicht hilft Ihnen einer dieser Wege weiter:",
    home: "Zur Startseite",
    events: "Alle Teambuilding-Events",
    contact: "Kontakt aufnehmen",
    news: "News lesen",
  },

  finder: {
    /** Link to the event finder from the home page, list pages, side menu and footer. */
    link: "Event-Finder",
    linkHint: "Nach Gruppengröße, Budget, Dauer und Ort filtern",
  },
  shortlist: {
    save: "Merken",
    /** The shortlist page's name; the top bar's link is named after it and the count. */
    title: "Merkliste",
  },
  toast: {
    close: "Schließen",
    region: "Benachrichtigungen ({hotkey})",
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** Every language's dictionary has exactly the German keys. */
export type Dictionary = Widen<typeof de>;
