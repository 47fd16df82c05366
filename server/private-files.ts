/**
 * DATA_DIR holds the database (enquiries, accounts), secrets, the mails of the outbox and
 * backups: nobody but the user the server runs as may read or change any of it. Three
 * controls, which `npm start`, `node build/node/main.mjs` and every command-line tool share:
 *
 * - the umask is 077, so every file the process (and its children: PGlite's initdb, the
 *   backup's dump) creates is 0600 and every directory 0700, whatever mode the code that
 *   creates it asks for. PGlite also sets its files' modes to 0666 afterwards, which no
 *   umask stops: database/connection.ts takes those bits away (PrivateNodeFS);
 * - DATA_DIR is created 0700;
 * - at start the server corrects what an older version or another tool left behind: every
 *   directory under DATA_DIR loses its group and other bits (0700), every file too (0600).
 *
 * Files that hold secrets or personal data are also written 0600 explicitly (the outbox's
 * .eml files, backups, secrets), so they stay private under any umask.
 */
import { chmod, lstat, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The bits that give the group or anybody else access. */
const SHARED_BITS = 0o077;

/**
 * Sets the process's umask to 077. Worker threads cannot set it (they share their
 * process's), so there it does nothing.
 */
export function restrictUmask(): void {
  if (isMainThread) process.umask(PRIVATE_UMASK);
}

/**
 * Creates `dir` (and missing parents) 0700; an existing `dir` loses its group and other
 * bits. Does not look inside (see `correctDataDirModes`).
 */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const mode = (await stat(dir)).mode;
  if ((mode & SHARED_BITS) !== 0) await chmod(dir, mode & 0o7777 & ~SHARED_BITS);
}

export interface ModeCorrection {
  /** Files and directories whose group or other bits were removed. */
  corrected: number;
  /** Those whose mode could not be changed (another owner): still readable by others. */
  failed: number;
}

/**
 * Creates DATA_DIR 0700 if missing, then removes the group and other bits of everything
 * under it (owner bits stay: 0666 becomes 0600, 0755 becomes 0700). Symbolic links are
 * neither followed nor changed. Returns counts only: names under DATA_DIR are not logged.
 */
export async function correctDataDirModes(dataDir: string): Promise<ModeCorrection> {
  const result: ModeCorrection = { corrected: 0, failed: 0 };
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const fix = async (file: string, mode: number) => {
    if ((mode & SHARED_BITS) === 0) return;
    try {
      await chmod(file, mode & 0o7777 & ~SHARED_BITS);
      result.corrected++;
    } catch {
      result.failed++;
    }
  };
  const walk = async (dir: string): Promise<void> => {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      result.failed++;
      return;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      // Gone meanwhile (a file another process deleted): nothing to correct.
      const info = await lstat(file).catch(() => undefined);
      if (!info || info.isSymbolicLink()) continue;
      await fix(file, info.mode);
      if (info.isDirectory()) await walk(file);
    }
  };
  // DATA_DIR itself may be a symbolic link to the real directory: that one is corrected.
  await fix(dataDir, (await stat(dataDir)).mode);
  await walk(dataDir);
  return result;
}
