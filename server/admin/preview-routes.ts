/**
 * Previews of drafts (docs/decisions/0095-content-in-the-database.md): a page of the site
 * rendered with every saved draft applied, with a banner saying so. Staff open it at the
 * page's own address with `?preview` (server/site/routes.ts asks this route, with the
 * visitor's cookies, and serves the public page when it refuses).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { loadPreviewDocuments } from "../db/content.ts";
import { AdminError } from "./errors.ts";
import type { AdminFeatureOptions } from "./types.ts";

const query = z.strictObject({ path: z.string().startsWith("/").max(300) });

export async function previewAdminRoutes(app: FastifyInstance, opts: AdminFeatureOptions) {
  app.get("/content/preview", { config: { roles: ["owner", "staff"] } }, async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      throw new AdminError(400, "validation", "path must be the path of a page", "path");
    }
    const content = opts.content;
    if (!content) throw new AdminError(503, "no_site", "This server serves no site to preview.");
    const documents = await opts.database.run((db) => loadPreviewDocuments(db));
    const html = await content.preview(parsed.data.path, documents);
    return reply
      .header("x-robots-tag", "noindex, nofollow")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
