/**
 * The signed-in person's own account: who am I, my preferences (language, the morning mail,
 * new leads in turn), my sessions (list with each device's browser and system, end one, end
 * all). Password, second factor and passkeys are Better Auth's endpoints (auth-routes.ts).
 */
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminSessions, adminUsers } from "./schema.ts";
import { PREFERENCE_LOCALES, readPreferences, writePreferences } from "./store/preferences.ts";
import { readSettings } from "./store/settings.ts";
import { sessionDevice } from "./session-device.ts";
import { revokeTrustedDevices } from "./trust-device.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";

const signedIn = { roles: ["owner", "staff"] as const, beforeSecondFactor: true };
const sessionParams = z.object({ id: z.string().min(1).max(100) });
/** Any of the preferences (the language switch sends `locale` alone); others keep theirs. */
const preferencesBody = z
  .strictObject({
    locale: z.enum(PREFERENCE_LOCALES).optional(),
    dailyMail: z.boolean().optional(),
    takesNewLeads: z.boolean().optional(),
    answersInMorningMail: z.boolean().optional(),
    /** A phone number as people write it; empty: none. */
    phone: z
      .string()
      .trim()
      .max(40, "At most 40 characters.")
      .regex(/^(\+?[0-9][0-9 ()/.-]{4,38}[0-9])?$/, "Not a phone number.")
      .transform((value) => value || null)
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Name at least one preference." });

export async function accountRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;

  app.get("/me", { config: signedIn }, async (request) => {
    return database.run(async (db) => {
      const [user] = await db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.id, request.admin.userId));
      const settings = await readSettings(db);
      const twoFactorEnabled = user?.twoFactorEnabled === true;
      return {
        user: { ...request.admin, twoFactorEnabled },
        preferences: await readPreferences(db, request.admin.userId),
        settings,
        secondFactorMissing: settings.requireSecondFactor && !twoFactorEnabled,
      };
    });
  });

  app.get("/account/preferences", { config: signedIn }, (request) =>
    database.run((db) => readPreferences(db, request.admin.userId)),
  );

  app.put("/account/preferences", { config: signedIn }, async (request) => {
    const changes = parseInput(preferencesBody, request.body);
    return database.run((db) =>
      writePreferences(db, audit, { userId: request.admin.userId, changes, now: now() }),
    );
  });

  app.get("/account/sessions", { config: signedIn }, async (request) => {
    const rows = await database.run((db) =>
      db
        .select({
          id: adminSessions.id,
          createdAt: adminSessions.createdAt,
          lastActiveAt: adminSessions.updatedAt,
          expiresAt: adminSessions.expiresAt,
          ipAddress: adminSessions.ipAddress,
          userAgent: adminSessions.userAgent,
        })
        .from(adminSessions)
        .where(eq(adminSessions.userId, request.admin.userId))
        .orderBy(desc(adminSessions.updatedAt)),
    );
    const at = now().getTime();
    return {
      sessions: rows
        .filter((row) => row.expiresAt.getTime() > at)
        .map((row) => ({
          ...row,
          device: sessionDevice(row.userAgent),
          current: row.id === request.admin.sessionId,
        })),
    };
  });

  app.delete("/account/sessions/:id", { config: signedIn }, async (request) => {
    const { id } = parseInput(sessionParams, request.params);
    await database.run((db) =>
      db.transaction(async (tx) => {
        const deleted = await tx
          .delete(adminSessions)
          .where(and(eq(adminSessions.id, id), eq(adminSessions.userId, request.admin.userId)))
          .returning({ id: adminSessions.id });
        if (deleted.length === 0)
          throw new DomainError("not_found", "not_found", "No such session.", { field: "id" });
        await audit.record(tx, {
          action: "session_ended",
          actorId: request.admin.userId,
          target: id,
        });
      }),
    );
    return { ok: true };
  });

  /**
   * Signs out every browser of this person, this one included, and ends every trust-device
   * record (none should exist: ./trust-device.ts), so that no browser skips the second
   * factor afterwards.
   */
  app.post("/account/sign-out-everywhere", { config: signedIn }, async (request) => {
    const ended = await database.run((db) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .delete(adminSessions)
          .where(eq(adminSessions.userId, request.admin.userId))
          .returning({ id: adminSessions.id });
        const trusted = await revokeTrustedDevices(tx, request.admin.userId);
        await audit.record(tx, {
          action: "signed_out_everywhere",
          actorId: request.admin.userId,
          detail: { sessions: rows.length, ...(trusted > 0 ? { trustedDevices: trusted } : {}) },
        });
        return rows.length;
      }),
    );
    return { ended };
  });
}
