/**
 * Renaming one's passkey: a dialog with its name (1 to 60 characters, app/shared/passkey-name.ts,
 * checked here and again by the server); a problem shows next to the field in the person's
 * language, and the dialog closes once the server has the new name.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { passkeyNameProblem, type PasskeyNameProblem } from "../../shared/passkey-name";
import { adminApi, AdminApiError } from "../api";
import { Field, Notice } from "../components/Field";
import { useI18n } from "../i18n";

export function PasskeyRenameDialog({
  passkey,
  onRenamed,
}: {
  passkey: { id: string; name: string | null };
  onRenamed(name: string): void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<PasskeyNameProblem | null>(null);
  const rename = useMutation({
    mutationFn: (name: string) =>
      adminApi.post("/auth/passkey/update-passkey", { id: passkey.id, name }),
    onSuccess: async (_answer, name) => {
      await queryClient.invalidateQueries({ queryKey: ["passkeys"] });
      setOpen(false);
      onRenamed(name);
    },
    onError: (error, name) => {
      if (error instanceof AdminApiError && error.field === "name") {
        setProblem(passkeyNameProblem(name) ?? "too_long");
      }
    },
  });
  const fieldError =
    problem === "missing"
      ? t.account.passkeyNameMissing
      : problem === "too_long"
        ? t.account.passkeyNameTooLong
        : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name")).trim();
    const found = passkeyNameProblem(name);
    setProblem(found);
    if (!found) rename.mutate(name);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
        rename.reset();
      }}
    >
      <Dialog.Trigger className="btn-outline px-3 text-sm">
        {t.account.passkeyRename}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4">
          <Dialog.Title className="text-lg font-semibold">
            {t.account.passkeyRenameTitle}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{t.account.passkeyNameHint}</Dialog.Description>
          {rename.isError && !fieldError ? <Notice kind="error">{t.app.error}</Notice> : null}
          <form className="space-y-4" onSubmit={submit} noValidate>
            <Field
              name="name"
              label={t.account.passkeyName}
              hint={t.account.passkeyNameHint}
              defaultValue={passkey.name ?? ""}
              autoComplete="off"
              required
              error={fieldError}
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={rename.isPending}>
                {t.account.passkeyRenameSave}
              </button>
              <Dialog.Close className="btn-outline">{t.account.cancel}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
