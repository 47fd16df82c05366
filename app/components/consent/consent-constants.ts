/**
 * Facts the banner and the server share (docs/product.md#consent): one definition, imported by
 * both, so what the server records as "shown" is what the browser showed.
 */

/** Browser key of the stored consent record. */
export const CONSENT_STORAGE_KEY = "cookie-consent";
/** Version of the banner text; a new text gets a new version. */
export const BANNER_VERSION = "1.0";
/** Version of the privacy policy the banner links to (defined with the policy itself). */
export { PRIVACY_POLICY_VERSION } from "../../content/legal/versions";
/** Sent with the consent request: the language of the page the choice was made on. */
export const CONSENT_LANGUAGE_HEADER = "content-language";

/** `user_` + Date.now() + `_` + random suffix (docs/product.md#api), made by the browser. */
export const USER_IDENTIFIER_PATTERN = /^user_\d{13}_[a-z0-9]{4,32}$/;
export const USER_IDENTIFIER_MAX_LENGTH = 64;
