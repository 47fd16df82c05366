/**
 * Owners: the audit log as sentences in the user's language ("Jana Krüger hat das Event
 * „Teamkochen“ veröffentlicht."), each with its time and a link to its item, newest first,
 * 50 a page ("Ältere Einträge"); filtered on the server by person, kind and date range. A
 * list, not a table, so it reads at 390 px without scrolling sideways.
 */
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import type { AuditPage as AuditAnswer } from "../../../server/admin/audit.ts";
import { AUDIT_ACTIONS, AUDIT_KINDS, auditItemPath } from "../../shared/audit-actions";
import { AdminApiError, adminApi } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";

type Entry = AuditAnswer["entries"][number];
interface Filters {
  actor: string;
  kind: string;
  from: string;
  to: string;
}
const none: Filters = { actor: "", kind: "", from: "", to: "" };

function query(filters: Filters, before?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (before) params.set("before", String(before));
  const text = params.toString();
  return text ? `?${text}` : "";
}

function useSentence() {
  const { t, locale } = useI18n();
  return (entry: Entry) => {
    const words = t.auditLog;
    const template =
      (words.sentences as Record<string, string>)[entry.action] ?? words.unknownSentence;
    const documentKind = entry.target?.split("/")[0] ?? "";
    return format(template, {
      actor: entry.actorName ?? words.someone,
      subject: entry.subject?.[locale] ?? entry.target?.split("/").at(-1) ?? "",
      kind: (words.contentKinds as Record<string, string>)[documentKind] ?? documentKind,
      action: entry.action,
    });
  };
}

function FilterForm({ value, onApply }: { value: Filters; onApply(filters: Filters): void }) {
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const people = useQuery({
    queryKey: ["audit-people"],
    queryFn: () => adminApi.get<{ people: Array<{ id: string; name: string }> }>("/audit/people"),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const control = (name: keyof Filters, label: string, input: ReactNode) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block font-medium">
        {label}
      </label>
      {input}
    </div>
  );
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  return (
    <form className="card space-y-3" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t.auditLog.filters}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {control(
          "actor",
          t.auditLog.person,
          <select id={`${id}-actor`} className="input" value={draft.actor} onChange={set("actor")}>
            <option value="">{t.auditLog.everyone}</option>
            {people.data?.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>,
        )}
        {control(
          "kind",
          t.auditLog.kind,
          <select id={`${id}-kind`} className="input" value={draft.kind} onChange={set("kind")}>
            <option value="">{t.auditLog.everything}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.auditLog.kinds[kind]}
              </option>
            ))}
          </select>,
        )}
        {control(
          "from",
          t.auditLog.from,
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={draft.from}
            onChange={set("from")}
          />,
        )}
        {control(
          "to",
          t.auditLog.to,
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={draft.to}
            min={draft.from || undefined}
            onChange={set("to")}
          />,
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {t.auditLog.apply}
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            setDraft(none);
            onApply(none);
          }}
        >
          {t.auditLog.reset}
        </button>
      </div>
    </form>
  );
}

export function AuditPage() {
  const { t, dateTime } = useI18n();
  const sentence = useSentence();
  const [filters, setFilters] = useState<Filters>(none);
  const log = useInfiniteQuery({
    queryKey: ["audit", filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => adminApi.get<AuditAnswer>(`/audit${query(filters, pageParam)}`),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const refused = log.error instanceof AdminApiError ? log.error.field : undefined;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.audit.title}</h1>
      <p className="text-ink-soft">{t.audit.intro}</p>
      <FilterForm value={filters} onApply={setFilters} />
      {refused === "to" || refused === "from" ? (
        <Notice kind="error">{t.auditLog.errors[refused]}</Notice>
      ) : log.isError ? (
        <Notice kind="error">{t.app.error}</Notice>
      ) : null}
      {log.isPending ? <p role="status">{t.app.loading}</p> : null}
      {log.data && entries.length === 0 ? <p role="status">{t.audit.empty}</p> : null}
      {entries.length > 0 ? (
        <ol className="card divide-y divide-ink/10 p-0 sm:p-0" data-testid="audit-entries">
          {entries.map((entry) => {
            const path = auditItemPath(entry.action, entry.target);
            const kind = (AUDIT_ACTIONS as Record<string, string>)[entry.action];
            return (
              <li key={entry.id} className="flex flex-col gap-1 px-4 py-3">
                <p className="break-words">{sentence(entry)}</p>
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-ink-soft">
                  <time dateTime={entry.at}>{dateTime(entry.at)}</time>
                  {kind ? (
                    <span>{t.auditLog.kinds[kind as keyof typeof t.auditLog.kinds]}</span>
                  ) : null}
                  {path ? (
                    <Link
                      to={path}
                      className="inline-flex min-h-11 items-center font-medium text-spree underline"
                    >
                      {t.auditLog.open}
                      <span className="sr-only">: {sentence(entry)}</span>
                    </Link>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
      {log.hasNextPage ? (
        <button
          type="button"
          className="btn-outline"
          onClick={() => log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
        >
          {t.audit.older}
        </button>
      ) : null}
    </div>
  );
}
