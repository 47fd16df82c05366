/**
 * Invitations, the only way into the back office: an owner (or `npm run users -- add`)
 * invites an e-mail address with a role; the link carries a random token, of which only
 * the SHA-256 is stored; it is valid 48 hours and works once. Accepting it creates the
 * account with the person's name and password, in one transaction with the audit entry.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { queueMessage } from "../../mail/outbox.ts";
import { hashPassword, passwordProblem, type ScryptCost } from "../passwords.ts";
import { adminAccounts, adminInvitations, adminUsers, type Role } from "../schema.ts";
import type { AuditLog } from "../../admin/audit.ts";
import { DomainError } from "../../domain-error.ts";

export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;
/** The back-office page that accepts an invitation; the token goes in the fragment, so it
 * never reaches a server log or a Referer header. */
export const ACCEPT_PATH = "/admin/accept-invitation";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function invitationLink(origin: string, token: string): string {
  return `${origin}${ACCEPT_PATH}#${token}`;
}

export interface NewInvitation {
  id: string;
  email: string;
  role: Role;
  token: string;
  expiresAt: Date;
}

function invitationMail(link: string, role: Role, expiresAt: Date) {
  const until = expiresAt.toISOString().slice(0, 16).replace("T", " ");
  return {
    subject: "Einladung in das Backoffice von Spreegeist Events / Invitation to the back office",
    text: [
      "Guten Tag,",
      "",
      `Sie wurden in das Backoffice von Spreegeist Events eingeladen (Rolle: ${role === "owner" ? "Inhaber:in" : "Team"}).`,
      "Über diesen Link legen Sie Ihren Namen und Ihr Passwort fest. Er gilt einmal und bis",
      `${until} UTC:`,
      "",
      link,
      "",
      "---",
      "",
      `You have been invited to the back office of Spreegeist Events (role: ${role}).`,
      `Set your name and password with this link; it works once and until ${until} UTC.`,
      "",
      "Sie haben keine Einladung erwartet? Dann ignorieren Sie diese E-Mail. / Not expecting",
      "this? Ignore this e-mail.",
    ].join("\n"),
  };
}

/** Creates an invitation and queues its mail, in the caller's transaction. */
export async function createInvitation(
  tx: Db,
  input: { email: string; role: Role; invitedBy: string | null; origin: string; now: Date },
  audit: AuditLog,
): Promise<NewInvitation> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (existing) {
    throw new DomainError(
      "conflict",
      "user_exists",
      "There is already an account with this e-mail address.",
      { field: "email" },
    );
  }
  // A newer invitation replaces an older one that is still open.
  await tx
    .update(adminInvitations)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(adminInvitations.email, email),
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  const id = randomUUID();
  const expiresAt = new Date(input.now.getTime() + INVITATION_TTL_MS);
  await tx.insert(adminInvitations).values({
    id,
    email,
    role: input.role,
    tokenHash: tokenHash(token),
    invitedBy: input.invitedBy,
    createdAt: input.now,
    expiresAt,
  });
  const mail = invitationMail(invitationLink(input.origin, token), input.role, expiresAt);
  await queueMessage(tx, randomUUID(), "invitation", { to: email, ...mail }, input.now);
  await audit.record(tx, {
    action: "user_invited",
    actorId: input.invitedBy,
    target: id,
    detail: { role: input.role },
  });
  return { id, email, role: input.role, token, expiresAt };
}

const invalid = () =>
  new DomainError(
    "gone",
    "invitation_invalid",
    "This invitation link is not valid any more: it was used, replaced or has expired.",
    { field: "token" },
  );

async function openInvitation(tx: Db, token: string, now: Date) {
  const [invitation] = await tx
    .select()
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.tokenHash, tokenHash(token)),
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
        gt(adminInvitations.expiresAt, now),
      ),
    )
    .for("update");
  return invitation;
}

/** The invitation a token opens (for the acceptance page), or a 410. */
export async function lookUpInvitation(db: Db, token: string, now: Date) {
  const invitation = await openInvitation(db, token, now);
  if (!invitation) throw invalid();
  return {
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Creates the account an invitation promised; the invitation is used up. */
export async function acceptInvitation(
  tx: Db,
  input: {
    token: string;
    name: string;
    password: string;
    now: Date;
    /** ServerConfig.passwordCost: unset in production. */
    passwordCost?: ScryptCost | undefined;
  },
  audit: AuditLog,
): Promise<{ userId: string; email: string }> {
  const problem = passwordProblem(input.password);
  if (problem) {
    const messages = {
      too_short: "The password must have at least 12 characters.",
      too_long: "The password may have at most 128 characters.",
      common: "This password is among the most common ones: please choose another.",
    };
    throw new DomainError("unacceptable", `password_${problem}`, messages[problem], {
      field: "password",
    });
  }
  const invitation = await openInvitation(tx, input.token, input.now);
  if (!invitation) throw invalid();
  const [existing] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, invitation.email));
  if (existing) throw invalid();
  const userId = randomUUID();
  await tx.insert(adminUsers).values({
    id: userId,
    name: input.name,
    email: invitation.email,
    emailVerified: true,
    role: invitation.role,
    twoFactorEnabled: false,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await tx.insert(adminAccounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: await hashPassword(input.password, input.passwordCost),
    createdAt: input.now,
    updatedAt: input.now,
  });
  await tx
    .update(adminInvitations)
    .set({ acceptedAt: input.now })
    .where(eq(adminInvitations.id, invitation.id));
  await audit.record(tx, {
    action: "invitation_accepted",
    actorId: userId,
    target: invitation.id,
    detail: { role: invitation.role },
  });
  return { userId, email: invitation.email };
}
