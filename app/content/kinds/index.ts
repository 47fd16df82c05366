/**
 * Every kind of content document, in the order the site's content is stored and assembled
 * (docs/decisions/0138). Adding a kind: its file in this folder and one line here.
 */
import { articleKind } from "./article";
import { categoryKind } from "./category";
import { eventKind } from "./event";
import { listPageKind } from "./list-page";
import { contactPageKind, fallbackEventKind, homeKind, newsPageKind } from "./pages";
import { testimonialKind } from "./testimonial";
import type { ContentKind } from "./types";

export type { ContentKind, NewEntry, SeoSource } from "./types";
export { textAt, valueAt } from "./types";

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

export const contentKinds: Record<DocumentKind, ContentKind> = {
  event: eventKind,
  "list-page": listPageKind,
  article: articleKind,
  category: categoryKind,
  testimonial: testimonialKind,
  home: homeKind,
  "news-page": newsPageKind,
  "contact-page": contactPageKind,
  "fallback-event": fallbackEventKind,
};

/** The kinds staff may add documents of. */
export const creatableKinds = documentKinds.filter((kind) => contentKinds[kind].creatable);

/** The kinds in the order the back office lists them. */
export const listedKinds = [...documentKinds].sort(
  (a, b) => contentKinds[a].listOrder - contentKinds[b].listOrder,
);
