/**
 * What the pictures page's forms share: the upload limits, the server's refusals as messages
 * by field in the user's language (alt texts, file, focal point), a file size in the user's way, the two alt-text fields.
 */
import { localeSettings } from "../../i18n/locales";
import { AdminApiError } from "../api";
import { Field } from "../components/Field";
import { useI18n } from "../i18n";
import type { Dictionary } from "../i18n/de";

/** The server's limit, checked here first so a big file is not sent for nothing. */
export const MAX_BYTES = 15 * 1024 * 1024;
export const ACCEPT = "image/jpeg,image/png,image/webp";

export type Errors = Partial<
  Record<"file" | "alt.de" | "alt.en" | "focal.x" | "focal.y" | "form", string>
>;

/** The server's refusal as messages in the user's language, by the field it names. */
export function errorsOf(error: unknown, t: Dictionary, alt: { de: string; en: string }): Errors {
  if (!(error instanceof AdminApiError)) return error ? { form: t.app.error } : {};
  const messages = t.media.errors;
  if (error.field === "file") {
    const message = messages[error.code as keyof typeof messages];
    return { file: message ?? error.message };
  }
  if (error.field === "alt.de" || error.field === "alt.en") {
    const value = error.field === "alt.de" ? alt.de : alt.en;
    const missing = error.field === "alt.de" ? messages.altDeMissing : messages.altEnMissing;
    return { [error.field]: value.trim() ? messages.altTooLong : missing };
  }
  if (error.field === "focal.x" || error.field === "focal.y") {
    return { [error.field]: t.media.focal.invalid };
  }
  return { form: error.status === 0 ? t.app.offline : t.app.error };
}

export function useFormatters() {
  const { locale } = useI18n();
  const intl = localeSettings[locale].intl;
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 });
  return {
    bytes: (n: number) =>
      n >= 1024 * 1024
        ? `${number.format(n / 1024 / 1024)} MB`
        : `${number.format(Math.max(1, Math.round(n / 1024)))} kB`,
  };
}

export function AltFields({
  idPrefix,
  alt,
  onChange,
  errors,
  stacked = false,
}: {
  idPrefix: string;
  /** One above the other (in a narrow card) instead of side by side. */
  stacked?: boolean;
  alt: { de: string; en: string };
  onChange: (alt: { de: string; en: string }) => void;
  errors: Errors;
}) {
  const { t } = useI18n();
  return (
    <div className={stacked ? "grid gap-3" : "grid gap-3 sm:grid-cols-2"}>
      <Field
        id={`${idPrefix}-alt-de`}
        name="alt.de"
        lang="de"
        label={t.media.altDe}
        maxLength={250}
        value={alt.de}
        onChange={(event) => onChange({ ...alt, de: event.target.value })}
        error={errors["alt.de"]}
      />
      <Field
        id={`${idPrefix}-alt-en`}
        name="alt.en"
        lang="en"
        label={t.media.altEn}
        maxLength={250}
        value={alt.en}
        onChange={(event) => onChange({ ...alt, en: event.target.value })}
        error={errors["alt.en"]}
      />
    </div>
  );
}
