/**
 * The content editor's API under /api/admin/content (docs/decisions/0090 and 0091): the
 * documents, one document with its draft, the JSON Schema its form is generated from, saving
 * and discarding drafts, publishing, revisions and restoring them, new events and articles,
 * and deleting them (owners only). Publishing, restoring and deleting write their audit entry
 * in the transaction of the change, then have this instance re-render before answering.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  documentKinds,
  documentSchema,
  initialDocuments,
  type ContentDocument,
} from "#app/content/documents.server.ts";
import type { Db } from "../database/connection.ts";
import { createDocument, creatableKinds, deleteDocument } from "./store/create-delete.ts";
import {
  discardDraft,
  fieldsOf,
  getDocument,
  listDocuments,
  saveDraft,
  type Editor,
} from "./store/documents.ts";
import { publishDocument } from "./store/publish.ts";
import { listRevisions, restoreRevision } from "./store/revisions.ts";
import { seedContent } from "./store/published.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";

export type ContentRoutesOptions = AdminFeatureOptions;

const team = { roles: ["owner", "staff"] as const };
const owners = { roles: ["owner"] as const };

const slug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens.");
const kindParams = z.object({ kind: z.enum(documentKinds) });
const documentParams = z.object({
  kind: z.enum(documentKinds),
  key: slug,
});
const revisionParams = documentParams.extend({ id: z.coerce.number().int().positive() });
const dataObject = z.record(z.string(), z.unknown());
const draftBody = z.object({ data: dataObject });
const baseRevision = z.number().int().positive().nullable();
const publishBody = z.object({ revision: baseRevision, data: dataObject.optional() });
const restoreBody = z.object({ revision: baseRevision });
const createBody = z.object({
  /** The address: an event's id, an article's slug. */
  slug,
  /** The title it starts with. */
  title: z.string().max(200).optional(),
  /** Events: the list page the event belongs to. */
  category: slug.optional(),
});

function editorOf(request: { admin: { userId: string; email: string } }): Editor {
  return { id: request.admin.userId, email: request.admin.email };
}

/** The JSON Schemas of the kinds, made once (the schemas do not change while running). */
const jsonSchemas = new Map<string, unknown>();
function jsonSchemaOf(kind: ContentDocument["kind"]): unknown {
  let schema = jsonSchemas.get(kind);
  if (!schema) {
    schema = z.toJSONSchema(documentSchema(kind), { io: "input", unrepresentable: "any" });
    jsonSchemas.set(kind, schema);
  }
  return schema;
}

export async function contentAdminRoutes(app: FastifyInstance, opts: ContentRoutesOptions) {
  const { audit, now } = opts;
  // The content is seeded by the runtime at start; the editor makes sure of it too (a no-op
  // once seeded), so it never edits an empty table.
  let seeded: Promise<unknown> | undefined;
  const database = {
    run<T>(operation: (db: Db) => Promise<T>): Promise<T> {
      return opts.database.run(async (db) => {
        seeded ??= seedContent(db, initialDocuments(), now()).catch((error: unknown) => {
          seeded = undefined;
          throw error;
        });
        await seeded;
        return operation(db);
      });
    },
  };

  /** After a commit: this instance serves the new pages before the answer goes out. */
  async function refreshPages(request: { log: FastifyInstance["log"] }) {
    if (!opts.content) return null;
    try {
      return await opts.content.refresh();
    } catch (error) {
      // Published all the same; the pages follow at the next refresh (or start).
      request.log.error({ err: error }, "Re-rendering after a publish failed");
      return null;
    }
  }

  app.get("/content", { config: team }, async () => ({
    documents: await database.run((db) => listDocuments(db)),
  }));

  app.get("/content/schemas/:kind", { config: team }, async (request) => {
    const { kind } = parseInput(kindParams, request.params);
    return { kind, schema: jsonSchemaOf(kind) };
  });

  app.get("/content/:kind/:key", { config: team }, async (request) => {
    const { kind, key } = parseInput(documentParams, request.params);
    const document = await database.run((db) => getDocument(db, kind, key));
    return { ...document, fields: fieldsOf(document.issues, kind, key) };
  });

  app.put("/content/:kind/:key/draft", { config: team }, async (request) => {
    const { kind, key } = parseInput(documentParams, request.params);
    const { data } = parseInput(draftBody, request.body);
    const saved = await database.run((db) =>
      saveDraft(db, { kind, key, data, editor: editorOf(request), now: now() }),
    );
    return { ...saved, fields: fieldsOf(saved.issues, kind, key) };
  });

  app.delete("/content/:kind/:key/draft", { config: team }, async (request, reply) => {
    const { kind, key } = parseInput(documentParams, request.params);
    await database.run((db) => discardDraft(db, kind, key));
    return reply.code(204).send();
  });

  app.post("/content/:kind/:key/publish", { config: team }, async (request) => {
    const { kind, key } = parseInput(documentParams, request.params);
    const body = parseInput(publishBody, request.body);
    const result = await database.run((db) =>
      publishDocument(db, audit, {
        kind,
        key,
        baseRevision: body.revision,
        data: body.data,
        editor: editorOf(request),
        now: now(),
      }),
    );
    return { ...result, pages: await refreshPages(request) };
  });

  app.get("/content/:kind/:key/revisions", { config: team }, async (request) => {
    const { kind, key } = parseInput(documentParams, request.params);
    return { revisions: await database.run((db) => listRevisions(db, kind, key)) };
  });

  app.post("/content/:kind/:key/revisions/:id/restore", { config: team }, async (request) => {
    const { kind, key, id } = parseInput(revisionParams, request.params);
    const body = parseInput(restoreBody, request.body);
    const result = await database.run((db) =>
      restoreRevision(db, audit, {
        kind,
        key,
        revisionId: id,
        baseRevision: body.revision,
        editor: editorOf(request),
        now: now(),
      }),
    );
    return { ...result, pages: await refreshPages(request) };
  });

  app.post("/content/:kind", { config: team }, async (request, reply) => {
    const { kind } = parseInput(kindParams, request.params);
    const created = z.enum(creatableKinds).safeParse(kind);
    if (!created.success) {
      throw new DomainError(
        "unacceptable",
        "not_creatable",
        "Only events and articles can be added.",
        { field: "kind" },
      );
    }
    const body = parseInput(createBody, request.body);
    const result = await database.run((db) =>
      createDocument(db, {
        kind: created.data,
        slug: body.slug,
        title: body.title,
        category: body.category,
        editor: editorOf(request),
        now: now(),
      }),
    );
    return reply.code(201).send(result);
  });

  app.delete("/content/:kind/:key", { config: owners }, async (request) => {
    const { kind, key } = parseInput(documentParams, request.params);
    const deletable = z.enum(creatableKinds).safeParse(kind);
    if (!deletable.success) {
      throw new DomainError(
        "unacceptable",
        "not_deletable",
        "Only events and articles can be deleted.",
        { field: "kind" },
      );
    }
    const result = await database.run((db) =>
      deleteDocument(db, audit, {
        kind: deletable.data,
        key,
        editor: editorOf(request),
        now: now(),
      }),
    );
    return { ...result, pages: await refreshPages(request) };
  });
}
