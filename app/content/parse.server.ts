/** The one way content is checked against its schema when the site builds. */
import { z } from "zod";

/** Parses one entry; a violation fails the build naming the entry and the broken field. */
export function parseContent(kind: string, name: string, schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Invalid ${kind} "${name}":\n${z.prettifyError(result.error)}`);
  }
}
