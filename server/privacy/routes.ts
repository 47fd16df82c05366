/**
 * Privacy requests (GDPR Art. 15 and 17) and consent proofs under /api/admin/privacy.
 * Finding, exporting and erasing a person's data is for owners only; the erase must repeat
 * the address as its confirmation. Consent records are pseudonymous: staff may look them up.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { erasePerson } from "./erase.ts";
import { findPerson } from "./store.ts";
import { findConsents } from "./consents.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";

const owners = { roles: ["owner"] as const };
const team = { roles: ["owner", "staff"] as const };

const email = z
  .string()
  .trim()
  .min(1, "Please enter an e-mail address.")
  .max(254)
  .email("This is not an e-mail address.");
const personQuery = z.object({ email });
const eraseBody = z
  .object({ email, confirm: z.string().trim().max(254) })
  .strict()
  .refine((body) => body.confirm.toLowerCase() === body.email.toLowerCase(), {
    message: "Type the e-mail address again to confirm.",
    path: ["confirm"],
  });
const consentQuery = z.object({
  key: z
    .string()
    .trim()
    .min(1, "Please enter a consent id or user identifier.")
    .max(100)
    .regex(/^[\w-]+$/, "A consent id or user identifier has letters, digits, - and _ only."),
});

export async function privacyAdminRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, config } = options;
  // Read when used: unset, the addresses follow the business data (decision 0204).
  const mail = {
    get from() {
      return config.mail.from;
    },
    get agencyEmail() {
      return config.mail.agencyEmail;
    },
  };

  app.get("/privacy/person", { config: owners }, async (request) => {
    const query = parseInput(personQuery, request.query);
    return database.run((db) => findPerson(db, query.email, mail));
  });

  /**
   * Art. 15: everything about the address as one JSON file (each enquiry with its timeline
   * and mails); the audit log notes the export.
   */
  app.get("/privacy/person/export", { config: owners }, async (request, reply) => {
    const query = parseInput(personQuery, request.query);
    const record = await database.run((db) =>
      db.transaction(async (tx) => {
        const found = await findPerson(tx, query.email, mail);
        await audit.record(tx, {
          action: "privacy_exported",
          actorId: request.admin.userId,
          detail: { enquiries: found.enquiries.length },
        });
        return found;
      }),
    );
    const stamp = options.now().toISOString().slice(0, 10);
    return reply
      .header("content-disposition", `attachment; filename="personal-data-${stamp}.json"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify({ exportedAt: options.now().toISOString(), ...record }, null, 2));
  });

  /**
   * Art. 17: erases the enquiries, the leads merged into them, their timelines (notes,
   * calls, replies, customers' answers, changes), mails and their files, and offer drafts;
   * the mails about their offers, their answers wherever written; keeps sent offers,
   * acceptances and invoices for their legal period and lists them (`kept`, each with its
   * last day, `keptOffers`, `keptInvoices`, `keptReason`: Art. 17(3)(b)).
   */
  app.post("/privacy/person/erase", { config: owners }, async (request) => {
    const body = parseInput(eraseBody, request.body);
    const counts = await database.run((db) =>
      erasePerson(db, audit, {
        email: body.email,
        actor: { id: request.admin.userId, name: request.admin.name },
        outboxDir: path.join(config.dataDir, "outbox"),
      }),
    );
    if (
      counts.enquiries +
        counts.drafts +
        counts.mails +
        counts.keptOffers +
        counts.keptInvoices +
        counts.headcountAnswers ===
      0
    ) {
      throw new DomainError("not_found", "not_found", "Nothing is stored for this address.", {
        field: "email",
      });
    }
    return counts;
  });

  app.get("/privacy/consents", { config: team }, async (request) => {
    const { key } = parseInput(consentQuery, request.query);
    return { records: await database.run((db) => findConsents(db, key)) };
  });
}
