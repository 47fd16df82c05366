/**
 * The owners' settings on the people page: a second factor for everyone, and whether new
 * leads are assigned in turn to the people who switched that on in their account.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { adminApi, meQuery, type LeadAssignment } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";

interface Settings {
  requireSecondFactor: boolean;
  leadAssignment: LeadAssignment;
}

/** "Neue Anfragen": not assigned, or in turn to those who opted in (named below it). */
function LeadAssignmentSetting({
  settings,
  onChange,
}: {
  settings: Settings | undefined;
  onChange(value: LeadAssignment): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const assignees = useQuery({
    queryKey: ["settings", "lead-assignees"],
    queryFn: () =>
      adminApi.get<{ assignees: Array<{ id: string; name: string }> }>("/settings/lead-assignees"),
  });
  const names = assignees.data?.assignees.map((person) => person.name) ?? [];
  const options: Array<{ value: LeadAssignment; label: string; hint: string }> = [
    { value: "manual", label: t.assignment.manual, hint: t.assignment.manualHint },
    { value: "round_robin", label: t.assignment.roundRobin, hint: t.assignment.roundRobinHint },
  ];
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-assignees`}>
      <legend className="font-medium">{t.assignment.legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="flex items-start gap-3">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name="leadAssignment"
            value={option.value}
            className="mt-1 size-6 shrink-0 accent-spree"
            checked={settings?.leadAssignment === option.value}
            disabled={!settings}
            aria-describedby={`${id}-${option.value}-hint`}
            onChange={() => onChange(option.value)}
          />
          <div>
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            <p id={`${id}-${option.value}-hint`} className="text-sm text-ink-soft">
              {option.hint}
            </p>
          </div>
        </div>
      ))}
      <p
        id={`${id}-assignees`}
        data-testid="lead-assignees"
        className={
          settings?.leadAssignment === "round_robin" && names.length === 0
            ? "text-sm font-medium text-accent-strong"
            : "text-sm"
        }
      >
        {assignees.data
          ? names.length > 0
            ? format(t.assignment.assignees, { names: names.join(", ") })
            : t.assignment.noAssignees
          : null}
      </p>
    </fieldset>
  );
}

export function SettingsSection() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ["settings"],
    queryFn: () => adminApi.get<Settings>("/settings"),
  });
  // What was just chosen shows at once (set in the click itself, so the browser does not put
  // the radio back); the server's answer replaces it.
  const [chosen, setChosen] = useState<Partial<Settings>>({});
  const save = useMutation({
    mutationFn: (changes: Partial<Settings>) => adminApi.put<Settings>("/settings", changes),
    onSuccess: (saved) => queryClient.setQueryData(["settings"], saved),
    // Not awaited: a long-lived query elsewhere on the page must not keep "saved" waiting.
    onSettled: () => {
      setChosen({});
      void queryClient.invalidateQueries({ queryKey: ["settings"] });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
  const change = (changes: Partial<Settings>) => {
    setChosen((before) => ({ ...before, ...changes }));
    save.mutate(changes);
  };
  const shown = settings.data ? { ...settings.data, ...chosen } : undefined;
  const id = useId();
  return (
    <section className="card space-y-4">
      <h2 className="text-xl font-semibold">{t.users.settings}</h2>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-6 shrink-0 accent-spree"
          checked={shown?.requireSecondFactor ?? false}
          disabled={!settings.data}
          aria-describedby={`${id}-hint`}
          onChange={(event) => change({ requireSecondFactor: event.target.checked })}
        />
        <div>
          <label htmlFor={id} className="font-medium">
            {t.users.requireSecondFactor}
          </label>
          <p id={`${id}-hint`} className="text-sm text-ink-soft">
            {t.users.requireSecondFactorHint}
          </p>
        </div>
      </div>
      <LeadAssignmentSetting
        settings={shown}
        onChange={(leadAssignment) => change({ leadAssignment })}
      />
      {save.isSuccess ? <Notice kind="success">{t.users.saved}</Notice> : null}
      {save.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
    </section>
  );
}
