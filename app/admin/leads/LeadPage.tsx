/**
 * One lead: every field the visitor sent, the event's page, the delivery of both mails
 * ("send again" when one failed), internal notes, the state history, the state change and
 * a reply link that opens the mail client with the visitor's address and a subject naming
 * the event, in the visitor's language.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { AdminApiError, adminApi } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { de } from "../i18n/de";
import { en } from "../i18n/en";
import { StateBadge } from "./InboxPage";
import { estimateText } from "../../shared/enquiry/estimate";
import { localeSettings } from "../../i18n/locales";
import {
  LEAD_STATES,
  leadQuery,
  type LeadDetail,
  type LeadMail,
  type LeadState,
} from "./leads-api";

function titleName(title: string, lead: LeadDetail, other: string): string {
  if (title !== "other") return title;
  return lead.eventOther ? `${other}: ${lead.eventOther}` : other;
}

/** Every event of the lead, in the order chosen. */
function eventName(lead: LeadDetail, other: string): string {
  return lead.events.map((title) => titleName(title, lead, other)).join(", ");
}

export function replyHref(lead: LeadDetail): string {
  const words = lead.language === "en" ? en : de;
  const subject = format(words.lead.replySubject, {
    event: eventName(lead, words.inbox.otherEvent),
  });
  return `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(subject)}`;
}

function MailRow({ lead, mail }: { lead: LeadDetail; mail: LeadMail }) {
  const { t, dateTime } = useI18n();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => adminApi.post(`/leads/${lead.id}/mails/${mail.id}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["lead", lead.id] }),
  });
  const time = mail.delivery === "sent" ? mail.sentAt : mail.nextAttemptAt;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="font-medium">
        {t.mailKinds[mail.kind as keyof typeof t.mailKinds] ?? mail.kind}
      </span>
      <span className={mail.delivery === "failed" ? "font-medium text-danger" : "text-ink-soft"}>
        {format(t.mailDelivery[mail.delivery], { time: time ? dateTime(time) : "" })}
      </span>
      {mail.attempts > 0 ? (
        <span className="text-sm text-ink-soft">
          {format(t.lead.attempts, { count: mail.attempts })}
        </span>
      ) : null}
      {mail.lastError ? (
        <span className="basis-full break-all text-sm text-ink-soft">{mail.lastError}</span>
      ) : null}
      {mail.delivery === "failed" ? (
        <button
          type="button"
          className="btn-outline text-sm"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {t.lead.sendAgain}
        </button>
      ) : null}
      {resend.isSuccess ? <Notice kind="success">{t.lead.sentAgain}</Notice> : null}
    </li>
  );
}

function StateForm({ lead }: { lead: LeadDetail }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LeadState>(lead.state);
  const change = useMutation({
    mutationFn: (to: LeadState) => adminApi.post(`/leads/${lead.id}/state`, { state: to }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["lead", lead.id] });
      await queryClient.invalidateQueries({ queryKey: ["leads", "list"] });
    },
  });
  const error = change.error
    ? change.error instanceof AdminApiError && change.error.status === 409
      ? t.lead.sameState
      : t.app.error
    : null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(state);
      }}
    >
      <div className="space-y-1">
        <label htmlFor="lead-state" className="block font-medium">
          {t.lead.newState}
        </label>
        <select
          id="lead-state"
          className="input"
          value={state}
          onChange={(event) => setState(event.target.value as LeadState)}
          aria-describedby={error ? "lead-state-error" : undefined}
        >
          {LEAD_STATES.map((option) => (
            <option key={option} value={option}>
              {t.leadStates[option]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="btn-primary"
        disabled={change.isPending || state === lead.state}
      >
        {t.lead.saveState}
      </button>
      {error ? (
        <p id="lead-state-error" role="alert" className="basis-full font-medium text-danger">
          {error}
        </p>
      ) : null}
      {change.isSuccess ? <Notice kind="success">{t.lead.stateSaved}</Notice> : null}
    </form>
  );
}

function NoteForm({ lead }: { lead: LeadDetail }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [body, setBody] = useState("");
  const add = useMutation({
    mutationFn: (text: string) => adminApi.post(`/leads/${lead.id}/notes`, { body: text }),
    onSuccess: async () => {
      setBody("");
      await queryClient.invalidateQueries({ queryKey: ["lead", lead.id] });
    },
  });
  const error = add.error
    ? add.error instanceof AdminApiError && add.error.field === "body"
      ? t.lead.noteEmpty
      : t.app.error
    : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(body);
  }
  return (
    <form className="space-y-2" onSubmit={submit}>
      <label htmlFor="lead-note" className="block font-medium">
        {t.lead.newNote}
      </label>
      <textarea
        id="lead-note"
        className="input min-h-24"
        value={body}
        maxLength={5000}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "lead-note-error" : "lead-note-hint"}
      />
      <p id="lead-note-hint" className="text-sm text-ink-soft">
        {t.lead.notesHint}
      </p>
      {error ? (
        <p id="lead-note-error" role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={add.isPending}>
        {t.lead.addNote}
      </button>
    </form>
  );
}

export function LeadPage() {
  const { id = "" } = useParams();
  const { t, dateTime, locale } = useI18n();
  const lead = useQuery(leadQuery(id));
  if (lead.isPending) return <p role="status">{t.app.loading}</p>;
  if (lead.error) {
    return (
      <section className="space-y-3">
        <h1 className="text-2xl font-bold">
          {lead.error instanceof AdminApiError && lead.error.status === 404
            ? t.lead.notFound
            : t.app.error}
        </h1>
        <Link className="text-spree underline" to="/leads">
          {t.lead.back}
        </Link>
      </section>
    );
  }
  const data = lead.data;
  const fields: Array<[string, React.ReactNode]> = [
    [t.lead.received, dateTime(data.createdAt)],
    [t.lead.company, data.company],
    [t.lead.email, data.email],
    [t.lead.phone, data.phone ?? "–"],
    [t.lead.participants, data.participants],
    [
      t.lead.event,
      <ul key="events" className="space-y-1" data-testid="lead-events">
        {data.events.map((title, index) => (
          <li key={title}>
            {titleName(title, data, t.inbox.otherEvent)}
            {data.eventPaths[index] ? (
              <>
                {" · "}
                <a
                  className="text-spree underline"
                  href={data.eventPaths[index]}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t.lead.eventPage}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>,
    ],
    ...(data.estimate?.length
      ? [
          [
            t.lead.estimate,
            <ul key="estimate" className="space-y-1" data-testid="lead-estimate">
              {data.estimate.map((line) => (
                <li key={line.title}>
                  {titleName(line.title, data, t.inbox.otherEvent)}:{" "}
                  {estimateText(
                    line,
                    {
                      line: t.lead.estimateLine,
                      minimum: t.lead.estimateMinimum,
                      onRequest: t.lead.estimateOnRequest,
                    },
                    localeSettings[locale].intl,
                  )}
                </li>
              ))}
            </ul>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [t.lead.preferredDate, data.preferredDate ?? "–"],
    [t.lead.language, data.language],
    [t.lead.sourcePage, data.sourcePage],
    [t.lead.channel, data.channel],
    [t.lead.policy, data.privacyPolicyVersion],
  ];
  return (
    <div className="space-y-4">
      <Link className="text-spree underline" to="/leads">
        {t.lead.back}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold">{format(t.lead.title, { name: data.name })}</h1>
        <StateBadge state={data.state} />
        <a className="btn-primary" href={replyHref(data)} data-testid="reply">
          {t.lead.reply}
        </a>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <section className="card space-y-3 lg:col-span-2" aria-labelledby="lead-details">
          <h2 id="lead-details" className="text-lg font-semibold">
            {t.lead.details}
          </h2>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-ink-soft">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="font-semibold">{t.lead.message}</h3>
          <p className="whitespace-pre-wrap break-words rounded-lg bg-sand p-3">
            {data.message ?? "–"}
          </p>
          <p className="text-sm text-ink-soft">
            {format(t.lead.deleteAfter, { date: dateTime(data.deleteAfter) })}
          </p>
        </section>
        <div className="space-y-4">
          <section className="card space-y-3" aria-labelledby="lead-state-title">
            <h2 id="lead-state-title" className="text-lg font-semibold">
              {t.lead.changeState}
            </h2>
            <StateForm key={data.state} lead={data} />
          </section>
          <section className="card space-y-2" aria-labelledby="lead-mails">
            <h2 id="lead-mails" className="text-lg font-semibold">
              {t.lead.mails}
            </h2>
            <ul className="divide-y divide-ink/10">
              {data.mails.map((mail) => (
                <MailRow key={mail.id} lead={data} mail={mail} />
              ))}
            </ul>
          </section>
        </div>
        <section className="card space-y-3 lg:col-span-2" aria-labelledby="lead-notes">
          <h2 id="lead-notes" className="text-lg font-semibold">
            {t.lead.notes}
          </h2>
          {data.notes.length === 0 ? <p className="text-ink-soft">{t.lead.noNotes}</p> : null}
          <ul className="space-y-2" data-testid="notes">
            {data.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-sand p-3">
                <p className="whitespace-pre-wrap break-words">{note.body}</p>
                <p className="mt-1 text-sm text-ink-soft">
                  {format(t.lead.noteBy, { name: note.authorName, date: dateTime(note.createdAt) })}
                </p>
              </li>
            ))}
          </ul>
          <NoteForm lead={data} />
        </section>
        <section className="card space-y-2" aria-labelledby="lead-history">
          <h2 id="lead-history" className="text-lg font-semibold">
            {t.lead.history}
          </h2>
          {data.history.length === 0 ? <p className="text-ink-soft">{t.lead.noHistory}</p> : null}
          <ol className="space-y-2" data-testid="history">
            {data.history.map((change) => (
              <li key={change.id}>
                <p className="font-medium">
                  {format(t.lead.historyEntry, {
                    from: t.leadStates[change.from],
                    to: t.leadStates[change.to],
                  })}
                </p>
                <p className="text-sm text-ink-soft">
                  {format(t.lead.historyBy, {
                    name: change.actorName,
                    date: dateTime(change.changedAt),
                  })}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
