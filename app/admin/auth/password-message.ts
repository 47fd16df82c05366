/** The words for a refused new password (the server's `password_<reason>` codes). */
import { AdminApiError } from "../api";
import type { Dictionary } from "../i18n/de";

export function passwordMessage(t: Dictionary, error: unknown): string | undefined {
  if (!(error instanceof AdminApiError)) return undefined;
  const reason = error.code.replace(/^password_/, "") as keyof Dictionary["password"];
  return error.code.startsWith("password_") && reason in t.password
    ? t.password[reason]
    : undefined;
}
