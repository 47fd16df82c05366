/**
 * Passkeys on "Mein Konto": the list (each can be renamed: PasskeyRenameDialog.tsx, or
 * removed) and adding one with this device's authenticator.
 */
import { startRegistration } from "@simplewebauthn/browser";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminApi } from "../api";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { PasskeyRenameDialog } from "./PasskeyRenameDialog";
import { Section } from "./Section";

interface Passkey {
  id: string;
  name: string | null;
  createdAt: string;
}

export function PasskeySection() {
  const { t, dateTime } = useI18n();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const passkeys = useQuery({
    queryKey: ["passkeys"],
    queryFn: () => adminApi.get<Passkey[]>("/auth/passkey/list-user-passkeys"),
  });
  async function add() {
    setNotice(null);
    try {
      const options = await adminApi.get<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
        "/auth/passkey/generate-register-options",
      );
      const response = await startRegistration({ optionsJSON: options });
      await adminApi.post("/auth/passkey/verify-registration", {
        response,
        name: navigator.platform || "Passkey",
      });
      await queryClient.invalidateQueries({ queryKey: ["passkeys"] });
      setNotice({ kind: "success", text: t.account.passkeyAdded });
    } catch {
      setNotice({ kind: "error", text: t.account.passkeyFailed });
    }
  }
  async function remove(id: string) {
    await adminApi.post("/auth/passkey/delete-passkey", { id });
    await queryClient.invalidateQueries({ queryKey: ["passkeys"] });
  }
  const list = Array.isArray(passkeys.data) ? passkeys.data : [];
  return (
    <Section title={t.account.passkeys}>
      <p className="text-ink-soft">{t.account.passkeysIntro}</p>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {list.length === 0 ? <p>{t.account.passkeyNone}</p> : null}
      <ul className="divide-y divide-ink/10" data-testid="passkeys">
        {list.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center gap-3 py-2">
            <span className="mr-auto min-w-0 break-words">
              {passkey.name ?? t.account.passkeyUnnamed} ·{" "}
              {format(t.account.passkeyCreated, { date: dateTime(passkey.createdAt) })}
            </span>
            <PasskeyRenameDialog
              passkey={passkey}
              onRenamed={(name) =>
                setNotice({ kind: "success", text: format(t.account.passkeyRenamed, { name }) })
              }
            />
            <button
              type="button"
              className="btn-danger px-3 text-sm"
              onClick={() => remove(passkey.id)}
            >
              {t.account.passkeyRemove}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn-outline" onClick={add}>
        {t.account.passkeyAdd}
      </button>
    </Section>
  );
}
