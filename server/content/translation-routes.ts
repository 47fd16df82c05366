/**
 * The translation status under /api/admin/content: of every document (for the content list)
 * and of one (for its editor): which language is missing texts, which is older than the
 * other (./store/translation-status.ts). Read-only; registered in the admin plugin.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { documentKinds } from "#app/content/documents.server.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { translationStatuses } from "./store/translation-status.ts";

const team = { roles: ["owner", "staff"] as const };
const documentParams = z.object({
  kind: z.enum(documentKinds),
  key: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not a document's key."),
});

export async function contentTranslationRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database } = options;

  app.get("/content/translations", { config: team }, async () => ({
    statuses: await database.run((db) => translationStatuses(db)),
  }));

  app.get("/content/:kind/:key/translation", { config: team }, async (request) => {
    const document = parseInput(documentParams, request.params);
    const [status] = await database.run((db) => translationStatuses(db, document));
    return {
      status: status ?? {
        ...document,
        missing: [],
        older: null,
        changedAt: { de: null, en: null },
      },
    };
  });
}
