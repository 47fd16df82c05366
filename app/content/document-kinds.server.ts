/**
 * The kinds of content document (./documents.server.ts), on their own so that the checks
 * (./validate.server.ts) can name them without importing the documents module that uses them.
 */
export const documentKinds = [
  "event",
  "list-page",
  "article",
  "category",
  "testimonial",
  "home",
  "news-page",
  "contact-page",
  "fallback-event",
] as const;
export type DocumentKind = (typeof documentKinds)[number];
