/**
 * The consent record the browser keeps under `cookie-consent` (docs/product.md#consent): read on
 * every page load to decide whether the banner is needed, so it is small and has no dependencies.
 */
import { CONSENT_STORAGE_KEY } from "./consent-constants";

export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** After this long the visitor is asked again (privacy policy: "after 24 months"). */
export const CONSENT_MAX_AGE_MONTHS = 24;

/** Marks a choice the server did not confirm; it is sent again on a later visit. */
export const BACKEND_STORAGE_FAILED = "backend_storage_failed";

export interface StoredConsent {
  preferences: ConsentPreferences;
  /** When the visitor chose (ISO 8601). */
  timestamp: string;
  /** Banner version the choice was made on. */
  version: string;
  /** The server's receipt; absent until the server has stored the choice. */
  consentId?: string;
  /** The visitor's pseudonymous id, the same for all their choices. */
  userIdentifier?: string;
  error?: typeof BACKEND_STORAGE_FAILED;
}

function isPreferences(value: unknown): value is ConsentPreferences {
  const p = value as Partial<ConsentPreferences> | null;
  return (
    typeof p === "object" &&
    p !== null &&
    p.necessary === true &&
    typeof p.analytics === "boolean" &&
    typeof p.marketing === "boolean"
  );
}

function isExpired(timestamp: string, now = new Date()): boolean {
  const given = new Date(timestamp);
  if (Number.isNaN(given.getTime())) return true;
  given.setUTCMonth(given.getUTCMonth() + CONSENT_MAX_AGE_MONTHS);
  return given <= now;
}

/** The stored record, or null when there is none, it is unreadable or older than 24 months. */
export function readConsentRecord(): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const record = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (
      !record ||
      !isPreferences(record.preferences) ||
      typeof record.timestamp !== "string" ||
      isExpired(record.timestamp)
    ) {
      return null;
    }
    return record as StoredConsent;
  } catch {
    return null; // storage blocked or corrupt
  }
}

export function writeConsentRecord(record: StoredConsent): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the choice holds for this page view; the banner asks again next time.
  }
}
