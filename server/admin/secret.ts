/**
 * The secret Better Auth signs session cookies and encrypts TOTP secrets with:
 * ADMIN_SECRET when set (required for several instances), otherwise one generated on first
 * start and kept in DATA_DIR/admin-secret (mode 0600).
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MIN_SECRET_LENGTH } from "../csrf-secret.ts";

export const ADMIN_SECRET_FILE = "admin-secret";

export async function loadAdminSecret(options: {
  adminSecret?: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.adminSecret) return options.adminSecret;
  await mkdir(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, ADMIN_SECRET_FILE);
  try {
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
