/**
 * What the pictures' admin routes accept: the roles they allow, a picture's id, its alt texts
 * and its focal point (zod), and the 400 answered with `fields` as the public API's are.
 */
import { z } from "zod";
import { DomainError } from "../domain-error.ts";
import { PICTURE_ID } from "./upload.ts";

export const team = { roles: ["owner", "staff"] as const };
export const owners = { roles: ["owner"] as const };

const MAX_ALT_LENGTH = 250;
const altText = (language: string) =>
  z
    .string({ error: `Please describe the picture in ${language}.` })
    .trim()
    .min(1, `Please describe the picture in ${language}.`)
    .max(MAX_ALT_LENGTH, `At most ${MAX_ALT_LENGTH} characters, please.`);
export const altSchema = z.object({ de: altText("German"), en: altText("English") });

const percent = (axis: string) =>
  z
    .number({ error: `The focal point's ${axis} is a whole number from 0 to 100.` })
    .int(`The focal point's ${axis} is a whole number from 0 to 100.`)
    .min(0, `The focal point's ${axis} is a whole number from 0 to 100.`)
    .max(100, `The focal point's ${axis} is a whole number from 0 to 100.`);
/** Percent of the width from the left and of the height from the top (app/shared/focal-point.ts). */
export const focalSchema = z.strictObject({
  x: percent("x (percent from the left)"),
  y: percent("y (percent from the top)"),
});

/** An edit: the alt texts, the focal point, or both. */
export const patchBody = z
  .strictObject({ alt: altSchema.optional(), focal: focalSchema.optional() })
  .refine((body) => body.alt !== undefined || body.focal !== undefined, {
    message: "Send the alt texts (alt) or the focal point (focal).",
    path: ["alt"],
  });

export const uploadFields = z.object({ alt: altSchema });

export const idParams = z.object({
  id: z.string().regex(PICTURE_ID, "This is not a picture id."),
});

/** parseInput's 400, also as `fields: { "alt.en": message }` like the public API's errors. */
export function withFields<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DomainError && error.field) {
      throw new DomainError(error.kind, error.code, error.message, {
        field: error.field,
        fields: { [error.field]: error.message },
      });
    }
    throw error;
  }
}
