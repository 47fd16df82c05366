/**
 * The cookie banner's words. The banner speaks German on every page (docs/product.md),
 * so only `consentBannerText.de` is shown today; English has the same keys like every
 * dictionary, ready if that decision changes. The banner imports the German text on its own
 * (`de`) so that no other language travels to the browser.
 */
import type { Localized } from "../locales";

export const de = {
  title: "Cookie-Einstellungen",
  intro:
    "Wir nutzen notwendige Cookies für den Betrieb dieser Website. Mit Ihrer Einwilligung messen wir zusätzlich anonym die Ladezeiten.",
  privacyBefore: "Mehr in der ",
  privacyLink: "Datenschutzerklärung",
  announce: "Cookie-Einstellungen: Bitte treffen Sie Ihre Auswahl am Seitenende.",
  settings: "Einstellungen",
  onlyNecessary: "Nur Notwendige",
  acceptAll: "Alle Akzeptieren",
  save: "Einstellungen Speichern",
  close: "Schließen",
  alwaysOn: "Immer aktiv",
  categories: {
    necessary: ["Notwendige", "Sicherheit der Formulare und Speicherung Ihrer Cookie-Wahl."],
    analytics: ["Analyse", "Anonyme Ladezeit-Messung (Web Vitals), ohne Weitergabe an Dritte."],
    marketing: ["Marketing Cookies", "Derzeit setzen wir keine Marketing-Cookies ein."],
  },
} as const;

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };
export type ConsentBannerText = Widen<typeof de>;

const en: ConsentBannerText = {
  title: "Cookie settings",
  intro:
    "We use necessary cookies to run this website. With your consent we also measure loading times anonymously.",
  privacyBefore: "More in our ",
  privacyLink: "privacy policy",
  announce: "Cookie settings: please make your choice at the bottom of the page.",
  settings: "Settings",
  onlyNecessary: "Necessary only",
  acceptAll: "Accept all",
  save: "Save settings",
  close: "Close",
  alwaysOn: "Always on",
  categories: {
    necessary: ["Necessary", "Security of the forms and storing your cookie choice."],
    analytics: ["Analytics", "Anonymous measurement of loading times (Web Vitals), not shared."],
    marketing: ["Marketing cookies", "We currently use no marketing cookies."],
  },
};

/** The language the banner speaks on every page. */
export const CONSENT_BANNER_LOCALE = "de";

export const consentBannerText: Localized<ConsentBannerText> = { de, en };
