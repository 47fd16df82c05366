/**
 * The dashboard's figures in euros: the key figures (open pipeline, won in the period, the
 * win rate among decided leads with its counts, the median time to a first reply), the
 * open pipeline by state, the value won per month, and why leads were lost.
 */
import { useCallback, useMemo } from "react";
import type { SalesFigures } from "../../../server/figures/store/sales.ts";
import { format, useI18n } from "../i18n";
import { ChartFrame, palette, TableBox } from "./ChartFrame";
import { durationWords, euros, monthLabel, percent } from "./format";

function KeyFigure({
  id,
  label,
  value,
  text,
}: {
  id: string;
  label: string;
  value: string;
  text: string;
}) {
  return (
    <div className="card flex flex-col gap-1" data-testid={id}>
      <dt className="font-medium text-ink-soft">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums">{value}</dd>
      <dd className="text-sm text-ink-soft">{text}</dd>
    </div>
  );
}

export function KeyFigures({ sales }: { sales: SalesFigures }) {
  const { t, locale } = useI18n();
  const d = t.dashboard;
  const { pipeline, decided, replyTime } = sales;
  return (
    <section aria-labelledby="key-figures-title">
      <h2 id="key-figures-title" className="sr-only">
        {d.keyFigures}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <KeyFigure
          id="key-pipeline"
          label={d.pipeline}
          value={euros(locale, pipeline.total.cents)}
          text={`${format(d.pipelineText, {
            count: pipeline.total.count,
            without: pipeline.total.withoutEstimate,
          })}. ${d.pipelineNote}`}
        />
        <KeyFigure
          id="key-won"
          label={d.wonValue}
          value={euros(locale, decided.wonCents)}
          text={format(d.wonValueText, { count: decided.won })}
        />
        <KeyFigure
          id="key-win-rate"
          label={d.winRate}
          value={decided.winRate === null ? d.none : percent(locale, decided.winRate)}
          text={
            decided.winRate === null
              ? d.winRateNone
              : format(d.winRateText, {
                  won: decided.won,
                  decided: decided.won + decided.lost,
                  lost: decided.lost,
                })
          }
        />
        <KeyFigure
          id="key-reply-time"
          label={d.replyTime}
          value={
            replyTime.medianSeconds === null ? d.none : durationWords(t, replyTime.medianSeconds)
          }
          text={
            replyTime.medianSeconds === null
              ? d.replyTimeNone
              : format(d.replyTimeText, {
                  replied: replyTime.replied,
                  received: replyTime.received,
                })
          }
        />
      </dl>
    </section>
  );
}

/** A bar for a share of the largest value (at least a sliver when not zero). */
function Bar({ share, color = palette[0]! }: { share: number; color?: string }) {
  return (
    <span aria-hidden="true" className="mt-1 block h-2 w-full rounded-full bg-sand-deep">
      <span
        className="block h-2 rounded-full"
        style={{ width: `${share > 0 ? Math.max(2, share * 100) : 0}%`, backgroundColor: color }}
      />
    </span>
  );
}

export function PipelineByState({ sales }: { sales: SalesFigures }) {
  const { t, locale } = useI18n();
  const d = t.dashboard;
  const { byState, total } = sales.pipeline;
  const largest = Math.max(1, ...byState.map((row) => row.cents));
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby="pipeline-title">
      <h2 id="pipeline-title" className="text-lg font-semibold">
        {d.pipelineByState}
      </h2>
      <p className="text-sm text-ink-soft">{d.pipelineNote}</p>
      <TableBox title={d.pipelineByState}>
        <table className="w-full text-right text-sm" data-testid="pipeline-table">
          <thead className="bg-sand-deep">
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                {d.state}
              </th>
              <th scope="col" className="whitespace-nowrap px-2 py-1">
                {d.leads}
              </th>
              <th scope="col" className="whitespace-nowrap px-2 py-1">
                {d.sum}
              </th>
              <th scope="col" className="whitespace-nowrap px-2 py-1">
                {d.withoutEstimate}
              </th>
            </tr>
          </thead>
          <tbody>
            {byState.map((row, i) => (
              <tr key={row.state} className="border-t border-ink/10">
                <th scope="row" className="min-w-32 px-2 py-2 text-left font-normal">
                  {t.leadStates[row.state]}
                  <Bar share={row.cents / largest} color={palette[i]} />
                </th>
                <td className="px-2 py-2 tabular-nums">{row.count}</td>
                <td className="whitespace-nowrap px-2 py-2 tabular-nums">
                  {euros(locale, row.cents)}
                </td>
                <td className="px-2 py-2 tabular-nums">{row.withoutEstimate}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-ink/20 font-semibold">
              <th scope="row" className="px-2 py-2 text-left">
                {d.total}
              </th>
              <td className="px-2 py-2 tabular-nums">{total.count}</td>
              <td className="whitespace-nowrap px-2 py-2 tabular-nums">
                {euros(locale, total.cents)}
              </td>
              <td className="px-2 py-2 tabular-nums">{total.withoutEstimate}</td>
            </tr>
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}

export function WonByMonth({ sales }: { sales: SalesFigures }) {
  const { t, locale } = useI18n();
  const d = t.dashboard;
  const months = sales.wonByMonth;
  const labels = useMemo(
    () => months.map((row) => monthLabel(locale, row.month)),
    [months, locale],
  );
  const series = useMemo(
    () => [{ label: d.wonValue, color: palette[3]!, values: months.map((row) => row.cents / 100) }],
    [months, d.wonValue],
  );
  const formatValue = useCallback((value: number) => euros(locale, value * 100), [locale]);
  return (
    <ChartFrame
      id="won-month"
      title={d.wonByMonth}
      legend={false}
      chart={{ labels, series, kind: "bars", xTitle: d.month, yTitle: d.wonAxis, formatValue }}
      table={
        <TableBox title={d.wonByMonth}>
          <table className="w-full text-right text-sm" data-testid="won-month-table">
            <caption className="sr-only">{d.wonByMonth}</caption>
            <thead className="bg-sand-deep">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {d.month}
                </th>
                <th scope="col" className="px-2 py-1">
                  {d.leads}
                </th>
                <th scope="col" className="px-2 py-1">
                  {d.value}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((row, i) => (
                <tr key={row.month} className="border-t border-ink/10">
                  <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal">
                    {labels[i]}
                  </th>
                  <td className="px-2 py-1 tabular-nums">{row.count}</td>
                  <td className="whitespace-nowrap px-2 py-1 tabular-nums">
                    {euros(locale, row.cents)}
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

export function LostReasons({ sales }: { sales: SalesFigures }) {
  const { t } = useI18n();
  const d = t.dashboard;
  const reasons = sales.lostReasons
    .filter((row) => row.reason !== "unknown" || row.count > 0)
    .sort((a, b) => b.count - a.count);
  const largest = Math.max(1, ...reasons.map((row) => row.count));
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby="lost-title">
      <h2 id="lost-title" className="text-lg font-semibold">
        {d.lostReasons}
      </h2>
      <p className="text-sm text-ink-soft">{d.lostReasonsIntro}</p>
      {sales.decided.lost === 0 ? (
        <p>{d.lostNone}</p>
      ) : (
        <ul className="space-y-2" data-testid="lost-reasons">
          {reasons.map((row) => (
            <li key={row.reason}>
              <span className="flex justify-between gap-3">
                <span>
                  {row.reason === "unknown" ? d.lostUnknown : d.lostReasonNames[row.reason]}
                </span>
                <span className="font-semibold tabular-nums">{row.count}</span>
              </span>
              <Bar share={row.count / largest} color={palette[1]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
