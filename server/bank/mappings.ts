/**
 * The team's saved CSV column mappings (decision 0198), one per name ("Sparkasse"): saved
 * again under the same name replaces it; proposed for a file whose header line has the same
 * key (the one saved last, when several fit).
 */
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import type { Actor } from "../leads/store/changes.ts";
import { bankCsvMappings, type CsvColumns } from "./schema.ts";
import type { CsvMappingView } from "./types.ts";

const view = (row: typeof bankCsvMappings.$inferSelect): CsvMappingView => ({
  id: row.id,
  name: row.name,
  separator: row.separator as CsvMappingView["separator"],
  columns: row.columns,
  headerKey: row.headerKey,
});

export async function listMappings(db: Db): Promise<CsvMappingView[]> {
  const rows = await db.select().from(bankCsvMappings).orderBy(desc(bankCsvMappings.updatedAt));
  return rows.map(view);
}

export async function saveMapping(
  db: Db,
  input: { name: string; headerKey: string; separator: string; columns: CsvColumns },
  actor: Actor,
  now: Date,
): Promise<CsvMappingView> {
  const values = { ...input, updatedAt: now, updatedBy: actor.id };
  const [row] = await db
    .insert(bankCsvMappings)
    .values({ id: randomUUID(), ...values })
    .onConflictDoUpdate({ target: bankCsvMappings.name, set: values })
    .returning();
  return view(row!);
}

export async function mappingFor(db: Db, headerKey: string): Promise<CsvMappingView | null> {
  const [row] = await db
    .select()
    .from(bankCsvMappings)
    .where(eq(bankCsvMappings.headerKey, headerKey))
    .orderBy(desc(bankCsvMappings.updatedAt))
    .limit(1);
  return row ? view(row) : null;
}
