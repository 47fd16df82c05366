/**
 * Planned publishing and the translation status as the back office asks for them
 * (server/content/schedule-routes.ts, translation-routes.ts), and a planned time in Berlin's
 * wall clock the way the user's language writes it ("28.11., 09:00").
 */
import type { Schedule } from "../../../server/content/store/schedules.ts";
import type { TranslationStatus } from "../../../server/content/store/translation-status.ts";
import { addDays, berlinDay } from "../../shared/berlin-time";
import { localeSettings, type Locale } from "../../i18n/locales";
import { adminApi } from "../api";

export type { Schedule, TranslationStatus };

const documentPath = (kind: string, key: string) =>
  `/content/${encodeURIComponent(kind)}/${encodeURIComponent(key)}`;

export const scheduleApi = {
  all: () => adminApi.get<{ schedules: Schedule[] }>("/content/schedules"),
  of: (kind: string, key: string) =>
    adminApi.get<{ schedules: Schedule[] }>(`${documentPath(kind, key)}/schedules`),
  plan: (kind: string, key: string, body: { action: string; day: string; time: string }) =>
    adminApi.post<{ schedule: Schedule }>(`${documentPath(kind, key)}/schedules`, body),
  cancel: (kind: string, key: string, id: number) =>
    adminApi.delete<unknown>(`${documentPath(kind, key)}/schedules/${id}`),
  translations: () => adminApi.get<{ statuses: TranslationStatus[] }>("/content/translations"),
  translationOf: (kind: string, key: string) =>
    adminApi.get<{ status: TranslationStatus }>(`${documentPath(kind, key)}/translation`),
};

/** Query keys: the list's and one document's, so planning refreshes both. */
export const scheduleKeys = {
  all: ["content-schedules"] as const,
  of: (kind: string, key: string) => ["content-schedules", kind, key] as const,
  translations: ["content-translations"] as const,
};

/** "28.11., 09:00" (German) or "28/11, 09:00" (English), in Berlin time. */
export function plannedAt(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeSettings[locale].intl, {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** The form's first suggestion: tomorrow at 09:00 Berlin time. */
export function tomorrowMorning(now = new Date()): { day: string; time: string } {
  return { day: addDays(berlinDay(now), 1), time: "09:00" };
}
