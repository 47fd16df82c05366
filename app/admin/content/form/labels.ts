/**
 * Names of content fields in the user's language: a field's own label from the schema's
 * hints, else the dictionary's name for the field, else the name spelled out; and a dotted
 * path as a readable trail ("Detailseite › Suchmaschinen › Beschreibung (Deutsch)").
 */
import { locales, type Locale } from "../../../i18n/locales";
import { format } from "../../i18n";
import type { Dictionary } from "../../i18n/de";
import type { JsonSchema } from "./schema-tools";

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of a field in the user's language. */
export function fieldName(
  t: Dictionary,
  locale: Locale,
  name: string | number,
  schema?: JsonSchema,
): string {
  if (typeof name === "number") return String(name + 1);
  if (schema?.label) return schema.label[locale];
  const names = t.contentFields as Record<string, string>;
  if (schema && schema.type === "string" && names[`${name}Text`]) return names[`${name}Text`]!;
  return names[name] ?? humanize(name);
}

/** A field's label with the language of its text: "Titel (Deutsch)". */
export function withLanguage(t: Dictionary, label: string, language: Locale | undefined): string {
  return language
    ? format(t.content.fieldLanguage, { label, language: t.content.languages[language] })
    : label;
}

/** "Detailseite › Suchmaschinen › Beschreibung (Deutsch)" for "detail.de.seo.description". */
export function pathLabel(t: Dictionary, locale: Locale, path: string): string {
  let language: Locale | undefined;
  const names: string[] = [];
  for (const part of path.split(".").filter(Boolean)) {
    if ((locales as readonly string[]).includes(part)) language = part as Locale;
    else if (/^\d+$/.test(part)) names.push(String(Number(part) + 1));
    else names.push(fieldName(t, locale, part));
  }
  return withLanguage(t, names.join(" › ") || path, language);
}
