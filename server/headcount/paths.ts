/** The headcount page's address in each language: /teilnahme/{token}, /en/headcount/{token}. */
import { localizePath } from "#app/i18n/paths.ts";
import type { Locale } from "#app/i18n/locales.ts";

export function headcountPath(token: string, language: Locale): string {
  return localizePath(`/${language === "de" ? "teilnahme" : "headcount"}/${token}`, language);
}
