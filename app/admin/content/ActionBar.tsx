/**
 * The document's actions in one bar that stays in view (one row on a wide screen, two on a
 * phone): publish (off while nothing differs from the site), save the draft, "Mehr" with the
 * previews, planned publishing, discarding and deleting (MoreMenu.tsx); and whether what is
 * typed is saved ("Gespeichert um 10:42").
 */
import type { KeyboardEvent } from "react";
import { locales } from "../../i18n/locales";
import { localizePath } from "../../i18n/paths";
import { contentKinds, type DocumentKind } from "../../content/kinds";
import { format, useI18n } from "../i18n";
import { MoreMenu } from "./MoreMenu";
import type { SaveState } from "./use-autosave";

/**
 * The keys of a toolbar (WAI-ARIA): arrow left and right move between its buttons that can be
 * pressed, wrapping round; Home and End go to the first and the last. Tab still visits each.
 */
function moveWithArrows(event: KeyboardEvent<HTMLDivElement>) {
  if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"),
  ];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  event.preventDefault();
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? buttons.length - 1
        : (at + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]!.focus();
}

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
  const { t } = useI18n();
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
      className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-ink/10 bg-sand/95 px-4 py-2 backdrop-blur max-sm:gap-x-1.5 max-sm:[&>button]:px-3 max-sm:[&>button]:text-sm"
      role="toolbar"
      aria-label={t.content.title}
      onKeyDown={moveWithArrows}
    >
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
      <MoreMenu
        kind={props.kind}
        documentKey={props.documentKey}
        title={props.title}
        off={off}
        deleted={props.deleted}
        hasDraft={props.hasDraft}
        canDelete={props.canDelete}
        previews={previews}
        onPreview={(path) => void preview(path)}
        onDiscard={props.onDiscard}
        onDelete={props.onDelete}
      />
      {/* Beside "Mehr" on a phone (the bar's second row), after it on a wide screen. */}
      <span className="flex min-w-0 grow basis-48 flex-wrap items-center gap-x-3">
        <SaveStateText state={props.save.state} dirty={props.save.dirty} />
        {props.unchanged && !props.deleted ? (
          <span id="publish-unchanged" className="text-sm text-ink-soft">
            {t.contentEditor.nothingToPublish}
          </span>
        ) : null}
      </span>
    </div>
  );
}
