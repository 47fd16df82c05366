/**
 * Which language of a document is missing or behind ("Englisch fehlt", "Englisch älter als
 * Deutsch"; docs/decisions/0140, "Translation status"). Field-level change times are not
 * stored, but every revision stores the field paths it changed and when: a path belongs to a
 * language when one of its segments is `de` or `en` (`de.title`,
 * `title.en`). A language is older when its fields last changed before the other's, counting
 * the saved draft's differences from the published data at the draft's time; it is missing
 * where the other language has a text and it has none at the same path. Read-only.
 */
import { and, eq, inArray } from "drizzle-orm";
import { diffData } from "#app/content/documents.server.ts";
import type { Db } from "../../database/connection.ts";
import { contentDocuments, contentRevisions } from "../schema.ts";
import { locales } from "#app/i18n/locales.ts";

const LANGUAGES = locales;
type Language = (typeof LANGUAGES)[number];

export interface TranslationStatus {
  kind: string;
  key: string;
  /** Languages with a text missing that the other language has. */
  missing: Language[];
  /** The language whose texts changed last before the other's did (null: neither). */
  older: Language | null;
  /** When each language's texts last changed (ISO), null when never since the content began. */
  changedAt: Record<Language, string | null>;
}

function languageOf(path: string): Language | null {
  const segments = path.split(".");
  return LANGUAGES.find((language) => segments.includes(language)) ?? null;
}

/** Every non-empty text by its path, per language (the path with the language segment as `*`). */
function textsOf(data: unknown): Record<Language, Set<string>> {
  const texts: Record<Language, Set<string>> = { de: new Set(), en: new Set() };
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      const at = path.findIndex((segment) => segment === "de" || segment === "en");
      if (at >= 0 && value.trim()) {
        const language = path[at] as Language;
        texts[language].add(path.map((segment, i) => (i === at ? "*" : segment)).join("."));
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)]));
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  walk(data, []);
  return texts;
}

function missingIn(data: unknown): Language[] {
  const texts = textsOf(data);
  return LANGUAGES.filter((language) => {
    const other = language === "de" ? texts.en : texts.de;
    return [...other].some((path) => !texts[language].has(path));
  });
}

interface DocumentRow {
  kind: string;
  key: string;
  published: unknown;
  draft: unknown;
  draftSavedAt: Date | null;
}

function statusOf(
  row: DocumentRow,
  revisions: Array<{ createdAt: Date; changes: unknown }>,
): TranslationStatus {
  const last: Record<Language, number> = { de: 0, en: 0 };
  const touch = (paths: string[], at: number) => {
    for (const path of paths) {
      const language = languageOf(path);
      if (language && at > last[language]) last[language] = at;
    }
  };
  for (const revision of revisions) {
    const changes = Array.isArray(revision.changes)
      ? (revision.changes as Array<{ path?: unknown }>)
      : [];
    touch(
      changes.map((change) => (typeof change.path === "string" ? change.path : "")),
      revision.createdAt.getTime(),
    );
  }
  if (row.draft !== null && row.draftSavedAt) {
    touch(
      diffData(row.published, row.draft).map((change) => change.path),
      row.draftSavedAt.getTime(),
    );
  }
  const older: Language | null = last.de === last.en ? null : last.de < last.en ? "de" : "en";
  const iso = (time: number) => (time ? new Date(time).toISOString() : null);
  return {
    kind: row.kind,
    key: row.key,
    missing: missingIn(row.draft ?? row.published),
    older,
    changedAt: { de: iso(last.de), en: iso(last.en) },
  };
}

/** The status of every document not deleted, or of one. */
export async function translationStatuses(
  db: Db,
  document?: { kind: string; key: string },
): Promise<TranslationStatus[]> {
  const rows = await db
    .select({
      kind: contentDocuments.kind,
      key: contentDocuments.key,
      published: contentDocuments.published,
      draft: contentDocuments.draft,
      draftSavedAt: contentDocuments.draftSavedAt,
      deletedAt: contentDocuments.deletedAt,
    })
    .from(contentDocuments)
    .where(
      document
        ? and(eq(contentDocuments.kind, document.kind), eq(contentDocuments.key, document.key))
        : undefined,
    );
  const live = rows.filter((row) => row.deletedAt === null);
  if (live.length === 0) return [];
  const revisions = await db
    .select({
      kind: contentRevisions.kind,
      key: contentRevisions.key,
      createdAt: contentRevisions.createdAt,
      changes: contentRevisions.changes,
    })
    .from(contentRevisions)
    .where(
      and(
        inArray(contentRevisions.action, ["seed", "publish", "restore"]),
        document
          ? and(eq(contentRevisions.kind, document.kind), eq(contentRevisions.key, document.key))
          : undefined,
      ),
    );
  const byDocument = new Map<string, typeof revisions>();
  for (const revision of revisions) {
    const id = `${revision.kind}\u0000${revision.key}`;
    const list = byDocument.get(id) ?? [];
    list.push(revision);
    byDocument.set(id, list);
  }
  return live.map((row) => statusOf(row, byDocument.get(`${row.kind}\u0000${row.key}`) ?? []));
}
