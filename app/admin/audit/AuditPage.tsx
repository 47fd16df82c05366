/** Owners: the audit log, newest first, read-only, 50 entries a page ("older entries"). */
import { useInfiniteQuery } from "@tanstack/react-query";
import { adminApi } from "../api";
import { useI18n } from "../i18n";

interface AuditEntry {
  id: number;
  at: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  target: string | null;
  detail: Record<string, unknown> | null;
}

export function AuditPage() {
  const { t, dateTime } = useI18n();
  const log = useInfiniteQuery({
    queryKey: ["audit"],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      adminApi.get<{ entries: AuditEntry[]; next: number | null }>(
        `/audit${pageParam ? `?before=${pageParam}` : ""}`,
      ),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.audit.title}</h1>
      <p className="text-ink-soft">{t.audit.intro}</p>
      {log.isPending ? <p role="status">{t.app.loading}</p> : null}
      {log.data && entries.length === 0 ? <p>{t.audit.empty}</p> : null}
      {entries.length > 0 ? (
        <div
          className="card overflow-x-auto p-0 sm:p-0"
          role="region"
          aria-label={t.audit.title}
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-sand-deep">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.audit.when}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.audit.who}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.audit.what}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.audit.details}
                </th>
              </tr>
            </thead>
            <tbody data-testid="audit-entries">
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-ink/10 align-top">
                  <td className="whitespace-nowrap px-3 py-2">{dateTime(entry.at)}</td>
                  <td className="px-3 py-2">
                    {entry.actorName ?? entry.actorId ?? t.audit.commandLine}
                  </td>
                  <td className="px-3 py-2">
                    {t.audit.actions[entry.action as keyof typeof t.audit.actions] ?? entry.action}
                  </td>
                  <td className="break-all px-3 py-2 font-mono text-xs">
                    {entry.detail ? JSON.stringify(entry.detail) : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
