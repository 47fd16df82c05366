/**
 * A real back-office session for API tests: an invitation written the way `npm run users`
 * writes it, accepted through the API like the invitation page does (account created,
 * signed in, session cookie set).
 */
import type { DatabaseService } from "../../../server/database/service.ts";
import { createAuditLog } from "../../../server/admin/audit.ts";
import { createInvitation } from "../../../server/accounts/store/invitations.ts";
import type { Role } from "../../../server/accounts/schema.ts";

export interface AdminSession {
  /** The Cookie header to send. */
  cookie: string;
  userId: string;
  origin: string;
}

export async function adminSession(
  database: DatabaseService,
  origin: string,
  role: Role,
  name = role === "owner" ? "Olga Owner" : "Stefan Staff",
): Promise<AdminSession> {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@agency.example`;
  const invitation = await database.run((db) =>
    db.transaction((tx) =>
      createInvitation(
        tx,
        { email, role, invitedBy: null, origin, now: new Date() },
        createAuditLog(() => new Date()),
      ),
    ),
  );
  const response = await fetch(`${origin}/api/admin/invitations/accept`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      token: invitation.token,
      name,
      password: "Kastanienallee 17, Hinterhaus!",
    }),
  });
  if (response.status !== 201) {
    throw new Error(
      `accepting the invitation answered ${response.status}: ${await response.text()}`,
    );
  }
  const { userId } = (await response.json()) as { userId: string };
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  return { cookie, userId, origin };
}

/** fetch with the session's cookie (and Origin, which every write needs). */
export function adminFetch(session: AdminSession, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("cookie", session.cookie);
  headers.set("origin", session.origin);
  if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  return fetch(`${session.origin}${path}`, { ...init, headers });
}
