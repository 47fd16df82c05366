/**
 * A passkey's name, as the account page checks it before sending and the server again
 * (server/accounts/auth-routes.ts): 1 to 60 characters once the spaces around it are gone.
 */
export const PASSKEY_NAME_MAX = 60;

export type PasskeyNameProblem = "missing" | "too_long";

export function passkeyNameProblem(name: string): PasskeyNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "missing";
  if (trimmed.length > PASSKEY_NAME_MAX) return "too_long";
  return null;
}
