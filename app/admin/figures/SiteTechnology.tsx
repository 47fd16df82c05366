/**
 * "Website-Technik": the public site's web vitals of the last 28 days, each figure (LCP,
 * INP, CLS, FCP, TTFB) explained in one plain line with its thresholds, and the table per
 * page and figure: the band its 75th percentile falls in, the share good, the mean.
 */
import type { Figures } from "../../../server/figures/routes.ts";
import type { VitalMetric } from "../../../server/figures/store/figures.ts";
import { localeSettings } from "../../i18n/locales";
import { format, useI18n } from "../i18n";
import { TableBox } from "./ChartFrame";
import { percent } from "./format";

const bandStyle = {
  good: "bg-green-50 text-green-800 border-green-700/30",
  "needs-improvement": "bg-amber-50 text-amber-900 border-amber-700/30",
  poor: "bg-accent-soft text-danger border-danger/30",
} as const;

const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const satisfies readonly VitalMetric[];

export function SiteTechnology({ figures }: { figures: Figures }) {
  const { t, locale } = useI18n();
  const d = t.dashboard;
  const number = new Intl.NumberFormat(localeSettings[locale].intl, { maximumFractionDigits: 3 });
  const unit = (metric: VitalMetric, value: number) =>
    metric === "CLS" ? number.format(value) : `${number.format(Math.round(value))} ms`;
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby="technology-title">
      <h2 id="technology-title" className="text-lg font-semibold">
        {d.technology}
      </h2>
      <p className="text-sm text-ink-soft">{d.technologyIntro}</p>
      <dl className="space-y-2 text-sm" data-testid="vitals-explained">
        {METRICS.map((metric) => (
          <div key={metric}>
            <dt className="inline font-semibold">{metric}: </dt>
            <dd className="inline">
              {d.vitalsExplained[metric]}{" "}
              <span className="text-ink-soft">
                (
                {format(d.thresholds, {
                  good: unit(metric, figures.thresholds[metric].good),
                  poor: unit(metric, figures.thresholds[metric].poor),
                })}
                )
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {figures.vitals.length === 0 ? (
        <p>{d.noVitals}</p>
      ) : (
        <TableBox title={d.technology} tall>
          <table className="w-full text-left text-sm" data-testid="vitals-table">
            <thead className="sticky top-0 bg-sand-deep">
              <tr>
                <th scope="col" className="px-2 py-1">
                  {d.page}
                </th>
                <th scope="col" className="px-2 py-1">
                  {d.metric}
                </th>
                <th scope="col" className="whitespace-nowrap px-2 py-1">
                  {d.p75}
                </th>
                <th scope="col" className="whitespace-nowrap px-2 py-1 text-right">
                  {d.goodShare}
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  {d.mean}
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  {d.samples}
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.vitals.map((vital) => (
                <tr key={`${vital.page} ${vital.metric}`} className="border-t border-ink/10">
                  <th scope="row" className="px-2 py-1 font-normal break-all">
                    {vital.page}
                  </th>
                  <td className="px-2 py-1">{vital.metric}</td>
                  <td className="px-2 py-1">
                    <span
                      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 ${bandStyle[vital.p75]}`}
                    >
                      {d.bands[vital.p75]}
                    </span>
                  </td>
                  <td className="px-2 py-1 text-right">{percent(locale, vital.goodShare)}</td>
                  <td className="whitespace-nowrap px-2 py-1 text-right">
                    {unit(vital.metric, vital.mean)}
                  </td>
                  <td className="px-2 py-1 text-right">{vital.samples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
