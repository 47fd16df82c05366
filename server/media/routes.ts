/**
 * Pictures under /api/admin/media: upload (multipart/form-data: `file`, `alt.de`,
 * `alt.en`), list, change the alt texts and the focal point (./edit-routes.ts); deleting is
 * for owners, and refused (409 `picture_in_use`) while published content shows the picture. Registered in the admin
 * plugin (server/admin/index.ts), so every route passes the role guard.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { textProblem } from "#app/shared/text-rule.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { findMedia, insertMedia, listMedia } from "./store.ts";
import type { MediaRecord } from "./store.ts";
import {
  encodePicture,
  inspectPicture,
  MAX_UPLOAD_BYTES,
  PictureRefused,
  refusals,
} from "./upload.ts";
import { DomainError, type RefusalKind } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import { mediaEditRoutes } from "./edit-routes.ts";
import { idParams, owners, team, uploadFields, withFields } from "./inputs.ts";
import { mediaLibraryRoutes } from "./library-routes.ts";
import { listItem, type MediaListItem } from "./list-item.ts";
import { deleteUnusedMedia, pictureUses } from "./usage.ts";

export type { MediaListItem };

export interface MediaUploadAnswer {
  picture: MediaListItem;
  /** True when this very file was already stored: nothing new was written. */
  existing: boolean;
}

/** A refusal about the file, in the shape of every API error plus `fields`. */
function fileError(kind: RefusalKind, code: string, message: string): DomainError {
  return new DomainError(kind, code, message, { field: "file", fields: { file: message } });
}

interface Upload {
  file: { bytes: Buffer; name: string } | undefined;
  fields: Record<string, string>;
}

/** Reads the form: one file (at most 15 MB, else 413) and short text fields. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw fileError(
      "unsupported",
      "unsupported_media_type",
      "Send the picture as multipart/form-data with the field file.",
    );
  }
  const upload: Upload = { file: undefined, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || upload.file) {
          await part.toBuffer().catch(() => undefined);
          throw fileError("invalid", "validation", "Send one picture, in the field file.");
        }
        const bytes = await part.toBuffer();
        if (textProblem(part.filename)) {
          throw fileError(
            "invalid",
            "validation",
            "The file's name has a control or direction character: please rename it.",
          );
        }
        upload.file = { bytes, name: [...part.filename].slice(0, 200).join("") };
      } else if (typeof part.value === "string") {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const refused = refusals.tooLarge();
      throw fileError(refused.kind, refused.code, refused.message);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      throw fileError(
        status === 413 ? "too_large" : "invalid",
        "bad_upload",
        (error as Error).message,
      );
    }
    throw error;
  }
  return upload;
}

export async function mediaAdminRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;
  // Only in this plugin's scope: the rest of the admin API takes JSON alone.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 8,
      fieldSize: 4 * 1024,
      parts: 10,
    },
  });

  await app.register(mediaLibraryRoutes, options);
  await app.register(mediaEditRoutes, options);

  app.get("/media", { config: team }, async () => {
    const { records, uses } = await database.run(async (db) => ({
      records: await listMedia(db),
      uses: await pictureUses(db),
    }));
    return { pictures: records.map((record) => listItem(record, uses.get(record.id))) };
  });

  app.post("/media", { config: team }, async (request, reply) => {
    const upload = await readUpload(request);
    if (!upload.file) throw fileError("invalid", "file_missing", "Please choose a picture.");
    const { bytes, name } = upload.file;
    let record: MediaRecord | undefined;
    let created = false;
    try {
      // The file first (is it a picture at all?), then the texts that describe it.
      const picture = await inspectPicture(bytes);
      const alt = withFields(() =>
        parseInput(uploadFields, {
          alt: { de: upload.fields["alt.de"], en: upload.fields["alt.en"] },
        }),
      ).alt;
      // The same file again is the same picture: no second encoding.
      record = await database.run((db) => findMedia(db, picture.id));
      if (!record) {
        // Encoded before the transaction: it holds no connection while the CPU works.
        const files = await encodePicture(bytes, picture);
        record = await database.run((db) =>
          db.transaction(async (tx) => {
            created = await insertMedia(
              tx,
              {
                ...picture,
                originalName: name || "picture",
                originalBytes: bytes.length,
                alt,
                uploadedBy: request.admin.userId,
                files,
              },
              now(),
            );
            if (created) {
              await audit.record(tx, {
                action: "media_uploaded",
                actorId: request.admin.userId,
                target: picture.id,
                detail: { format: picture.format, width: picture.width, height: picture.height },
              });
            }
            return findMedia(tx, picture.id);
          }),
        );
      }
    } catch (error) {
      if (error instanceof PictureRefused) {
        throw fileError(error.kind, error.code, error.message);
      }
      throw error;
    }
    if (!record) throw new DomainError("failed", "internal_error", "The picture was not stored.");
    const answer: MediaUploadAnswer = { picture: listItem(record), existing: !created };
    return reply.code(created ? 201 : 200).send(answer);
  });

  app.delete("/media/:id", { config: owners }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const deleted = await database.run((db) =>
      db.transaction(async (tx) => {
        if (!(await deleteUnusedMedia(tx, id))) return false;
        await audit.record(tx, {
          action: "media_deleted",
          actorId: request.admin.userId,
          target: id,
        });
        return true;
      }),
    );
    if (!deleted) throw new DomainError("not_found", "not_found", "There is no such picture.");
    return reply.code(204).send();
  });
}
