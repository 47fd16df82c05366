/**
 * The figures dashboard: for the last 4, 12 or 52 weeks (in the address, so a period can
 * be bookmarked), the figures in euros (open pipeline, won, win rate among decided leads,
 * median time to a first reply, pipeline by state, won per month, lost reasons), money in
 * (invoiced and received per month, open, overdue, days to pay), the
 * weekly enquiries and cookie choices, and the website's technology (web vitals). Every
 * chart has a table of the same numbers; uPlot loads only with the first chart.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Figures } from "../../../server/figures/routes.ts";
import { adminApi } from "../api";
import { format, useI18n } from "../i18n";
import { palette } from "./ChartFrame";
import { longDate } from "./format";
import { KeyFigures, LostReasons, PipelineByState, WonByMonth } from "./SalesFigures";
import { MoneyByMonth, MoneyKeyFigures } from "./MoneyFigures";
import { SiteTechnology } from "./SiteTechnology";
import { WeekChart } from "./WeekChart";

const PERIODS = [4, 12, 52] as const;
type Period = (typeof PERIODS)[number];
const STATES = ["new", "contacted", "offer_sent", "won", "lost"] as const;
const CHOICES = ["all", "necessary", "custom"] as const;

/** The period switch: three buttons, the chosen one pressed. */
function PeriodSwitch({ weeks, onChange }: { weeks: Period; onChange(weeks: Period): void }) {
  const { t } = useI18n();
  return (
    <div className="space-y-1">
      <p id="figures-period" className="font-medium">
        {t.dashboard.period}
      </p>
      <div
        role="group"
        aria-labelledby="figures-period"
        className="inline-flex overflow-hidden rounded-lg border border-ink/25 bg-white"
      >
        {PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === weeks}
            onClick={() => onChange(option)}
            className={`min-h-11 border-ink/25 px-3 font-semibold not-first:border-l sm:px-4 ${
              option === weeks ? "bg-spree text-white" : "text-ink hover:bg-sand"
            }`}
          >
            {format(t.dashboard.periodOption, { count: option })}
          </button>
        ))}
      </div>
    </div>
  );
}

export function DashboardPage() {
  const { t, locale } = useI18n();
  const d = t.dashboard;
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("weeks"));
  const weeks: Period = (PERIODS as readonly number[]).includes(asked) ? (asked as Period) : 12;
  const figures = useQuery({
    queryKey: ["figures", weeks],
    queryFn: () => adminApi.get<Figures>(`/figures?weeks=${weeks}`),
    placeholderData: keepPreviousData,
  });
  const data = figures.data;
  const charts = useMemo(() => {
    if (!data) return null;
    const categoryKeys = Object.keys(data.leads.byCategory[0]?.counts ?? {}) as Array<
      keyof typeof t.categories
    >;
    return {
      weeks: data.leads.byState.map((w) => w.week),
      byCategory: categoryKeys.map((key, i) => ({
        label: t.categories[key],
        color: palette[i % palette.length]!,
        values: data.leads.byCategory.map((w) => w.counts[key as keyof typeof w.counts] ?? 0),
      })),
      byState: STATES.map((key, i) => ({
        label: t.leadStates[key],
        color: palette[i]!,
        values: data.leads.byState.map((w) => w.counts[key]),
      })),
      consents: CHOICES.map((key, i) => ({
        label: t.consents.choices[key],
        color: palette[i]!,
        values: data.consents.byChoice.map((w) => w.counts[key]),
      })),
    };
  }, [data, t]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto space-y-1">
          <h1 className="text-2xl font-bold">{d.title}</h1>
          {data ? (
            <p className="text-ink-soft" data-testid="figures-since">
              {format(d.since, { date: longDate(locale, data.sales.since) })}
            </p>
          ) : null}
        </div>
        <PeriodSwitch
          weeks={weeks}
          onChange={(next) => setParams(next === 12 ? {} : { weeks: String(next) })}
        />
      </div>
      {figures.isPending ? <p role="status">{t.app.loading}</p> : null}
      {figures.isError ? (
        <p role="alert" className="text-danger">
          {t.app.error}
        </p>
      ) : null}
      {data && charts ? (
        <div
          className={`space-y-4 transition-opacity ${figures.isPlaceholderData ? "opacity-60" : ""}`}
          aria-busy={figures.isPlaceholderData}
        >
          <KeyFigures sales={data.sales} />
          <MoneyKeyFigures money={data.money} />
          <section
            className="card space-y-1"
            aria-labelledby="leads-source"
            data-testid="leads-by-source"
          >
            <h2 id="leads-source" className="text-lg font-bold">
              {d.bySource}
            </h2>
            <p>{format(d.bySourceText, data.leads.bySource)}</p>
          </section>
          <div className="grid gap-4 xl:grid-cols-2">
            <PipelineByState sales={data.sales} />
            <LostReasons sales={data.sales} />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <WonByMonth sales={data.sales} />
            <MoneyByMonth money={data.money} />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <WeekChart
              id="leads-category"
              title={d.leadsByCategory}
              weeks={charts.weeks}
              series={charts.byCategory}
            />
            <WeekChart
              id="leads-state"
              title={d.leadsByState}
              weeks={charts.weeks}
              series={charts.byState}
            />
            <WeekChart
              id="consents"
              title={d.consentsByChoice}
              weeks={charts.weeks}
              series={charts.consents}
            />
          </div>
          <SiteTechnology figures={data} />
        </div>
      ) : null}
    </div>
  );
}
