/**
 * The CSRF signing secret: CSRF_SECRET when set (required for several instances to accept
 * each other's tokens), otherwise one generated on first start and kept in DATA_DIR.
 */
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { makePrivateDir } from "./private-files.ts";

export const CSRF_SECRET_FILE = "csrf-secret";
export const MIN_SECRET_LENGTH = 32;

export async function loadCsrfSecret(options: {
  csrfSecret?: string | undefined;
  dataDir: string;
}): Promise<Buffer> {
  if (options.csrfSecret) return Buffer.from(options.csrfSecret, "utf8");
  await makePrivateDir(options.dataDir);
  const file = path.join(options.dataDir, CSRF_SECRET_FILE);
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
  return Buffer.from(secret, "utf8");
}
