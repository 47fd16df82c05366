/**
 * How the consent records screen words a record's deletion date: "Wird gelöscht am …" while
 * it lies ahead, "Gelöscht am …" once it has passed; the date is the Berlin calendar day.
 */
import { localeSettings, type Locale } from "../../i18n/locales";

export interface DeletionLine {
  /** The deletion date has passed (the record is due for the next purge, or gone). */
  past: boolean;
  /** The Berlin day of the deletion, "26.11.2028" / "26 Nov 2028" (as the screen's other dates). */
  date: string;
}

export function deletionLine(deleteAfter: string, now: Date, locale: Locale): DeletionLine {
  const at = new Date(deleteAfter);
  return {
    past: at.getTime() <= now.getTime(),
    date: new Intl.DateTimeFormat(localeSettings[locale].intl, {
      dateStyle: "medium",
      timeZone: "Europe/Berlin",
    }).format(at),
  };
}
