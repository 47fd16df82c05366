/**
 * What the content list shows beside an entry besides its state: when it is planned to be
 * published or to end ("Geplant: 28.11., 09:00") and its translation status ("Englisch
 * fehlt", "Englisch älter als Deutsch"). The list loads both once for every entry.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { format, useI18n } from "../i18n";
import {
  plannedAt,
  scheduleApi,
  scheduleKeys,
  type Schedule,
  type TranslationStatus,
} from "./schedule-api";

const id = (kind: string, key: string) => `${kind}\u0000${key}`;

/** The pending schedules and translation statuses by entry, for the list's rows. */
export function useContentBadges() {
  const schedules = useQuery({ queryKey: scheduleKeys.all, queryFn: scheduleApi.all });
  const translations = useQuery({
    queryKey: scheduleKeys.translations,
    queryFn: scheduleApi.translations,
  });
  return useMemo(() => {
    const planned = new Map<string, Schedule[]>();
    for (const schedule of schedules.data?.schedules ?? []) {
      const list = planned.get(id(schedule.kind, schedule.key)) ?? [];
      list.push(schedule);
      planned.set(id(schedule.kind, schedule.key), list);
    }
    const statuses = new Map<string, TranslationStatus>(
      (translations.data?.statuses ?? []).map((status) => [id(status.kind, status.key), status]),
    );
    return {
      planned: (kind: string, key: string) => planned.get(id(kind, key)) ?? [],
      translation: (kind: string, key: string) => statuses.get(id(kind, key)),
    };
  }, [schedules.data, translations.data]);
}

const badge = "rounded-full px-2 text-sm font-medium";

export function ContentBadges({
  schedules,
  translation,
}: {
  schedules: Schedule[];
  translation: TranslationStatus | undefined;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      {schedules.map((schedule) => (
        <span key={schedule.id} className={`${badge} bg-spree-soft text-spree`}>
          {format(schedule.action === "end" ? t.schedule.badgeEnd : t.schedule.badge, {
            when: plannedAt(schedule.runAt, locale),
          })}
        </span>
      ))}
      {translation?.missing.map((language) => (
        <span key={`missing-${language}`} className={`${badge} bg-sand-deep text-danger`}>
          {t.translation.missing[language]}
        </span>
      ))}
      {translation?.older && !translation.missing.includes(translation.older) ? (
        <span className={`${badge} bg-sand-deep text-ink`}>
          {t.translation.older[translation.older]}
        </span>
      ) : null}
    </>
  );
}
