/**
 * Version and date of the privacy policy, shown on the page. Every consent record stores
 * the version the visitor saw (the banner's constants re-export it). Raise it with every
 * change of substance.
 */
export const PRIVACY_POLICY_VERSION = "2.0";

/** Day the current privacy policy took effect (ISO date). */
export const PRIVACY_POLICY_UPDATED = "2025-09-26";
