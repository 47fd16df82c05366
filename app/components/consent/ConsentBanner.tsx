/**
 * The cookie banner (docs/product.md#consent): German on every page, a landmark at the bottom that
 * never blocks reading, refusing exactly as easy as accepting. Part of every prerendered page;
 * ConsentGate decides whether it shows.
 */
import { useEffect, useId, useRef, useState } from "react";
import { localizePath } from "../../i18n/paths";
import { useLocale } from "../../i18n/use-locale";
import type { ConsentPreferences } from "./consent-record";

const texts = {
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

/** Both choice buttons share one look: refusing weighs exactly as much as accepting. */
const choiceButton =
  "min-h-11 rounded-full bg-ink px-4 text-sm font-semibold text-white transition-colors hover:bg-ink-soft";

function choose(preferences: ConsentPreferences, language: "de" | "en") {
  // The API client (TanStack Query) loads only when a choice is actually sent.
  void import("./record-consent").then((m) => m.recordConsent(preferences, language));
  void import("./analytics").then((analytics) =>
    preferences.analytics ? analytics.startAnalytics() : analytics.stopAnalytics(),
  );
}

export default function ConsentBanner({
  prerendered,
  reopened,
  initial,
  onClose,
}: {
  /** Rendered into the HTML: shown by CSS only while the consent probe marks it pending. */
  prerendered: boolean;
  reopened: boolean;
  /** The current choice, when reopened from the footer. */
  initial?: ConsentPreferences;
  onClose: () => void;
}) {
  const locale = useLocale();
  const id = useId();
  const [expanded, setExpanded] = useState(reopened);
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLParagraphElement>(null);
  const returnFocusTo = useRef<Element | null>(null);

  useEffect(() => {
    if (reopened) {
      // Asked for from the footer: show the settings, take the keyboard there, and give it
      // back afterwards.
      setExpanded(true);
      returnFocusTo.current = document.activeElement;
      headingRef.current?.focus();
    } else {
      // Filled after mounting so that screen readers announce the banner without focus.
      const timer = setTimeout(() => setAnnouncement(texts.announce), 150);
      return () => clearTimeout(timer);
    }
  }, [reopened]);

  const finish = (preferences?: ConsentPreferences) => {
    if (preferences) choose(preferences, locale);
    onClose();
    if (returnFocusTo.current instanceof HTMLElement) returnFocusTo.current.focus();
  };

  return (
    <section
      lang="de"
      aria-labelledby={`${id}-title`}
      data-testid="cookie-banner"
      data-consent-banner={prerendered ? "auto" : "shown"}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-2 sm:p-5"
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="pointer-events-auto mx-auto max-h-[calc(100dvh-1rem)] max-w-xl overflow-y-auto sm:mx-0 sm:max-w-md rounded-2xl bg-white p-4 text-ink shadow-[0_12px_48px_-12px_rgb(19_33_46/0.45)] ring-1 ring-ink/10 sm:p-5">
        <div className="flex items-center gap-3">
          {/* Not a heading: the banner comes before the page's h1 in the document (so the
              keyboard reaches it first), and the page's outline must start with that h1. */}
          <p
            id={`${id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-bold tracking-tight outline-none"
          >
            {texts.title}
          </p>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-settings`}
            onClick={() => setExpanded(!expanded)}
            className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-spree hover:bg-spree-soft"
          >
            {texts.settings}
            <svg
              aria-hidden="true"
              viewBox="0 0 12 12"
              className={`size-3 motion-safe:transition-transform ${expanded ? "rotate-180" : ""}`}
            >
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
          {reopened && (
            <button
              type="button"
              aria-label={texts.close}
              onClick={() => finish()}
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-sand"
            >
              <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3.5">
                <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          )}
        </div>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          {texts.intro} {texts.privacyBefore}
          <a
            href={localizePath("/privacy", locale)}
            className="font-medium text-spree underline underline-offset-2"
          >
            {texts.privacyLink}
          </a>
          .
        </p>

        <div id={`${id}-settings`} hidden={!expanded}>
          <ul className="mt-3 divide-y divide-ink/10 rounded-xl bg-sand/60 px-4">
            <Category id={`${id}-necessary`} text={texts.categories.necessary} checked disabled />
            <Category
              id={`${id}-analytics`}
              text={texts.categories.analytics}
              checked={analytics}
              onChange={setAnalytics}
            />
            <Category
              id={`${id}-marketing`}
              text={texts.categories.marketing}
              checked={marketing}
              onChange={setMarketing}
            />
          </ul>
          <button
            type="button"
            onClick={() => finish({ necessary: true, analytics, marketing })}
            className="mt-3 min-h-11 w-full rounded-full border-2 border-ink px-4 text-sm font-semibold hover:bg-sand"
          >
            {texts.save}
          </button>
        </div>

        <div className="mt-3 grid grid-cols-2 gap-2">
          <button
            type="button"
            className={choiceButton}
            onClick={() => finish({ necessary: true, analytics: false, marketing: false })}
          >
            {texts.onlyNecessary}
          </button>
          <button
            type="button"
            className={choiceButton}
            onClick={() => finish({ necessary: true, analytics: true, marketing: true })}
          >
            {texts.acceptAll}
          </button>
        </div>
      </div>
      {/* The banner's last element: CSS shows the prerendered banner only once the parser
          has reached it (app/app.css). */}
      <span hidden data-consent-banner-end="" />
    </section>
  );
}

function Category({
  id,
  text: [label, description],
  checked,
  disabled = false,
  onChange,
}: {
  id: string;
  text: readonly [string, string];
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm">
        <span className="font-semibold">{label}</span>
        {disabled && <span className="ml-2 text-xs text-ink-soft">({texts.alwaysOn})</span>}
        <span className="mt-0.5 block text-xs leading-snug text-ink-soft">{description}</span>
      </label>
      {/* A native checkbox with the switch role: keyboard, forms and screen readers for free. */}
      <span className="relative inline-flex h-7 w-12 shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange?.(event.target.checked)}
          className="peer absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="h-7 w-12 rounded-full bg-ink/25 transition-colors peer-checked:bg-spree peer-disabled:opacity-60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-spree"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </li>
  );
}
