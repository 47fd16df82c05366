/**
 * What the editor's last action did, read out as it changes: busy, done or failed; after
 * someone else's change (a conflict), a button to load the document as it is now.
 */
import { Notice } from "../components/Field";
import { useI18n } from "../i18n";
import type { Status } from "./use-document-editor";

export function DocumentStatus({
  status,
  onReload,
}: {
  status: Status;
  onReload(): Promise<void>;
}) {
  const { t } = useI18n();
  return (
    <>
      <div aria-live="polite">
        {status.kind === "busy" ? <p role="status">{status.text}</p> : null}
        {status.kind === "success" ? <Notice kind="success">{status.text}</Notice> : null}
        {status.kind === "error" ? <Notice kind="error">{status.text}</Notice> : null}
      </div>
      {status.kind === "conflict" ? (
        <div role="alert" className="card space-y-3 border-danger/40">
          <p className="font-medium text-danger">{t.content.conflict}</p>
          <button type="button" className="btn-outline" onClick={onReload}>
            {t.content.reload}
          </button>
        </div>
      ) : null}
    </>
  );
}
