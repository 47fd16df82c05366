/**
 * A weekly line chart with its table: one line per series, the weeks written the same way
 * on the axis and in the table ("07.09." / "7 Sept"), a total per week.
 */
import { useMemo } from "react";
import { useI18n } from "../i18n";
import { ChartFrame, TableBox } from "./ChartFrame";
import { dayLabel } from "./format";
import type { PlotSeries } from "./PlotChart";

export function WeekChart({
  id,
  title,
  weeks,
  series,
}: {
  id: string;
  title: string;
  /** Mondays, YYYY-MM-DD. */
  weeks: string[];
  series: PlotSeries[];
}) {
  const { t, locale } = useI18n();
  const labels = useMemo(() => weeks.map((week) => dayLabel(locale, week)), [weeks, locale]);
  return (
    <ChartFrame
      id={id}
      title={title}
      chart={{
        labels,
        series,
        kind: "lines",
        xTitle: t.dashboard.week,
        yTitle: t.dashboard.countAxis,
      }}
      table={
        <TableBox title={title} tall>
          <table className="w-full text-right text-sm" data-testid={`${id}-table`}>
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-sand-deep">
              <tr>
                <th scope="col" className="whitespace-nowrap px-2 py-1 text-left">
                  {t.dashboard.week}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="whitespace-nowrap px-2 py-1">
                    {s.label}
                  </th>
                ))}
                <th scope="col" className="whitespace-nowrap px-2 py-1">
                  {t.dashboard.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, i) => (
                <tr key={week} className="border-t border-ink/10">
                  <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal">
                    {labels[i]}
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
        </TableBox>
      }
    />
  );
}
