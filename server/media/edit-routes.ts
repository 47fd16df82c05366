/**
 * PATCH /api/admin/media/:id (owners and staff): a picture's alt texts, its focal point, or
 * both (./edit.ts). When published pages show the picture, this instance renders them again
 * before it answers, as after a publish; the others follow the content's notification.
 * Registered by the media plugin (./routes.ts), so the route passes the role guard.
 */
import type { FastifyInstance } from "fastify";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import { editPicture } from "./edit.ts";
import { idParams, patchBody, team, withFields } from "./inputs.ts";
import { listItem, type MediaListItem } from "./list-item.ts";
import { pictureUses } from "./usage.ts";

export interface MediaEditAnswer {
  picture: MediaListItem;
  /** Whether published pages show the picture and are rendered again for the change. */
  republished: boolean;
  /** How many pages changed in this instance's render (null without one). */
  pages: number | null;
}

export async function mediaEditRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;

  app.patch("/media/:id", { config: team }, async (request): Promise<MediaEditAnswer> => {
    const { id } = parseInput(idParams, request.params);
    const body = withFields(() => parseInput(patchBody, request.body));
    const edited = await database.run((db) =>
      editPicture(db, audit, {
        id,
        change: { alt: body.alt, focal: body.focal },
        actorId: request.admin.userId,
        now: now(),
      }),
    );
    if (!edited) throw new DomainError("not_found", "not_found", "There is no such picture.");
    let pages: number | null = null;
    if (edited.republish && options.content) {
      try {
        pages = (await options.content.refresh()).pages;
      } catch (error) {
        // Stored all the same; the pages follow at the next refresh (or start).
        request.log.error(
          { err: error },
          "Rendering the pages again after a picture's change failed",
        );
      }
    }
    const uses = await database.run((db) => pictureUses(db));
    return { picture: listItem(edited.record, uses.get(id)), republished: edited.republish, pages };
  });
}
