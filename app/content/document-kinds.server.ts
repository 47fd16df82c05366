/**
 * The kinds of content document, for the server modules that named them here; what a kind
 * is lives in ./kinds/ (one file each).
 */
export { documentKinds, type DocumentKind } from "./kinds";
