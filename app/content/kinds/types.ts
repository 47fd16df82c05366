/**
 * What a kind of content document is (docs/decisions/0138): one file per kind in this folder
 * says everything the build, the server and the editor need about it, so adding a kind or a
 * field touches one place. Pure code: the back office imports it too.
 */
import type { z } from "zod";
import type { Locale, Localized } from "../../i18n/locales";
import type { FieldIssue } from "../issues";

/** What a member of staff gives for a new entry. */
export interface NewEntry {
  /** The title, in the language it was typed in (German first). */
  title: string;
  /** The address made from it (or typed). */
  slug: string;
  /** Events: the list page the event belongs to. */
  category?: string | undefined;
  /** Today in Berlin (YYYY-MM-DD). */
  today: string;
  /** The next free number of the kind (articles' ids). */
  nextId: number;
}

/** Search-engine texts of a page, and the fields they are filled from until changed. */
export interface SeoSource {
  /** Where the texts are, with `{locale}` for the language: "{locale}.seo", "detail.{locale}.seo". */
  seo: string;
  /** The page title they start from. */
  title: string;
  /** The teaser they start from. */
  description: string;
}

export interface ContentKind {
  /** The kind's name, stored with each document. */
  name: string;
  /** Its name in the back office, singular and plural. */
  label: Localized<{ one: string; many: string }>;
  /** Position in the back office's list of content (smaller first). */
  listOrder: number;
  /** The data of a document of this kind, as stored and as the build checks it. */
  schema: z.ZodType;
  /** Staff may add (and owners delete) documents of this kind. */
  creatable: boolean;
  /**
   * Fields that apply only to some values of another field, e.g. an event's cuisine only to
   * culinary events; the editor shows them only there (and wherever one already has a value).
   */
  appliesWhen?: { field: string; fields: Record<string, readonly string[]> };
  /** The field holding the title in each language ("title" in `{ de: { title } }`). */
  titleField?: string;
  /** The field holding the page address and whether it may change after creation. */
  address?: { field: string; editable: boolean };
  /** Search-engine texts of the kind's pages. */
  seo?: readonly SeoSource[];
  /** A new document's data from its title (creatable kinds). */
  empty?(entry: NewEntry): Record<string, unknown>;
  /** The key of a new document (creatable kinds). */
  keyOf?(entry: NewEntry): string;
  /**
   * The checks of a document's own fields beyond its schema that need no other document
   * (figures quoted in its texts, its reading time): the editor runs them as you type, the
   * build and the server as part of app/content/validate.server.ts. Only called on data the
   * schema accepts.
   */
  ownChecks?(data: unknown): FieldIssue[];
  /** Fields the editor keeps in step with others (an article's reading time with its texts). */
  derive?(data: Record<string, unknown>): Record<string, unknown>;
  /** A readable name of a document in a language. */
  title(data: unknown, locale: Locale): string | undefined;
  /** Where a document shows on the site (without language prefix), for previews. */
  pagePath(key: string, data: unknown): string | undefined;
}

/** The value at a dotted path. */
export function valueAt(data: unknown, path: string): unknown {
  return path
    .split(".")
    .filter(Boolean)
    .reduce<unknown>(
      (inner, key) =>
        inner !== null && typeof inner === "object"
          ? (inner as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

/** A text at a dotted path, or undefined when it is not a non-empty text. */
export function textAt(data: unknown, path: string): string | undefined {
  const value = valueAt(data, path);
  return typeof value === "string" && value.trim() ? value : undefined;
}
