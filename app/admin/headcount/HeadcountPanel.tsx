/**
 * A booking's headcount on the offer's page (decision 0194): the participants' link in each
 * language with a copy button, whether it takes answers and until when, the live count
 * (attending, not attending, guides, diets) and every answer. It refreshes every 30
 * seconds while open, so the count is live without reloading.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { locales } from "../../i18n/locales";
import type { HeadcountAnswer } from "../../../server/headcount/admin-routes.ts";
import { adminApi } from "../api";
import { format, useI18n } from "../i18n";

export const headcountQuery = (offerId: string) => ({
  queryKey: ["headcount", offerId],
  queryFn: () => adminApi.get<HeadcountAnswer>(`/offers/${offerId}/headcount`),
  refetchInterval: 30_000,
});

function CopyLink({ label, url, testId }: { label: string; url: string; testId: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const id = `${testId}-input`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={url}
          className="input min-w-0 flex-1 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
          data-testid={testId}
        />
        <button
          type="button"
          className="btn-outline px-3"
          onClick={() => {
            navigator.clipboard.writeText(url).then(
              () => setCopied("yes"),
              () => setCopied("failed"),
            );
          }}
        >
          {t.headcount.copy}
        </button>
      </div>
      {copied ? (
        <p className="text-sm" role="status">
          {copied === "yes" ? t.headcount.copied : t.headcount.copyFailed}
        </p>
      ) : null}
    </div>
  );
}

export function HeadcountPanel({ offerId }: { offerId: string }) {
  const { t, dateTime } = useI18n();
  const w = t.headcount;
  const query = useQuery(headcountQuery(offerId));
  const data = query.data;
  if (!data) return null;
  const state =
    data.state === "cancelled"
      ? w.cancelled
      : data.state === "closed"
        ? format(w.closed, { time: data.closesAt ? dateTime(data.closesAt) : "" })
        : data.closesAt
          ? format(w.openUntil, { time: dateTime(data.closesAt), hours: data.closesBeforeHours })
          : w.open;
  const ordered = [data.language, ...locales.filter((language) => language !== data.language)];
  const counts = (entries: Array<[string, number | undefined]>) =>
    entries
      .filter(([, count]) => count)
      .map(([label, count]) => `${count} × ${label}`)
      .join(", ") || "–";
  return (
    <section className="card space-y-4" aria-labelledby="headcount-title" data-testid="headcount">
      <div>
        <h2 id="headcount-title" className="text-lg font-semibold">
          {w.title}
        </h2>
        <p className="text-sm text-ink-soft">{w.intro}</p>
      </div>
      {ordered.map((language) => (
        <CopyLink
          key={language}
          label={format(w.link, { language: w.languages[language] })}
          url={data.urls[language]}
          testId={`headcount-url-${language}`}
        />
      ))}
      <p className="text-sm font-medium" data-testid="headcount-state">
        {state}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-lg border border-ink/10 p-3">
          <dt className="text-sm text-ink-soft">{w.confirmed}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="headcount-confirmed">
            {data.confirmed}
          </dd>
        </div>
        <div className="rounded-lg border border-ink/10 p-3">
          <dt className="text-sm text-ink-soft">{w.declined}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{data.declined}</dd>
        </div>
        <div className="rounded-lg border border-ink/10 p-3">
          <dt className="text-sm text-ink-soft">{w.guides}</dt>
          <dd className="text-sm" data-testid="headcount-guides">
            {counts(locales.map((language) => [w.guide[language], data.guides[language]]))}
          </dd>
        </div>
        {data.needs.diet ? (
          <div className="rounded-lg border border-ink/10 p-3">
            <dt className="text-sm text-ink-soft">{w.diets}</dt>
            <dd className="text-sm" data-testid="headcount-diets">
              {counts(
                (Object.keys(w.diet) as Array<keyof typeof w.diet>).map((diet) => [
                  w.diet[diet],
                  data.diets[diet],
                ]),
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <div>
        <h3 className="font-semibold">{w.list}</h3>
        {data.answers.length === 0 ? (
          <p className="text-sm text-ink-soft">{w.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <table
              className="mt-2 w-full min-w-[40rem] text-left text-sm"
              data-testid="headcount-list"
            >
              <thead>
                <tr className="border-b border-ink/15">
                  <th className="py-2 pr-3 font-medium">{w.name}</th>
                  <th className="py-2 pr-3 font-medium">{w.email}</th>
                  <th className="py-2 pr-3 font-medium">{w.answer}</th>
                  <th className="py-2 pr-3 font-medium">{w.details}</th>
                  <th className="py-2 font-medium">{w.answeredAt}</th>
                </tr>
              </thead>
              <tbody>
                {data.answers.map((answer) => (
                  <tr key={answer.email} className="border-b border-ink/10 align-top">
                    <td className="py-2 pr-3">{answer.name}</td>
                    <td className="py-2 pr-3">{answer.email}</td>
                    <td className="py-2 pr-3">{answer.attending ? w.attending : w.notAttending}</td>
                    <td className="py-2 pr-3">
                      {[
                        answer.guide ? w.guide[answer.guide] : null,
                        answer.diet ? w.diet[answer.diet] : null,
                        answer.dietNote,
                        answer.waiverAccepted ? w.waiver : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </td>
                    <td className="py-2 whitespace-nowrap">{dateTime(answer.answeredAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
