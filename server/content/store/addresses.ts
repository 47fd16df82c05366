/**
 * Addresses that content once had (docs/decisions/0095-content-in-the-database.md): an event
 * or article whose slug changed answers its old address with 301 to the new one; one that was
 * deleted answers 410 Gone. Both are read from the revisions, which keep every published
 * state, so nothing else has to remember them.
 */
import { sql } from "drizzle-orm";
import { locales } from "#app/i18n/locales.ts";
import { localizePath } from "#app/i18n/paths.ts";
import type { Db } from "../../database/connection.ts";

export interface ContentAddresses {
  /** Old path -> the path it moved to (every language). */
  moved: Map<string, string>;
  /** Paths of deleted pages (every language). */
  gone: Set<string>;
}

/** The page path of an event's or article's data, or undefined when it has no page. */
function pagePath(kind: string, data: Record<string, unknown> | null): string | undefined {
  if (!data) return undefined;
  if (kind === "event" && data.detail && typeof data.id === "string") return `/events/${data.id}`;
  if (kind === "article" && typeof data.slug === "string") return `/news/${data.slug}`;
  return undefined;
}

interface Row {
  kind: string;
  key: string;
  data: Record<string, unknown> | null;
}
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function loadContentAddresses(db: Db): Promise<ContentAddresses> {
  const history = await db.execute(
    sql`select kind, key, data from content_revisions where kind in ('event', 'article') order by id`,
  );
  const current = await db.execute(
    sql`select kind, key, published as data from content_documents
        where kind in ('event', 'article') and deleted_at is null and published is not null`,
  );
  const now = new Map<string, string>();
  const live = new Set<string>();
  for (const row of rowsOf(current)) {
    const path = pagePath(row.kind, row.data);
    if (path) {
      now.set(`${row.kind}/${row.key}`, path);
      live.add(path);
    }
  }
  const moved = new Map<string, string>();
  const gone = new Set<string>();
  for (const row of rowsOf(history)) {
    const path = pagePath(row.kind, row.data);
    // A path some page has now is that page's, whatever it was before.
    if (!path || live.has(path)) continue;
    const target = now.get(`${row.kind}/${row.key}`);
    for (const locale of locales) {
      const from = localizePath(path, locale);
      if (target) moved.set(from, localizePath(target, locale));
      else gone.add(from);
    }
  }
  return { moved, gone };
}
