/**
 * A button that asks before it acts: a Radix dialog with a title, what will happen, the
 * action and Cancel. The action closes the dialog, then runs.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";

export function ConfirmDialog({
  trigger,
  triggerClassName,
  title,
  description,
  confirm,
  confirmClassName,
  cancel,
  onConfirm,
}: {
  trigger: string;
  triggerClassName: string;
  title: string;
  description: string;
  confirm: string;
  confirmClassName: string;
  cancel: string;
  onConfirm(): Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3">
          <Dialog.Title className="text-lg font-semibold break-words">{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={confirmClassName}
              onClick={async () => {
                setOpen(false);
                await onConfirm();
              }}
            >
              {confirm}
            </button>
            <Dialog.Close className="btn-outline">{cancel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
