/**
 * Previews of drafts (docs/decisions/0095-content-in-the-database.md): a page of the site
 * rendered with every saved draft applied, with a banner saying so. Staff open it at the
 * page's own address with `?preview` (server/site/routes.ts asks this route, with the
 * visitor's cookies, and serves the public page when it refuses).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { loadPreviewDocuments } from "./store/published.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";

const query = z.strictObject({ path: z.string().startsWith("/").max(300) });

export async function previewAdminRoutes(app: FastifyInstance, opts: AdminFeatureOptions) {
  app.get("/content/preview", { config: { roles: ["owner", "staff"] } }, async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      throw new DomainError("invalid", "validation", "path must be the path of a page", {
        field: "path",
      });
    }
    const content = opts.content;
    if (!content)
      throw new DomainError("unavailable", "no_site", "This server serves no site to preview.");
    const documents = await opts.database.run((db) => loadPreviewDocuments(db));
    const file = await content.preview(parsed.data.path, documents).catch((error: unknown) => {
      request.log.warn({ err: error }, "a preview could not be rendered");
      throw new DomainError(
        "unacceptable",
        "preview_failed",
        "The drafts cannot be shown together: publish or discard them one by one.",
      );
    });
    const { identity } = file.variants;
    // The page's own headers (its document CSP, no-store, noindex); ./index.ts adds the rest.
    return reply.headers(identity.headers).send(identity.body);
  });
}
