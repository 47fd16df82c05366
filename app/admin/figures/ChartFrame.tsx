/**
 * A chart's frame: its title, a legend that is always visible (colour and name, no
 * hovering), the chart itself (PlotChart, loaded only when a chart is shown), and a table
 * of the same numbers that scrolls inside its own box, for screen readers, keyboards,
 * copying and narrow screens.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { format, useI18n } from "../i18n";
import type { PlotChartProps } from "./PlotChart";

const PlotChart = lazy(() => import("./PlotChart"));

/** Colours of the brand palette and a few calm neighbours, distinct enough side by side. */
export const palette = [
  "#0b5563",
  "#c2410c",
  "#6d28d9",
  "#15803d",
  "#1d4ed8",
  "#be185d",
  "#475569",
];

/** A table in a box of its own that scrolls (both ways) instead of widening the page. */
export function TableBox({
  title,
  children,
  tall = false,
}: {
  title: string;
  children: ReactNode;
  /** Long tables (a row per week) keep to a height and scroll down too. */
  tall?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div
      className={`overflow-auto rounded-lg border border-ink/10 ${tall ? "max-h-80" : ""}`}
      tabIndex={0}
      role="region"
      aria-label={format(t.dashboard.table, { title })}
    >
      {children}
    </div>
  );
}

export function ChartFrame({
  id,
  title,
  intro,
  chart,
  legend = true,
  table,
}: {
  id: string;
  title: string;
  intro?: string;
  chart: PlotChartProps;
  /** Whether to name the series (a chart of one series needs only its axis titles). */
  legend?: boolean;
  table: ReactNode;
}) {
  const { t } = useI18n();
  const height = chart.height ?? 240;
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-sm text-ink-soft">{intro}</p> : null}
      {legend ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t.dashboard.legend}>
          {chart.series.map((s) => (
            <li key={s.label} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ backgroundColor: s.color }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="img" aria-label={`${title}. ${t.dashboard.chartNote}`}>
        <Suspense fallback={<div style={{ minHeight: height }} />}>
          <PlotChart {...chart} />
        </Suspense>
      </div>
      {table}
    </section>
  );
}
