/**
 * The recovery codes as a text file to keep: the agency's name, the account's e-mail, the
 * Berlin date they were made, a line on how they work, then one code a line.
 */
import { localeSettings, type Locale } from "../../i18n/locales";
import { berlinDay } from "../../shared/berlin-time";

export interface RecoveryCodesFileTexts {
  /** "Wiederherstellungscodes für {email}" */
  heading: string;
  /** "Erstellt am {date}" */
  created: string;
  /** How the codes work, one sentence or two. */
  intro: string;
  /** The file's name without the date and extension: "wiederherstellungscodes". */
  fileName: string;
}

/** The Berlin day as the back office shows dates ("26.11.2026", "26 Nov 2026"), and YYYY-MM-DD. */
export function berlinDate(at: Date, locale: Locale): { shown: string; iso: string } {
  return {
    shown: new Intl.DateTimeFormat(localeSettings[locale].intl, {
      timeZone: "Europe/Berlin",
      dateStyle: "medium",
    }).format(at),
    iso: berlinDay(at),
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

export function recoveryCodesFile(input: {
  agency: string;
  email: string;
  codes: readonly string[];
  at: Date;
  locale: Locale;
  texts: RecoveryCodesFileTexts;
}): { name: string; text: string } {
  const date = berlinDate(input.at, input.locale);
  const slug = input.agency.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const lines = [
    input.agency,
    fill(input.texts.heading, { email: input.email }),
    fill(input.texts.created, { date: date.shown }),
    "",
    input.texts.intro,
    "",
    ...input.codes,
    "",
  ];
  return { name: `${slug}-${input.texts.fileName}-${date.iso}.txt`, text: lines.join("\n") };
}
