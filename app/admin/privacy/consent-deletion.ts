/**
 * How the consent records screen words a record's deletion date: "Wird gelöscht am …" while
 * it lies ahead, "Gelöscht am …" once it has passed; the date is the Berlin calendar day.
 */
import { localeSettings, type Locale } from "../../i18n/locales";

export interface DeletionLine {
  /** The deletion date has passed (the record is due for the next purge, or gone). */
  past: boolean;
  /** The Berlin day of the deletion, "26.11.2028" / "26/11/2028". */
  date: string;
}

export function deletionLine(deleteAfter: string, now: Date, locale: Locale): DeletionLine {
  const at = new Date(deleteAfter);
  return {
    past: at.getTime() <= now.getTime(),
    date: new Intl.DateTimeFormat(localeSettings[locale].intl, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Europe/Berlin",
    }).format(at),
  };
}
