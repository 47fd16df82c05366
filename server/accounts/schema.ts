/**
 * The back office's tables: the accounts, sessions and second factors Better Auth keeps
 * (property names are Better Auth's field names, the columns snake_case), the invitations,
 * the owners' settings and the append-only audit log. drizzle.config.ts includes this file,
 * so `npx drizzle-kit generate` writes its migrations beside the site's.
 * See docs/decisions/0060-admin-authentication.md.
 */
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { time } from "../database/columns.ts";

export const ROLES = ["owner", "staff"] as const;
export type Role = (typeof ROLES)[number];

/** A person who may sign in to the back office. Nobody signs up: owners invite. */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Stored lower-case; the sign-in compares lower-case. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** 'owner' (everything, users and personal data) or 'staff' (leads and figures). */
    role: text("role").$type<Role>().notNull(),
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    /** The back office's language the person chose last ('de' or 'en'): their mails'. */
    locale: text("locale").notNull().default("de"),
    /** Whether they get the 08:00 mail of their open steps (opt-out in "Mein Konto"). */
    dailyMail: boolean("daily_mail").notNull().default(true),
    /** Whether new leads are assigned to them in turn (when owners switch that on). */
    takesNewLeads: boolean("takes_new_leads").notNull().default(false),
    /** Answers on their leads: a notice at once (false) or listed in the morning mail (true). */
    answersInMorningMail: boolean("answers_in_morning_mail").notNull().default(false),
    /** Their direct phone, in the signature of the mails they write to customers. */
    phone: text("phone"),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (table) => [uniqueIndex("admin_users_email_idx").on(table.email)],
);

/**
 * A signed-in browser. `expiresAt` is fixed at sign-in (absolute lifetime, 7 days);
 * `updatedAt` is the last request seen, for the 8-hour idle timeout (server/admin/guard.ts).
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    /** The cookie's value (signed in the cookie); never sent to the browser otherwise. */
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: time("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("admin_sessions_token_idx").on(table.token),
    index("admin_sessions_user_idx").on(table.userId),
  ],
);

/** A way to sign in; here only 'credential' (the password hash). */
export const adminAccounts = pgTable(
  "admin_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: time("access_token_expires_at"),
    refreshTokenExpiresAt: time("refresh_token_expires_at"),
    scope: text("scope"),
    /** scrypt hash (Better Auth's default: N=16384, r=16, p=1). */
    password: text("password"),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (table) => [index("admin_accounts_user_idx").on(table.userId)],
);

/** Short-lived values of Better Auth's flows (passkey challenges, second-factor steps). */
export const adminVerifications = pgTable(
  "admin_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: time("expires_at").notNull(),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (table) => [index("admin_verifications_identifier_idx").on(table.identifier)],
);

/** A user's TOTP secret and recovery codes (both encrypted by Better Auth). */
export const adminTwoFactors = pgTable(
  "admin_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: time("locked_until"),
  },
  (table) => [index("admin_two_factors_user_idx").on(table.userId)],
);

/** A registered passkey (WebAuthn credential). */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: time("created_at"),
    aaguid: text("aaguid"),
  },
  (table) => [
    index("admin_passkeys_user_idx").on(table.userId),
    index("admin_passkeys_credential_idx").on(table.credentialID),
  ],
);

/**
 * A one-time invitation: only the SHA-256 of the token is stored; the link carries the
 * token. Valid 48 hours, used once.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role").$type<Role>().notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Null when made on the command line. */
    invitedBy: text("invited_by"),
    createdAt: time("created_at").notNull(),
    expiresAt: time("expires_at").notNull(),
    acceptedAt: time("accepted_at"),
    revokedAt: time("revoked_at"),
  },
  (table) => [
    uniqueIndex("admin_invitations_token_idx").on(table.tokenHash),
    index("admin_invitations_email_idx").on(table.email),
  ],
);

/** Owners' settings of the back office, one row per key. */
export const adminSettings = pgTable("admin_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: time("updated_at").notNull(),
  updatedBy: text("updated_by"),
});

/**
 * What happened in the back office and who did it. Rows are only ever inserted: a trigger
 * (migration 0003_audit_log_append_only) refuses UPDATE and DELETE. Never holds visitors'
 * personal data.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: time("at").notNull(),
    /** e.g. 'sign_in', 'sign_in_failed', 'user_invited', 'role_changed'. */
    action: text("action").notNull(),
    /** The user who did it; null for the command line or an unknown person. */
    actorId: text("actor_id"),
    /** What it was done to (a user id, an invitation id, ...). */
    target: text("target"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (table) => [index("audit_log_actor_idx").on(table.actorId)],
);

/**
 * Sign-in throttling counters, shared by every instance (server/accounts/throttle.ts,
 * docs/decisions/0100-sign-in-device-cookies.md). One row per throttled key: a client
 * address, an (account, address) pair, an account's unknown browsers, a device cookie, an
 * address asking for passkey challenges. The key is `kind:` and an HMAC of the address or
 * e-mail (no address or e-mail is stored). A row is forgotten an hour after its last
 * attempt (`expiresAt`); expired rows are deleted lazily.
 */
export const adminSignInThrottle = pgTable(
  "admin_sign_in_throttle",
  {
    key: text("key").primaryKey(),
    /** Attempts counted (failed, or under way); a success takes its own back. */
    attempts: integer("attempts").notNull(),
    lastAt: time("last_at").notNull(),
    /** No attempt under this key before this moment (the epoch when there is no wait). */
    blockedUntil: time("blocked_until").notNull(),
    expiresAt: time("expires_at").notNull(),
    /** When the account's holder was mailed about this run of failures (account keys). */
    alertedAt: time("alerted_at"),
  },
  (table) => [index("admin_sign_in_throttle_expires_idx").on(table.expiresAt)],
);
