/**
 * Version and date of the privacy policy. The version is defined once, with the consent
 * banner's constants, because every consent record stores the version the visitor saw;
 * the page shows the same value. Raise it with every change of substance.
 */
export { PRIVACY_POLICY_VERSION } from "../../components/consent/consent-constants";

/** Day the current privacy policy took effect (ISO date). */
export const PRIVACY_POLICY_UPDATED = "2025-09-26";
