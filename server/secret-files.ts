/**
 * The server's two secrets, each from its variable when set (required for several
 * instances to accept each other's tokens and cookies), otherwise generated on first start
 * and kept in a file of DATA_DIR (mode 0600): the CSRF signing secret (CSRF_SECRET,
 * `DATA_DIR/csrf-secret`) and the back office's (ADMIN_SECRET, `DATA_DIR/admin-secret`),
 * which signs session cookies and encrypts TOTP secrets.
 */
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { makePrivateDir } from "./private-files.ts";

export const CSRF_SECRET_FILE = "csrf-secret";
export const ADMIN_SECRET_FILE = "admin-secret";
export const MIN_SECRET_LENGTH = 32;

export async function loadCsrfSecret(options: {
  csrfSecret?: string | undefined;
  dataDir: string;
}): Promise<Buffer> {
  const secret = await loadSecret(options.csrfSecret, options.dataDir, CSRF_SECRET_FILE);
  return Buffer.from(secret, "utf8");
}

export async function loadAdminSecret(options: {
  adminSecret?: string | undefined;
  dataDir: string;
}): Promise<string> {
  return loadSecret(options.adminSecret, options.dataDir, ADMIN_SECRET_FILE);
}

/** The variable's value, or the file's, which is written once and never overwritten. */
async function loadSecret(
  fromEnv: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<string> {
  if (fromEnv) return fromEnv;
  await makePrivateDir(dataDir);
  const file = path.join(dataDir, fileName);
  try {
    // 'wx' fails when the file exists, so a secret is never overwritten.
    await writeFile(file, `${randomBytes(32).toString("base64url")}\n`, {
      flag: "wx",
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = (await readFile(file, "utf8")).trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}
