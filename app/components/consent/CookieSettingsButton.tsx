import { useDictionary } from "../../i18n/use-locale";
import { requestConsentSettings } from "./consent-settings";

/** The footer's "Cookie-Einstellungen": reopens the consent banner (an island of its own). */
export function CookieSettingsButton({ className }: { className: string }) {
  const t = useDictionary();
  return (
    <button
      type="button"
      className={className}
      onClick={requestConsentSettings}
      data-testid="button-cookie-settings"
    >
      {t.footer.cookieSettings}
    </button>
  );
}
