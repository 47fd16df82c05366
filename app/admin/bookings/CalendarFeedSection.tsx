/**
 * "Kalender-Abo" on "Mein Konto": one's own secret iCalendar address for phone calendars.
 * Made on request and shown once (copy button, webcal link, a short how-to for iPhone,
 * Google and Outlook); reset after a confirmation ("Die alte Adresse funktioniert danach
 * nicht mehr"), or turned off. Only the signed-in person's own address is ever touched.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { format, useI18n } from "../i18n";
import { feedQuery, makeFeed, removeFeed, type NewFeedAnswer } from "./calendar-api";

export function CalendarFeedSection() {
  const { t, dateTime } = useI18n();
  const words = t.calendarFeed;
  const id = useId();
  const queryClient = useQueryClient();
  const status = useQuery(feedQuery);
  // The address just made: shown until the page is left (the server keeps only its hash).
  const [fresh, setFresh] = useState<NewFeedAnswer | null>(null);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const make = useMutation({
    mutationFn: makeFeed,
    onSuccess: (answer) => {
      setFresh(answer);
      setCopied(null);
      queryClient.setQueryData(feedQuery.queryKey, { since: answer.since });
    },
  });
  const remove = useMutation({
    mutationFn: removeFeed,
    onSuccess: () => {
      setFresh(null);
      queryClient.setQueryData(feedQuery.queryKey, { since: null });
    },
  });
  const since = status.data?.since ?? null;
  const failed = make.isError || remove.isError || status.isError;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <section className="card space-y-4" aria-labelledby={`${id}-title`} data-testid="calendar-feed">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {words.title}
      </h2>
      <p>{words.intro}</p>
      {status.isPending ? <p role="status">{t.app.loading}</p> : null}
      {fresh ? (
        <div className="space-y-3 rounded-lg border border-spree/40 bg-spree-soft p-3">
          <label htmlFor={`${id}-url`} className="block font-medium">
            {words.address}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={fresh.url}
            className="input font-mono text-sm"
            aria-describedby={`${id}-once`}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="calendar-feed-url"
          />
          <p id={`${id}-once`} className="text-sm">
            {words.onceOnly}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className="btn-primary" onClick={() => copy(fresh.url)}>
              {words.copy}
            </button>
            <a className="btn-outline" href={fresh.url.replace(/^https?:/, "webcal:")}>
              {words.openInApp}
            </a>
            <p role="status" className="text-sm font-medium">
              {copied === "yes" ? words.copied : copied === "failed" ? words.copyFailed : ""}
            </p>
          </div>
          <h3 className="font-semibold">{words.howTo}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>{words.iphone}</li>
            <li>{words.google}</li>
            <li>{words.outlook}</li>
          </ul>
        </div>
      ) : null}
      {status.data && !since ? (
        <div className="space-y-3">
          {remove.isSuccess ? (
            <p role="status" className="font-medium">
              {words.turnedOff}
            </p>
          ) : (
            <p>{words.none}</p>
          )}
          <button
            type="button"
            className="btn-primary"
            disabled={make.isPending}
            onClick={() => make.mutate()}
          >
            {words.make}
          </button>
        </div>
      ) : null}
      {since ? (
        <div className="space-y-3">
          {fresh ? null : <p>{format(words.since, { date: dateTime(since) })}</p>}
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              trigger={words.reset}
              triggerClassName="btn-outline"
              title={words.resetTitle}
              description={words.resetText}
              confirm={words.resetConfirm}
              confirmClassName="btn-primary"
              cancel={words.cancel}
              onConfirm={async () => {
                await make.mutateAsync().catch(() => undefined);
              }}
            />
            <ConfirmDialog
              trigger={words.turnOff}
              triggerClassName="btn-danger"
              title={words.turnOffTitle}
              description={words.turnOffText}
              confirm={words.turnOffConfirm}
              confirmClassName="btn-danger"
              cancel={words.cancel}
              onConfirm={async () => {
                await remove.mutateAsync().catch(() => undefined);
              }}
            />
          </div>
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="font-medium text-danger">
          {words.failed}
        </p>
      ) : null}
    </section>
  );
}
