/**
 * Reading a content kind's JSON Schema (z.toJSONSchema of the kind's zod schema, with the
 * editor hints of app/content/schema.ts in it): resolving references, what kind of field a
 * node is, its hints, and the empty value of a newly added field.
 */
import { locales } from "../../../i18n/locales";
import type { EditorHints } from "../../../content/schema";

export interface JsonSchema extends EditorHints {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  format?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export type Path = Array<string | number>;

/** Resolves references, merges `allOf` and unwraps `anyOf` with null, keeping the hints. */
export function normalize(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.replace(/^#\/\$defs\//, "");
    const target = root.$defs?.[name];
    if (!target) break;
    current = { ...target, ...current, $ref: undefined };
  }
  if (current.allOf) {
    const merged: JsonSchema = { ...current, type: "object", properties: {}, required: [] };
    for (const part of current.allOf.map((p) => normalize(p, root))) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return { ...merged, allOf: undefined };
  }
  const variants = current.anyOf ?? current.oneOf;
  if (variants) {
    const real = variants.filter((v) => v.type !== "null");
    if (real.length === 1) {
      const { anyOf: _a, oneOf: _o, ...hints } = current;
      return normalize({ ...real[0]!, ...hints }, root);
    }
  }
  return current;
}

export type NodeKind =
  "object" | "tuple" | "array" | "enum" | "string" | "number" | "boolean" | "json";

export function kindOf(schema: JsonSchema): NodeKind {
  if (schema.enum || schema.const !== undefined) return "enum";
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" && schema.properties) return "object";
  if (type === "array" && schema.prefixItems) return "tuple";
  if (type === "array" && schema.items) return "array";
  if (type === "string") return "string";
  if (type === "number" || type === "integer") return "number";
  if (type === "boolean") return "boolean";
  return "json";
}

/** The object has a value per language of the site (`{ de, en }`). */
export function isLocalized(schema: JsonSchema): boolean {
  return kindOf(schema) === "object" && locales.every((l) => schema.properties?.[l]);
}

/** A value for a newly added field: empty text, the smallest number, the first choice, ... */
export function emptyValue(schema: JsonSchema, root: JsonSchema): unknown {
  const s = normalize(schema, root);
  switch (kindOf(s)) {
    case "object":
      return Object.fromEntries(
        Object.entries(s.properties!)
          .filter(([name]) => s.required?.includes(name))
          .map(([name, inner]) => [name, emptyValue(inner, root)]),
      );
    case "tuple":
      return s.prefixItems!.map((item) => emptyValue(item, root));
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => emptyValue(s.items as JsonSchema, root));
    case "enum":
      return s.const ?? s.enum![0];
    case "string":
      return "";
    case "number":
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
    case "boolean":
      return false;
    default:
      return null;
  }
}

/** The id of a field's control: "de.title" -> "field-de_title". */
export function fieldId(path: Path | string): string {
  const dotted = typeof path === "string" ? path : path.join(".");
  return `field-${dotted.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
}

export const dotted = (path: Path) => path.join(".");
