/**
 * The figures the site collects: enquiries per week by category and by state, the share
 * won, consent choices per week, and the web vitals of consenting visitors over 28 days
 * against the Core Web Vitals thresholds. Every chart has a table of the same numbers.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type {
  ConsentFigures,
  LeadFigures,
  VitalFigure,
} from "../../../server/figures/store/figures.ts";
import { adminApi } from "../api";
import { localeSettings } from "../../i18n/locales";
import { format, useI18n } from "../i18n";
import { palette, WeekChart } from "./WeekChart";

interface Figures {
  weeks: number;
  leads: LeadFigures;
  consents: ConsentFigures;
  vitals: VitalFigure[];
  thresholds: Record<"LCP" | "INP" | "CLS", { good: number; poor: number; unit: string }>;
}

const bandStyle = {
  good: "bg-green-50 text-green-800 border-green-700/30",
  "needs-improvement": "bg-amber-50 text-amber-900 border-amber-700/30",
  poor: "bg-accent-soft text-danger border-danger/30",
} as const;

export function DashboardPage() {
  const { t, locale } = useI18n();
  const [weeks, setWeeks] = useState(12);
  const figures = useQuery({
    queryKey: ["figures", weeks],
    queryFn: () => adminApi.get<Figures>(`/figures?weeks=${weeks}`),
  });
  const percent = new Intl.NumberFormat(localeSettings[locale].intl, {
    style: "percent",
    maximumFractionDigits: 1,
  });
  const number = new Intl.NumberFormat(localeSettings[locale].intl, {
    maximumFractionDigits: 3,
  });
  const data = figures.data;
  const charts = useMemo(() => {
    if (!data) return null;
    const weekList = data.leads.byState.map((w) => w.week);
    const categoryKeys = Object.keys(data.leads.byCategory[0]?.counts ?? {}) as Array<
      keyof typeof t.categories
    >;
    return {
      weeks: weekList,
      byCategory: categoryKeys.map((key, i) => ({
        label: t.categories[key],
        color: palette[i % palette.length]!,
        values: data.leads.byCategory.map((w) => w.counts[key as keyof typeof w.counts] ?? 0),
      })),
      byState: (["new", "contacted", "offer_sent", "won", "lost"] as const).map((key, i) => ({
        label: t.leadStates[key],
        color: palette[i]!,
        values: data.leads.byState.map((w) => w.counts[key]),
      })),
      consents: (["all", "necessary", "custom"] as const).map((key, i) => ({
        label: t.consents.choices[key],
        color: palette[i]!,
        values: data.consents.byChoice.map((w) => w.counts[key]),
      })),
    };
  }, [data, t]);

  const unit = (metric: VitalFigure["metric"], value: number) =>
    metric === "CLS" ? number.format(value) : `${Math.round(value)} ms`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="mr-auto text-2xl font-bold">{t.figures.title}</h1>
        <div className="space-y-1">
          <label htmlFor="figures-weeks" className="block font-medium">
            {t.figures.weeks}
          </label>
          <select
            id="figures-weeks"
            className="input"
            value={weeks}
            onChange={(event) => setWeeks(Number(event.target.value))}
          >
            {[4, 12, 26, 52].map((count) => (
              <option key={count} value={count}>
                {format(t.figures.weeksOption, { count })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {figures.isPending ? <p role="status">{t.app.loading}</p> : null}
      {data && charts ? (
        <>
          <section className="card" aria-labelledby="won-share">
            <h2 id="won-share" className="text-lg font-semibold">
              {t.figures.wonShare}: {percent.format(data.leads.wonShare)}
            </h2>
            <p data-testid="won-share">
              {format(t.figures.wonShareText, {
                won: data.leads.won,
                total: data.leads.total,
                lost: data.leads.lost,
                share: percent.format(data.leads.wonShare),
              })}
            </p>
          </section>
          <div className="grid gap-4 xl:grid-cols-2">
            <WeekChart
              id="leads-category"
              title={t.figures.leadsByCategory}
              weeks={charts.weeks}
              series={charts.byCategory}
            />
            <WeekChart
              id="leads-state"
              title={t.figures.leadsByState}
              weeks={charts.weeks}
              series={charts.byState}
            />
            <WeekChart
              id="consents"
              title={t.figures.consentsByChoice}
              weeks={charts.weeks}
              series={charts.consents}
            />
          </div>
          <section className="card min-w-0 space-y-3" aria-labelledby="vitals-title">
            <h2 id="vitals-title" className="text-lg font-semibold">
              {t.figures.vitals}
            </h2>
            <p className="text-sm text-ink-soft">{t.figures.vitalsIntro}</p>
            <ul className="text-sm text-ink-soft">
              {(["LCP", "INP", "CLS"] as const).map((metric) => (
                <li key={metric}>
                  {metric}:{" "}
                  {format(t.figures.thresholds, {
                    good: unit(metric, data.thresholds[metric].good),
                    poor: unit(metric, data.thresholds[metric].poor),
                  })}
                </li>
              ))}
            </ul>
            {data.vitals.length === 0 ? (
              <p>{t.figures.noVitals}</p>
            ) : (
              <div
                className="overflow-x-auto"
                tabIndex={0}
                role="region"
                aria-label={format(t.figures.table, { title: t.figures.vitals })}
              >
                <table className="w-full text-left text-sm" data-testid="vitals-table">
                  <thead className="bg-sand-deep">
                    <tr>
                      <th scope="col" className="px-2 py-1">
                        {t.figures.page}
                      </th>
                      <th scope="col" className="px-2 py-1">
                        {t.figures.metric}
                      </th>
                      <th scope="col" className="px-2 py-1">
                        {t.figures.p75}
                      </th>
                      <th scope="col" className="px-2 py-1 text-right">
                        {t.figures.goodShare}
                      </th>
                      <th scope="col" className="px-2 py-1 text-right">
                        {t.figures.mean}
                      </th>
                      <th scope="col" className="px-2 py-1 text-right">
                        {t.figures.samples}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.vitals.map((vital) => (
                      <tr key={`${vital.page} ${vital.metric}`} className="border-t border-ink/10">
                        <th scope="row" className="px-2 py-1 font-normal break-words">
                          {vital.page}
                        </th>
                        <td className="px-2 py-1">{vital.metric}</td>
                        <td className="px-2 py-1">
                          <span
                            className={`inline-block rounded-full border px-2 py-0.5 ${bandStyle[vital.p75]}`}
                          >
                            {t.figures.bands[vital.p75]}
                          </span>
                        </td>
                        <td className="px-2 py-1 text-right">{percent.format(vital.goodShare)}</td>
                        <td className="px-2 py-1 text-right">{unit(vital.metric, vital.mean)}</td>
                        <td className="px-2 py-1 text-right">{vital.samples}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
