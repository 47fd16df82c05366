/**
 * One migrated embedded database for every server and test database of a run, and of the
 * runs after it while the migrations stay the same: made once (PostgreSQL's initdb, which
 * PGlite runs in WebAssembly, then every migration: about 5 CPU-seconds), then copied into
 * each new DATA_DIR (tens of milliseconds on the RAM disk). The API tests' databases, the
 * browser tests' servers, the admin-language spec's server and the Lighthouse gate's server
 * all start from it; before, each of them but the API tests ran initdb on its own.
 *
 * It is kept in node_modules/.cache under a key of what makes it: PGlite's version, the
 * embedded database's start settings (server/database/connection.ts) and every migration.
 * A change to any of them makes a new one; a template never changes once made (it is made
 * in a folder of its own and renamed into place whole, so parallel runs cannot see half of
 * one). The migrated template starts as a copy of an empty one (initdb alone, about 4
 * CPU-seconds), kept too for the tests that need an empty database.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { migrationsFolder, openDatabase } from "../../server/database/connection.ts";

const root = path.resolve(import.meta.dirname, "../..");
const cacheDir = path.join(root, "node_modules", ".cache", "spreegeist-test");

/** What the templates' files depend on: the empty one's, and with `migrations` the migrated one's. */
function templateKey(migrations: boolean): string {
  const hash = createHash("sha256");
  const pglite = path.join(root, "node_modules", "@electric-sql", "pglite", "package.json");
  hash.update((JSON.parse(readFileSync(pglite, "utf8")) as { version: string }).version);
  hash.update(readFileSync(path.join(root, "server", "database", "connection.ts")));
  if (!migrations) return hash.digest("hex").slice(0, 16);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The DATA_DIR `name` in the cache, made by `make` in a folder of its own and renamed into
 * place whole when there is none yet.
 */
async function cached(name: string, make: (dataDir: string) => Promise<void>): Promise<string> {
  const dir = path.join(cacheDir, name);
  const complete = () => existsSync(path.join(dir, "pglite", "PG_VERSION"));
  if (complete()) return dir;
  mkdirSync(cacheDir, { recursive: true });
  const making = `${dir}.making-${randomBytes(4).toString("hex")}`;
  try {
    await make(making);
    renameSync(making, dir);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    // Another run made it meanwhile: theirs is as good.
    if (!complete()) throw error;
  }
  return dir;
}

let empty: Promise<string> | undefined;
let migrated: Promise<string> | undefined;

/**
 * An embedded database as a new DATA_DIR's first start leaves it before migrating: initdb
 * done, no table of ours (for the tests that restore a backup into an empty database or
 * upgrade an old one).
 */
export function emptyEmbeddedTemplate(): Promise<string> {
  empty ??= cached(`embedded-empty-${templateKey(false)}`, async (dataDir) => {
    await (await openDatabase({ dataDir })).close();
  });
  return empty;
}

/** The migrated template's DATA_DIR (holding `pglite/`), made first when there is none yet. */
export function embeddedTemplate(): Promise<string> {
  migrated ??= (async () => {
    const from = await emptyEmbeddedTemplate();
    return cached(`embedded-${templateKey(true)}`, async (dataDir) => {
      cpSync(from, dataDir, { recursive: true });
      const database = await openDatabase({ dataDir });
      await database.migrate();
      await database.close();
    });
  })();
  return migrated;
}

/** Fills the new or empty `dataDir` with a copy of the template. */
export async function copyEmbeddedTemplate(dataDir: string): Promise<void> {
  cpSync(await embeddedTemplate(), dataDir, { recursive: true });
}
