/**
 * The document's actions in one bar that stays in view: publish (off while nothing differs
 * from the site), save the draft, the previews, planned publishing (SchedulePanel.tsx),
 * discarding the draft and deleting, both after a question; and whether what is typed is
 * saved ("Gespeichert um 10:42").
 */
import { locales } from "../../i18n/locales";
import { localizePath } from "../../i18n/paths";
import { contentKinds, type DocumentKind } from "../../content/kinds";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { format, useI18n } from "../i18n";
import { SchedulePanel } from "./SchedulePanel";
import type { SaveState } from "./use-autosave";

interface ActionBarProps {
  kind: DocumentKind;
  documentKey: string;
  data: unknown;
  title: string;
  deleted: boolean;
  hasDraft: boolean;
  canDelete: boolean;
  busy: boolean;
  /** Nothing differs from the published version. */
  unchanged: boolean;
  save: { state: SaveState; dirty: boolean };
  onPublish(): Promise<void>;
  onSave(): Promise<void>;
  onDiscard(): Promise<void>;
  onDelete(): Promise<void>;
  /** Saves what is typed before a preview opens; false when that failed. */
  onBeforePreview(): Promise<boolean>;
}

function SaveStateText({ state, dirty }: { state: SaveState; dirty: boolean }) {
  const { t, locale } = useI18n();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "Europe/Berlin" }).format(
      new Date(iso),
    );
  let text = "";
  if (state.kind === "saving") text = t.contentEditor.saving;
  else if (state.kind === "failed") text = t.contentEditor.saveFailed;
  else if (dirty) text = t.contentEditor.unsaved;
  else if (state.kind === "saved") text = format(t.contentEditor.savedAt, { time: time(state.at) });
  return (
    <span
      className={`text-sm font-medium ${dirty || state.kind === "failed" ? "text-accent-strong" : "text-ink-soft"}`}
      data-testid="save-state"
    >
      {text}
    </span>
  );
}

export function ActionBar(props: ActionBarProps) {
  const { t, locale } = useI18n();
  const kind = contentKinds[props.kind];
  const off = props.busy || props.deleted;
  const previews = locales.flatMap((l) => {
    const path = kind.pagePath(props.documentKey, props.data);
    return path ? [{ locale: l, path: localizePath(path, l) }] : [];
  });
  const preview = async (path: string) => {
    // Opened at once (a popup blocker allows it only during the click), pointed at the page
    // once the draft is saved.
    const tab = window.open("about:blank", "_blank");
    if (!(await props.onBeforePreview())) {
      tab?.close();
      return;
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = `${path}?preview`;
    }
  };
  return (
    <div
      className="sticky top-0 z-10 -mx-4 space-y-2 border-b border-ink/10 bg-sand/95 px-4 py-2 backdrop-blur"
      role="toolbar"
      aria-label={t.content.title}
    >
      <div className="flex flex-wrap items-center gap-2 max-sm:gap-1.5 max-sm:[&_button]:px-2.5 max-sm:[&_button]:text-sm">
        <button
          type="button"
          className="btn-primary"
          disabled={off || props.unchanged}
          aria-describedby={props.unchanged ? "publish-unchanged" : undefined}
          onClick={props.onPublish}
        >
          {t.content.publish}
        </button>
        <button type="button" className="btn-outline" disabled={off} onClick={props.onSave}>
          {t.content.saveDraft}
        </button>
        {previews.map(({ locale: l, path }) => (
          <button
            key={l}
            type="button"
            className="btn-outline"
            disabled={off}
            title={t.content.previewHint}
            onClick={() => preview(path)}
          >
            {format(t.content.preview, { language: l.toUpperCase() })}
          </button>
        ))}
        {props.hasDraft ? (
          <ConfirmDialog
            trigger={t.content.discardDraft}
            triggerClassName="btn-outline"
            title={t.contentEditor.discardTitle}
            description={t.contentEditor.discardText}
            confirm={t.contentEditor.discardConfirm}
            confirmClassName="btn-danger"
            cancel={t.content.cancel}
            onConfirm={props.onDiscard}
          />
        ) : null}
        {props.canDelete ? (
          <ConfirmDialog
            trigger={t.content.deleteDocument}
            triggerClassName="btn-danger"
            title={format(t.content.deleteTitle, { title: props.title })}
            description={t.content.deleteIntro}
            confirm={t.content.deleteConfirm}
            confirmClassName="btn-danger"
            cancel={t.content.cancel}
            onConfirm={props.onDelete}
          />
        ) : null}
        <SaveStateText state={props.save.state} dirty={props.save.dirty} />
      </div>
      {props.unchanged && !props.deleted ? (
        <p id="publish-unchanged" className="text-sm text-ink-soft">
          {t.contentEditor.nothingToPublish}
        </p>
      ) : null}
      {!props.deleted ? (
        <details className="text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-spree underline">
            {t.contentEditor.schedule}
          </summary>
          <SchedulePanel kind={props.kind} id={props.documentKey} language={locale} />
        </details>
      ) : null}
    </div>
  );
}
