/**
 * A document's history: each publish, restore and delete with who and when and the fields it
 * changed (before → after); an earlier version can be restored after a confirmation.
 */
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { format, useI18n } from "../i18n";
import { contentApi, type RevisionSummary } from "./content-api";
import { pathLabel } from "./form/labels";

const SHOWN_CHANGES = 12;

function shown(value: unknown, absent: string): string {
  if (value === null || value === undefined || value === "") return absent;
  const text = typeof value === "string" ? `„${value}“` : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function RevisionsPanel({
  kind,
  documentKey,
  baseRevision,
  onRestored,
  onFailed,
}: {
  kind: string;
  documentKey: string;
  baseRevision: number | null;
  onRestored(version: number): Promise<void>;
  onFailed(error: unknown): void;
}) {
  const { t } = useI18n();
  const revisions = useQuery({
    queryKey: ["content-revisions", kind, documentKey],
    queryFn: () => contentApi.revisions(kind, documentKey),
  });
  const list = revisions.data?.revisions ?? [];
  return (
    <section className="card space-y-4" aria-labelledby="revisions-title" data-testid="revisions">
      <div className="space-y-1">
        <h2 id="revisions-title" className="text-lg font-bold">
          {t.content.revisions}
        </h2>
        <p className="text-sm text-ink-soft">{t.content.revisionsIntro}</p>
      </div>
      {revisions.isPending ? <p role="status">{t.app.loading}</p> : null}
      {revisions.isSuccess && list.length === 0 ? <p>{t.content.noRevisions}</p> : null}
      <ol className="divide-y divide-ink/10">
        {list.map((revision, index) => (
          <RevisionItem
            key={revision.id}
            revision={revision}
            current={index === 0}
            onRestore={async () => {
              try {
                const result = await contentApi.restore(
                  kind,
                  documentKey,
                  revision.id,
                  baseRevision,
                );
                await onRestored(result.version);
              } catch (error) {
                onFailed(error);
              }
            }}
          />
        ))}
      </ol>
    </section>
  );
}

function RevisionItem({
  revision,
  current,
  onRestore,
}: {
  revision: RevisionSummary;
  current: boolean;
  onRestore(): Promise<void>;
}) {
  const { t, locale, dateTime } = useI18n();
  const action = t.content.actions[revision.action];
  const time = dateTime(revision.createdAt);
  const changes = revision.action === "seed" ? [] : revision.changes;
  return (
    <li className="space-y-2 py-3" data-testid="revision">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">
          {revision.authorName
            ? format(t.content.revisionBy, { action, email: revision.authorName })
            : format(t.content.revisionSystem, { action })}
        </span>
        <time dateTime={revision.createdAt} className="text-sm text-ink-soft">
          {time}
        </time>
        {current ? (
          <span className="rounded-full bg-spree-soft px-2 text-sm font-medium text-spree">
            {t.content.current}
          </span>
        ) : null}
      </div>
      {revision.action !== "seed" && changes.length === 0 ? (
        <p className="text-sm text-ink-soft">{t.content.noChanges}</p>
      ) : null}
      {changes.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {changes.slice(0, SHOWN_CHANGES).map((change) => (
            <li key={change.path} className="break-words">
              <span className="font-medium" title={change.path}>
                {pathLabel(t, locale, change.path)}
              </span>
              {": "}
              <del className="text-ink-soft">{shown(change.before, t.content.absent)}</del>
              {" → "}
              <ins className="no-underline">{shown(change.after, t.content.absent)}</ins>
            </li>
          ))}
          {changes.length > SHOWN_CHANGES ? (
            <li className="text-ink-soft">
              {format(t.content.moreChanges, { count: changes.length - SHOWN_CHANGES })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {!current && revision.action !== "delete" ? (
        <RestoreDialog time={time} onConfirm={onRestore} />
      ) : null}
    </li>
  );
}

function RestoreDialog({ time, onConfirm }: { time: string; onConfirm(): Promise<void> }) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      trigger={t.content.restore}
      triggerClassName="btn-outline text-sm"
      title={format(t.content.restoreTitle, { time })}
      description={t.content.restoreIntro}
      confirm={t.content.restoreConfirm}
      confirmClassName="btn-primary"
      cancel={t.content.cancel}
      onConfirm={onConfirm}
    />
  );
}
