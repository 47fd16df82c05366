/**
 * The consent probe: a tiny script in every document's <head> that runs before the first
 * paint and marks <html data-consent="pending"> when no choice is stored, so CSS can show
 * the prerendered banner before React has loaded (hydration starts after the page has
 * loaded: docs/decisions/0007). The gate (ConsentGate.tsx) makes the final decision after
 * hydration, including the 24-month expiry.
 */
import { CONSENT_STORAGE_KEY } from "#app/shared/consent.ts";

/** Inline script source; its hash is allowed by the page's Content-Security-Policy. */
export const consentProbeScript =
  `try{localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||document.documentElement.setAttribute("data-consent","pending")}` +
  `catch(e){document.documentElement.setAttribute("data-consent","pending")}`;

/** Without JavaScript nothing optional can run, so no choice is needed: no banner. */
export const noScriptStyle = "[data-consent-banner]{display:none!important}";

export function markConsentSettled(): void {
  document.documentElement.removeAttribute("data-consent");
}
