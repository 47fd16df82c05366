/**
 * The document's secondary actions behind "Mehr" (a Radix DropdownMenu: arrow keys, Escape,
 * focus back on the button): the previews per language, planned publishing (SchedulePanel.tsx
 * in a dialog), discarding the draft and deleting, both after a question. Every dialog opened
 * from the menu gives the focus back to "Mehr" when it closes.
 */
import * as Dialog from "@radix-ui/react-dialog";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { format, useI18n } from "../i18n";
import { SchedulePanel } from "./SchedulePanel";

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 font-medium outline-none select-none data-[highlighted]:bg-sand data-[highlighted]:outline-2 data-[highlighted]:outline-accent data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50";

type Open = null | "schedule" | "discard" | "delete";

interface MoreMenuProps {
  kind: string;
  documentKey: string;
  title: string;
  /** Actions that change the document are off (busy or deleted). */
  off: boolean;
  deleted: boolean;
  hasDraft: boolean;
  canDelete: boolean;
  previews: { locale: string; path: string }[];
  onPreview(path: string): void;
  onDiscard(): Promise<void>;
  onDelete(): Promise<void>;
}

/** A dialog without a trigger of its own: it returns the focus to `back` when it closes. */
function MenuDialog({
  open,
  onClose,
  back,
  title,
  description,
  bare = false,
  children,
}: {
  open: boolean;
  onClose(): void;
  back: RefObject<HTMLButtonElement | null>;
  title: string;
  description?: string;
  /** The content is a card of its own (it names itself): no card around it, title unseen. */
  bare?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          className={`${bare ? "" : "card "}fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-y-auto`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            back.current?.focus();
          }}
        >
          <Dialog.Title className={bare ? "sr-only" : "text-lg font-semibold break-words"}>
            {title}
          </Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function MoreMenu(props: MoreMenuProps) {
  const { t, locale } = useI18n();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const confirm = (action: () => Promise<void>) => async () => {
    setOpen(null);
    await action();
  };
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger ref={trigger} className="btn-outline">
          {t.nav.more}
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </DropdownMenu.Trigger>
        {/* Inside the page's main landmark (axe: all content in landmarks). */}
        <DropdownMenu.Portal
          container={typeof document === "undefined" ? null : document.querySelector("main")}
        >
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-40 min-w-56 rounded-xl border border-ink/10 bg-white p-1.5 text-ink shadow-lg"
          >
            {props.previews.map(({ locale: l, path }) => (
              <DropdownMenu.Item
                key={l}
                className={itemClass}
                disabled={props.off}
                title={t.content.previewHint}
                onSelect={() => props.onPreview(path)}
              >
                {format(t.content.preview, { language: l.toUpperCase() })}
              </DropdownMenu.Item>
            ))}
            {!props.deleted ? (
              <DropdownMenu.Item className={itemClass} onSelect={() => setOpen("schedule")}>
                {t.contentEditor.schedule}
              </DropdownMenu.Item>
            ) : null}
            {props.hasDraft || props.canDelete ? (
              <DropdownMenu.Separator className="my-1 h-px bg-ink/10" />
            ) : null}
            {props.hasDraft ? (
              <DropdownMenu.Item
                className={itemClass}
                disabled={props.off}
                onSelect={() => setOpen("discard")}
              >
                {t.content.discardDraft}
              </DropdownMenu.Item>
            ) : null}
            {props.canDelete ? (
              <DropdownMenu.Item
                className={`${itemClass} text-danger`}
                disabled={props.off}
                onSelect={() => setOpen("delete")}
              >
                {t.content.deleteDocument}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <MenuDialog
        open={open === "schedule"}
        onClose={close}
        back={trigger}
        title={t.contentEditor.schedule}
        bare
      >
        <SchedulePanel kind={props.kind} id={props.documentKey} language={locale} />
        <div className="flex justify-end">
          <Dialog.Close className="btn-outline">{t.contentEditor.close}</Dialog.Close>
        </div>
      </MenuDialog>
      <MenuDialog
        open={open === "discard"}
        onClose={close}
        back={trigger}
        title={t.contentEditor.discardTitle}
        description={t.contentEditor.discardText}
      >
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-danger" onClick={confirm(props.onDiscard)}>
            {t.contentEditor.discardConfirm}
          </button>
          <Dialog.Close className="btn-outline">{t.content.cancel}</Dialog.Close>
        </div>
      </MenuDialog>
      <MenuDialog
        open={open === "delete"}
        onClose={close}
        back={trigger}
        title={format(t.content.deleteTitle, { title: props.title })}
        description={t.content.deleteIntro}
      >
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-danger" onClick={confirm(props.onDelete)}>
            {t.content.deleteConfirm}
          </button>
          <Dialog.Close className="btn-outline">{t.content.cancel}</Dialog.Close>
        </div>
      </MenuDialog>
    </>
  );
}
