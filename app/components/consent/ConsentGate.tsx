/**
 * Decides whether the cookie banner shows. The banner is part of every prerendered page:
 * before any JavaScript runs, the consent probe in <head> (consent-probe.ts) marks the
 * document when no choice is stored, and CSS shows the banner then, so a first-time
 * visitor sees it with the page. After hydration this gate takes over: it reads the stored
 * record (expired choices count as none), removes the banner when a valid choice exists,
 * retries a choice the server never confirmed, starts analytics if allowed, and reopens
 * the banner when the footer asks for it.
 */
import { useEffect, useState } from "react";
import { localeFromPath } from "../../i18n/locales";
import ConsentBanner from "./ConsentBanner";
import { onConsentSettingsRequested } from "./consent-settings";
import { readConsentRecord, type ConsentPreferences } from "./consent-record";
import { markConsentSettled } from "./consent-probe";
import { startVitalsBuffer } from "./vitals-buffer";

type BannerState =
  /** As prerendered: visible only if the probe found no stored choice. */
  | { mode: "prerendered"; round: 0 }
  | { mode: "shown"; round: number; reopened: boolean; initial?: ConsentPreferences }
  | { mode: "closed"; round: number };

export function ConsentGate() {
  const [state, setState] = useState<BannerState>({ mode: "prerendered", round: 0 });

  useEffect(startVitalsBuffer, []);
  useEffect(
    () =>
      onConsentSettingsRequested(() =>
        setState((current) => ({
          mode: "shown",
          round: current.round + 1,
          reopened: true,
          initial: readConsentRecord()?.preferences,
        })),
      ),
    [],
  );
  useEffect(() => {
    const record = readConsentRecord();
    if (!record) {
      setState((current) =>
        current.mode === "prerendered" ? { mode: "shown", round: 0, reopened: false } : current,
      );
      return;
    }
    markConsentSettled();
    setState((current) =>
      current.mode === "prerendered" ? { mode: "closed", round: 0 } : current,
    );
    if (record.error) {
      const language = localeFromPath(window.location.pathname);
      void import("./record-consent").then((m) => m.retryStoredConsent(record, language));
    }
    if (record.preferences.analytics) void import("./analytics").then((m) => m.startAnalytics());
  }, []);

  if (state.mode === "closed") return null;
  return (
    <ConsentBanner
      key={state.round}
      prerendered={state.mode === "prerendered"}
      reopened={state.mode === "shown" && state.reopened}
      initial={state.mode === "shown" ? state.initial : undefined}
      onClose={() => {
        markConsentSettled();
        setState((current) => ({ mode: "closed", round: current.round }));
      }}
    />
  );
}
