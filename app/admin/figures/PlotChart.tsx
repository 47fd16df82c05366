/**
 * The uPlot canvas of a chart: lines per week or bars per month (side by side when there are
 * two series, as invoiced and received) over labelled slots, with
 * axis titles, and the axis written with the same labels as the chart's table. Loaded
 * lazily (ChartFrame.tsx), so uPlot is fetched only when a chart is on screen. The legend
 * and the numbers are HTML beside it (ChartFrame), readable without hovering.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface PlotSeries {
  label: string;
  values: number[];
  color: string;
}

export interface PlotChartProps {
  /** One label per slot (week or month), as the table writes it. */
  labels: string[];
  series: PlotSeries[];
  kind: "lines" | "bars";
  xTitle: string;
  yTitle: string;
  /** How a value is written on the y axis (whole counts by default). */
  formatValue?: (value: number) => string;
  height?: number;
}

const AXIS_FONT = "12px system-ui, sans-serif";
const TITLE_FONT = "600 12px system-ui, sans-serif";
const INK = "#3d4b58";
const GRID = "rgba(19, 33, 46, 0.08)";
/** Steps of whole numbers, so a count axis never shows 0.5. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];
/** Euro steps of a money axis: round amounts, never fractions of a euro. */
const MONEY_STEPS = [...new Set(WHOLE_STEPS.flatMap((step) => [step * 100, step * 1000]))].sort(
  (a, b) => a - b,
);

export default function PlotChart({
  labels,
  series,
  kind,
  xTitle,
  yTitle,
  formatValue,
  height = 240,
}: PlotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = labels.map((_, i) => i);
    const max = Math.max(0, ...series.flatMap((s) => s.values));
    // One series: a bar per slot; two or more: side by side within the slot.
    const grouped = kind === "bars" && series.length > 1;
    const barsOf = (index: number) =>
      grouped
        ? uPlot.paths.bars?.({
            size: [0.6 / series.length, 48 / series.length],
            align: index === 0 ? -1 : 1,
          })
        : uPlot.paths.bars?.({ size: [0.6, 48] });
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: {
            time: false,
            range:
              kind === "bars" ? () => [-0.5, labels.length - 0.5] : () => [0, labels.length - 1],
          },
          // An empty money chart still reads 0 € to 1.000 €, not repeated rounded fractions.
          y: { range: () => [0, formatValue ? Math.max(max * 1.1, 1000) : Math.max(4, max)] },
        },
        axes: [
          {
            label: xTitle,
            labelFont: TITLE_FONT,
            labelSize: 20,
            font: AXIS_FONT,
            stroke: INK,
            grid: { show: false },
            space: 56,
            incrs: [1, 2, 3, 4, 6, 8, 13, 26],
            values: (_u, splits) =>
              splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? "") : "")),
          },
          {
            label: yTitle,
            labelFont: TITLE_FONT,
            labelSize: 20,
            font: AXIS_FONT,
            stroke: INK,
            grid: { stroke: GRID },
            size: formatValue ? 72 : 40,
            ...(formatValue
              ? {
                  incrs: MONEY_STEPS,
                  values: (_u: uPlot, splits: number[]) => splits.map((v) => formatValue(v)),
                }
              : { incrs: WHOLE_STEPS }),
          },
        ],
        series: [
          {},
          ...series.map((s, index) =>
            kind === "bars"
              ? {
                  label: s.label,
                  stroke: s.color,
                  fill: s.color,
                  width: 0,
                  paths: barsOf(index),
                  points: { show: false },
                }
              : { label: s.label, stroke: s.color, width: 2, points: { show: true, size: 5 } },
          ),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, kind, xTitle, yTitle, formatValue, height]);

  return <div ref={box} className="w-full overflow-hidden" style={{ minHeight: height }} />;
}
