/**
 * The reply composer: a dialog that writes a reply to a lead in the lead's language from a
 * template and sends it through the outbox.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useI18n } from "../i18n";
import type { LeadDetail } from "./leads-api";

export function ReplyComposer({
  lead,
  open,
  onOpenChange,
}: {
  lead: LeadDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3">
          <Dialog.Title className="text-lg font-semibold break-words">
            {t.replyComposer.title}: {lead.name}
          </Dialog.Title>
          <Dialog.Description>{lead.email}</Dialog.Description>
          <Dialog.Close className="btn-outline">{t.replyComposer.close}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
