/**
 * Records a cookie choice (docs/product.md#consent): token, POST /api/gdpr/consent, then the local
 * record with the server's consentId. Any failure is logged to the console only; the choice is kept
 * locally with an error marker and sent again on a later visit.
 */
import { apiRequest, getCsrfToken } from "../../lib/api-client";
import type { Locale } from "../../i18n/locales";
import { BANNER_VERSION } from "./consent-constants";
import {
  BACKEND_STORAGE_FAILED,
  readConsentRecord,
  writeConsentRecord,
  type ConsentPreferences,
  type StoredConsent,
} from "./consent-record";

/** `user_<ms>_<9 random base-36 characters>`: pseudonymous, made here, kept for the visitor. */
export function newUserIdentifier(): string {
  const random = crypto.getRandomValues(new Uint32Array(2));
  const suffix = Array.from(random, (n) => n.toString(36).padStart(7, "0"))
    .join("")
    .slice(0, 9);
  return `user_${Date.now()}_${suffix}`;
}

async function sendConsent(
  preferences: ConsentPreferences,
  userIdentifier: string,
  language: Locale,
): Promise<string> {
  const csrfToken = await getCsrfToken();
  const response = await apiRequest(
    "POST",
    "/api/gdpr/consent",
    { consentType: "cookies", preferences, userIdentifier },
    { headers: { "X-CSRF-Token": csrfToken, "Content-Language": language } },
  );
  const { consentId } = (await response.json()) as { consentId?: unknown };
  if (typeof consentId !== "string") throw new Error("The answer carries no consentId");
  return consentId;
}

export async function recordConsent(
  preferences: ConsentPreferences,
  language: Locale,
): Promise<void> {
  const userIdentifier = readConsentRecord()?.userIdentifier ?? newUserIdentifier();
  const choice: StoredConsent = {
    preferences,
    timestamp: new Date().toISOString(),
    version: BANNER_VERSION,
    userIdentifier,
  };
  try {
    const consentId = await sendConsent(preferences, userIdentifier, language);
    writeConsentRecord({ ...choice, consentId });
  } catch (cause) {
    console.error("Failed to store consent", cause);
    writeConsentRecord({ ...choice, error: BACKEND_STORAGE_FAILED });
  }
}

/** Sends a choice the server never confirmed; on success the record gets its consentId. */
export async function retryStoredConsent(record: StoredConsent, language: Locale): Promise<void> {
  const userIdentifier = record.userIdentifier ?? newUserIdentifier();
  try {
    const consentId = await sendConsent(record.preferences, userIdentifier, language);
    const { error: _resolved, ...rest } = record;
    // Only if the visitor made no new choice in the meantime.
    if (readConsentRecord()?.timestamp === record.timestamp) {
      writeConsentRecord({ ...rest, userIdentifier, consentId });
    }
  } catch (cause) {
    console.error("Failed to store consent", cause);
  }
}
