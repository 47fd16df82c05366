/**
 * The footer's "Cookie-Einstellungen" link asks the consent banner to reopen through this
 * channel, so the footer needs none of the banner's code.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function requestConsentSettings(): void {
  for (const listener of listeners) listener();
}

export function onConsentSettingsRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
