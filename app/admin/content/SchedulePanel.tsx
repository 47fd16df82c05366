/**
 * Planned publishing beside a document (docs/decisions/0140): what is planned, with who
 * planned it and a button to cancel it, and a form for "Veröffentlichen am …" (the saved
 * draft goes live) or, for an article with a promotion, "Aktion beenden am …", at a Berlin
 * date and time in the future. Refusals appear next to their field in the user's language.
 * Mounted by the document page: `<SchedulePanel kind="event" id="teamkochen" language="de" />`.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import type { Dictionary } from "../i18n/de";
import { plannedAt, scheduleApi, scheduleKeys, tomorrowMorning } from "./schedule-api";
import type { Locale } from "../../i18n/locales";

export interface SchedulePanelProps {
  kind: string;
  /** The document's key (an event's id, an article's number, a list page's slug). */
  id: string;
  /** The language the panel speaks and writes dates in. */
  language: Locale;
}

type Errors = Partial<Record<"action" | "day" | "time" | "form", string>>;

function errorsOf(error: unknown, t: Dictionary): Errors {
  if (!error) return {};
  if (!(error instanceof AdminApiError)) return { form: t.app.error };
  const messages = t.schedule.errors;
  const field = error.field;
  if (error.code === "in_the_past" && (field === "day" || field === "time")) {
    return { [field]: messages.in_the_past };
  }
  if (error.code === "no_draft" || error.code === "no_promotion") {
    return { action: messages[error.code] };
  }
  if (field === "day" || field === "time") return { [field]: messages[field] };
  return { form: error.status === 0 ? t.app.offline : t.app.error };
}

export function SchedulePanel({ kind, id, language }: SchedulePanelProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const formId = useId();
  const schedules = useQuery({
    queryKey: scheduleKeys.of(kind, id),
    queryFn: () => scheduleApi.of(kind, id),
  });
  const [action, setAction] = useState<"publish" | "end">("publish");
  const [when, setWhen] = useState(tomorrowMorning);
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  const plan = useMutation({
    mutationFn: () => scheduleApi.plan(kind, id, { action, ...when }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (scheduleId: number) => scheduleApi.cancel(kind, id, scheduleId),
    onSuccess: refresh,
  });
  const errors = errorsOf(plan.error, t);
  const fieldId = (name: string) => `${formId}-${name}`;
  const described = (name: keyof Errors) =>
    errors[name] ? { "aria-describedby": `${fieldId(name)}-error`, "aria-invalid": true } : {};
  const error = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="text-sm font-medium text-danger">
        {errors[name]}
      </p>
    ) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    cancel.reset();
    plan.mutate();
  }

  const list = schedules.data?.schedules ?? [];
  return (
    <section
      className="card space-y-3"
      aria-labelledby={`${formId}-title`}
      data-testid="schedule-panel"
    >
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {t.schedule.title}
      </h2>
      {schedules.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
      {schedules.data && list.length === 0 ? (
        <p className="text-sm text-ink-soft">{t.schedule.none}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="space-y-2">
          {list.map((schedule) => (
            <li
              key={schedule.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-spree-soft p-2"
            >
              <span className="font-medium">
                {format(
                  schedule.action === "end" ? t.schedule.pendingEnd : t.schedule.pendingPublish,
                  { when: plannedAt(schedule.runAt, language) },
                )}
              </span>
              <span className="text-sm text-ink-soft">
                {format(t.schedule.by, { email: schedule.createdByEmail })}
              </span>
              <button
                type="button"
                className="btn-outline"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(schedule.id)}
              >
                {t.schedule.cancel}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {cancel.isSuccess ? (
        <p role="status" className="text-sm text-spree">
          {t.schedule.cancelled}
        </p>
      ) : null}
      {cancel.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
      <p className="text-sm text-ink-soft">{t.schedule.intro}</p>
      <form className="space-y-3" noValidate onSubmit={submit} aria-busy={plan.isPending}>
        {kind === "article" ? (
          <div className="space-y-1">
            <label htmlFor={fieldId("action")} className="block font-medium">
              {t.schedule.action}
            </label>
            <select
              id={fieldId("action")}
              className="input"
              value={action}
              onChange={(event) => setAction(event.target.value as "publish" | "end")}
              {...described("action")}
            >
              <option value="publish">{t.schedule.publish}</option>
              <option value="end">{t.schedule.end}</option>
            </select>
            {error("action")}
          </div>
        ) : (
          <>
            <p className="font-medium">{t.schedule.publish}</p>
            {error("action")}
          </>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={fieldId("day")} className="block font-medium">
              {t.schedule.day}
            </label>
            <input
              id={fieldId("day")}
              type="date"
              className="input"
              value={when.day}
              onChange={(event) => setWhen({ ...when, day: event.target.value })}
              {...described("day")}
            />
            {error("day")}
          </div>
          <div className="space-y-1">
            <label htmlFor={fieldId("time")} className="block font-medium">
              {t.schedule.time}
            </label>
            <input
              id={fieldId("time")}
              type="time"
              step={60}
              className="input"
              value={when.time}
              onChange={(event) => setWhen({ ...when, time: event.target.value })}
              {...described("time")}
            />
            {error("time")}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={plan.isPending}>
            {plan.isPending ? t.schedule.planning : t.schedule.submit}
          </button>
          {plan.isSuccess ? (
            <p role="status" className="text-sm font-medium text-spree">
              {t.schedule.planned}
            </p>
          ) : null}
        </div>
        {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
      </form>
    </section>
  );
}
