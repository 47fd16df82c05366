/**
 * The `.eml` files the file transport writes to DATA_DIR/outbox (when SMTP_URL is unset),
 * named `<time>-<kind>-<outbox id>.eml`: they hold a visitor's data like the database row,
 * so they go when the row goes (retention, privacy erase).
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";

/** Deletes the `.eml` files (named `…-<kind>-<outbox id>.eml`) of the given mails. */
export async function removeMailFiles(outboxDir: string, mailIds: string[]): Promise<number> {
  if (mailIds.length === 0) return 0;
  const names = await readdir(outboxDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const wanted = new Set(mailIds);
  let removed = 0;
  for (const name of names) {
    const match = /-([0-9a-f-]{36})\.eml(\.tmp)?$/.exec(name);
    if (match && wanted.has(match[1]!)) {
      await rm(path.join(outboxDir, name), { force: true });
      removed++;
    }
  }
  return removed;
}
