/**
 * How lead work writes times and money: every moment in Berlin time (the agency's day, also
 * for staff travelling), a next step's day as "heute", "morgen" or a weekday and date, the
 * estimate in whole euros ("1.656 €", "€1,656"), and a person's initials for the inbox.
 */
import { useMemo } from "react";
import { addDays, berlinDay } from "../../shared/berlin-time";
import { useI18n } from "../i18n";
import { localeSettings } from "../../i18n/locales";
import type { NextStep } from "./leads-api";

const BERLIN = "Europe/Berlin";

// Berlin days are one shared definition, server and browser alike.
export { addDays, berlinDay };

/** "AB" for "Anna Beispiel", "O" for "Olga". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join("");
}

export function useLeadFormat() {
  const { locale, t } = useI18n();
  return useMemo(() => {
    const intl = localeSettings[locale].intl;
    const moment = new Intl.DateTimeFormat(intl, {
      timeZone: BERLIN,
      dateStyle: "medium",
      timeStyle: "short",
    });
    // A step's day is a calendar day already (Berlin's): written without moving it.
    const stepDay = new Intl.DateTimeFormat(intl, {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      month: "short",
    });
    const stepDayWithYear = new Intl.DateTimeFormat(intl, {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    const euros = new Intl.NumberFormat(intl, {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    });
    /**
     * A next step's day and time: "heute, 10:00", "morgen", "Fr., 28. Nov."; with `relative`
     * false always the date (for the timeline, which is read on later days too).
     */
    function stepWhen(step: Pick<NextStep, "date" | "time">, relative = true): string {
      const today = berlinDay();
      const near = !relative
        ? null
        : step.date === today
          ? t.nextStep.today
          : step.date === addDays(today, 1)
            ? t.nextStep.tomorrow
            : step.date === addDays(today, -1)
              ? t.nextStep.yesterday
              : null;
      const date = new Date(`${step.date}T00:00:00Z`);
      const day =
        near ??
        (step.date.slice(0, 4) === today.slice(0, 4) ? stepDay : stepDayWithYear).format(date);
      return step.time ? `${day}, ${step.time}` : day;
    }
    return {
      /** A moment (ISO) in Berlin time. */
      at: (iso: string) => moment.format(new Date(iso)),
      money: (cents: number) => euros.format(Math.round(cents / 100)),
      stepWhen,
    };
  }, [locale, t]);
}
