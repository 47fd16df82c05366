/**
 * The only consent code in the first load: after the page is idle it reads the stored
 * record. Without one it loads and shows the banner; with one it loads nothing, except the
 * retry of a choice the server never confirmed and, if allowed, the analytics sender.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { localeFromPath } from "../../i18n/locales";
import { onConsentSettingsRequested } from "./consent-settings";
import { readConsentRecord } from "./consent-record";
import { startVitalsBuffer } from "./vitals-buffer";

const ConsentBanner = lazy(() => import("./ConsentBanner"));

function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}

export function ConsentGate() {
  const [banner, setBanner] = useState<{ reopened: boolean } | null>(null);

  useEffect(startVitalsBuffer, []);
  useEffect(() => onConsentSettingsRequested(() => setBanner({ reopened: true })), []);
  useEffect(
    () =>
      whenIdle(() => {
        const record = readConsentRecord();
        if (!record) {
          setBanner((current) => current ?? { reopened: false });
          return;
        }
        if (record.error) {
          const language = localeFromPath(window.location.pathname);
          void import("./record-consent").then((m) => m.retryStoredConsent(record, language));
        }
        if (record.preferences.analytics)
          void import("./analytics").then((m) => m.startAnalytics());
      }),
    [],
  );

  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner reopened={banner.reopened} onClose={() => setBanner(null)} />
    </Suspense>
  );
}
