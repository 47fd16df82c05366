// @ts-check
/**
 * The child process that creates the embedded database's files (connection.ts,
 * `createEmbedded`): PGlite's initdb in a process of its own, so the server never holds the
 * memory initdb takes. Plain CommonJS that loads PGlite's CommonJS build and nothing of
 * ours, so it starts the same way however the server was started.
 *
 * Argument: JSON `{ pglite, dir, startParams }`, the resolved path of PGlite's CommonJS
 * entry, the directory to create and PGlite's start parameters. Exit code 1 with the error
 * on stderr when initdb fails.
 */
// The database's directories are private to this user whatever the parent's umask was
// (server/private-files.ts). PGlite sets its files to 0666 regardless: the parent corrects
// them before the new database appears (connection.ts, createEmbedded).
process.umask(0o077);
/** @type {{ pglite: string; dir: string; startParams: string[] }} */
const job = JSON.parse(process.argv[2] ?? "{}");
/** @type {typeof import("@electric-sql/pglite")} */
const { PGlite } = require(job.pglite);
PGlite.create(job.dir, { startParams: job.startParams })
  .then((db) => db.close())
  .catch((/** @type {unknown} */ error) => {
    // PGlite's file system errors are plain objects: { name: "ErrnoError", errno }.
    console.error(error instanceof Error ? error.stack : JSON.stringify(error));
    process.exitCode = 1;
  });
