/**
 * A weekly line chart (uPlot) with a table of the same numbers beneath it: the chart for
 * the eye, the table for screen readers, keyboards and copying.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { localeSettings } from "../../i18n/locales";
import { format, useI18n } from "../i18n";

export interface WeekSeries {
  label: string;
  values: number[];
  color: string;
}

/** Colours of the brand palette and a few calm neighbours, distinct enough side by side. */
export const palette = [
  "#0b5563",
  "#c2410c",
  "#6d28d9",
  "#15803d",
  "#b45309",
  "#be185d",
  "#475569",
];

export function WeekChart({
  id,
  title,
  weeks,
  series,
}: {
  id: string;
  title: string;
  weeks: string[];
  series: WeekSeries[];
}) {
  const { t, locale } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = weeks.map((week) => Date.parse(`${week}T00:00:00Z`) / 1000);
    const dayFormat = new Intl.DateTimeFormat(localeSettings[locale].intl, {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 220,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          {
            space: 64,
            values: (_u, splits) => splits.map((s) => dayFormat.format(new Date(s * 1000))),
          },
          { size: 40 },
        ],
        series: [
          {
            label: t.figures.week,
            value: (_u, v) => (v == null ? "–" : dayFormat.format(new Date(v * 1000))),
          },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: true },
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weeks, series, locale, t]);

  return (
    <section className="card min-w-0 space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div
        ref={box}
        role="img"
        aria-label={`${title}. ${t.figures.chartNote}`}
        className="w-full overflow-hidden"
      />
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={format(t.figures.table, { title })}
      >
        <table className="w-full text-right text-sm" data-testid={`${id}-table`}>
          <caption className="sr-only">{title}</caption>
          <thead className="bg-sand-deep">
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                {t.figures.week}
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="px-2 py-1">
                  {s.label}
                </th>
              ))}
              <th scope="col" className="px-2 py-1">
                {t.figures.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week} className="border-t border-ink/10">
                <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal">
                  {week}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="px-2 py-1">
                    {s.values[i]}
                  </td>
                ))}
                <td className="px-2 py-1 font-medium">
                  {series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
