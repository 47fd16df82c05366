/**
 * Asking before acting: a Radix dialog with a title, what will happen, the action and
 * Cancel; the action closes the dialog, then runs. ConfirmDialog is a button that asks;
 * ConfirmQuestion asks when its owner opens it, over another dialog (e.g. before one with
 * unsaved text closes): it starts on the answer that loses nothing and gives the focus back
 * to where it was when that is the answer.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type RefObject } from "react";

type Question = {
  title: string;
  description: string;
  confirm: string;
  confirmClassName: string;
  cancel: string;
};

function QuestionContent({
  title,
  description,
  confirm,
  confirmClassName,
  cancel,
  onConfirm,
  onOpenAutoFocus,
  onCloseAutoFocus,
  cancelRef,
  overDialog = false,
}: Question & {
  onConfirm(): void;
  onOpenAutoFocus?(event: Event): void;
  onCloseAutoFocus?(event: Event): void;
  cancelRef?: RefObject<HTMLButtonElement | null>;
  /** Above another dialog: its overlay dims that dialog too. */
  overDialog?: boolean;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={`fixed inset-0 bg-ink/40 ${overDialog ? "z-60" : "z-40"}`} />
      <Dialog.Content
        className={`card fixed left-1/2 top-1/2 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3 ${overDialog ? "z-70" : "z-50"}`}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Title className="text-lg font-semibold break-words">{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={confirmClassName} onClick={onConfirm}>
            {confirm}
          </button>
          <Dialog.Close ref={cancelRef} className="btn-outline">
            {cancel}
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function ConfirmDialog({
  trigger,
  triggerClassName,
  onConfirm,
  ...question
}: Question & {
  trigger: string;
  triggerClassName: string;
  onConfirm(): Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <QuestionContent
        {...question}
        onConfirm={async () => {
          setOpen(false);
          await onConfirm();
        }}
      />
    </Dialog.Root>
  );
}

export function ConfirmQuestion({
  open,
  onOpenChange,
  onConfirm,
  ...question
}: Question & {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  // Without a trigger Radix would leave the focus nowhere: it goes back to the element that
  // had it when the question opened (if that is still there after the answer).
  const before = useRef<HTMLElement | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <QuestionContent
        {...question}
        cancelRef={cancelRef}
        overDialog
        onConfirm={() => {
          onOpenChange(false);
          onConfirm();
        }}
        onOpenAutoFocus={(event) => {
          before.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (before.current?.isConnected) before.current.focus();
          before.current = null;
        }}
      />
    </Dialog.Root>
  );
}
