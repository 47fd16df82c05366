/**
 * The owners' offer settings on the people page, beside the back office's other settings:
 * when a deposit is asked (above 20 participants as the terms say, or always), how much
 * (per cent of the gross), and from how many accepted events a day a new offer for that day
 * shows a note. Saved together with "Einstellungen speichern"; errors beside the field.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { basisPointsToInput, figureProblem, readFigure } from "./money-input";
import { offerCalls, offerSettingsQuery, type OfferSettings as Settings } from "./offers-api";

export function OfferSettings() {
  const { t, locale } = useI18n();
  const words = t.offerSettings;
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(offerSettingsQuery);
  const [policy, setPolicy] = useState<Settings["depositPolicy"]>("above_20");
  const [percent, setPercent] = useState("");
  const [perDay, setPerDay] = useState("");
  const [errors, setErrors] = useState<{ depositBp?: string; eventsPerDay?: string }>({});
  useEffect(() => {
    if (!settings.data) return;
    setPolicy(settings.data.depositPolicy);
    setPercent(basisPointsToInput(settings.data.depositBp, locale));
    setPerDay(String(settings.data.eventsPerDay));
  }, [settings.data, locale]);
  const save = useMutation({
    mutationFn: (changes: Partial<Settings>) => offerCalls.saveSettings(changes),
    onSuccess: (saved) => queryClient.setQueryData(offerSettingsQuery.queryKey, saved),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const share = readFigure(percent, "percent");
    const depositBp = share.ok ? share.value : null;
    const perDayRead = readFigure(perDay, "whole");
    const eventsPerDay = perDayRead.ok ? perDayRead.value : null;
    const found: typeof errors = {};
    if (depositBp === null || depositBp < 0 || depositBp > 10_000) {
      found.depositBp =
        figureProblem(share, "percent", t, locale) ??
        format(t.offerErrors.percent_range, { min: 0, max: 100 });
    }
    if (eventsPerDay === null || eventsPerDay < 1 || eventsPerDay > 50) {
      found.eventsPerDay = format(t.offerErrors.out_of_range, { min: 1, max: 50 });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { depositPolicy: policy, depositBp: depositBp!, eventsPerDay: eventsPerDay! },
      {
        onError: (error) => {
          if (error instanceof AdminApiError && error.field === "depositBp") {
            setErrors({ depositBp: format(t.offerErrors.percent_range, { min: 0, max: 100 }) });
          } else if (error instanceof AdminApiError && error.field === "eventsPerDay") {
            setErrors({ eventsPerDay: format(t.offerErrors.out_of_range, { min: 1, max: 50 }) });
          }
        },
      },
    );
  }

  const options: Array<{ value: Settings["depositPolicy"]; label: string }> = [
    { value: "above_20", label: words.policyAbove20 },
    { value: "always", label: words.policyAlways },
  ];
  return (
    <section
      className="card space-y-4"
      aria-labelledby={`${id}-title`}
      data-testid="offer-settings"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {words.title}
      </h2>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <fieldset className="space-y-2">
          <legend className="font-medium">{words.depositPolicy}</legend>
          {options.map((option) => (
            <div key={option.value} className="flex items-center gap-3">
              <input
                id={`${id}-${option.value}`}
                type="radio"
                name="depositPolicy"
                className="size-6 shrink-0 accent-spree"
                checked={policy === option.value}
                disabled={!settings.data}
                onChange={() => setPolicy(option.value)}
              />
              <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            </div>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={words.depositPercent}
            inputMode="decimal"
            value={percent}
            disabled={!settings.data}
            error={errors.depositBp}
            onChange={(event) => {
              setPercent(event.target.value);
              setErrors((before) => ({ ...before, depositBp: undefined }));
            }}
          />
          <Field
            label={words.eventsPerDay}
            hint={words.eventsPerDayHint}
            inputMode="numeric"
            value={perDay}
            disabled={!settings.data}
            error={errors.eventsPerDay}
            onChange={(event) => {
              setPerDay(event.target.value);
              setErrors((before) => ({ ...before, eventsPerDay: undefined }));
            }}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={!settings.data || save.isPending}>
            {words.save}
          </button>
          {save.isSuccess ? <Notice kind="success">{words.saved}</Notice> : null}
          {save.isError && !Object.keys(errors).length ? (
            <Notice kind="error">{t.app.error}</Notice>
          ) : null}
        </div>
      </form>
    </section>
  );
}
