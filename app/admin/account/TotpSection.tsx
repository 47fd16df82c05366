/**
 * "Zweiter Faktor" on "Mein Konto": switching the TOTP second factor on (password, QR code,
 * a first code) or off, and the recovery codes made with it (RecoveryCodes.tsx).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { adminApi, meQuery, type Me } from "../api";
import { Field, Notice } from "../components/Field";
import { useI18n } from "../i18n";
import { RecoveryCodes } from "./RecoveryCodes";
import { Section } from "./Section";

interface Enabled {
  totpURI: string;
  backupCodes: string[];
  qrCode: string;
}

export function TotpSection({ me }: { me: Me }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<"idle" | "password" | "scan" | "done">("idle");
  const [enabled, setEnabled] = useState<Enabled | null>(null);
  const [error, setError] = useState<string | undefined>();
  const on = me.user.twoFactorEnabled;

  async function withPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password"));
    setError(undefined);
    try {
      if (on) {
        await adminApi.post("/auth/two-factor/disable", { password });
        await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
        setStage("idle");
      } else {
        setEnabled(await adminApi.post<Enabled>("/auth/two-factor/enable", { password }));
        setStage("scan");
      }
    } catch {
      setError(t.account.wrongPassword);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code")).trim();
    setError(undefined);
    try {
      await adminApi.post("/auth/two-factor/verify-totp", { code });
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      setStage("done");
    } catch {
      setError(t.signIn.invalidCode);
    }
  }

  const secret = enabled ? new URL(enabled.totpURI).searchParams.get("secret") : null;
  return (
    <Section title={t.account.totp}>
      {stage === "done" ? <Notice kind="success">{t.account.totpDone}</Notice> : null}
      {stage === "idle" || stage === "done" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p data-testid="totp-state">{on ? t.account.totpOn : t.account.totpOff}</p>
          {stage === "idle" ? (
            <button
              type="button"
              className={on ? "btn-danger" : "btn-primary"}
              onClick={() => setStage("password")}
            >
              {on ? t.account.totpDisable : t.account.totpStart}
            </button>
          ) : null}
        </div>
      ) : null}
      {stage === "password" ? (
        <form className="max-w-md space-y-4" onSubmit={withPassword} noValidate>
          <Field
            name="password"
            type="password"
            label={t.account.totpPasswordPrompt}
            autoComplete="current-password"
            required
            autoFocus
            error={error}
          />
          <button type="submit" className="btn-primary">
            {on ? t.account.totpDisable : t.account.totpStart}
          </button>
        </form>
      ) : null}
      {stage === "scan" && enabled ? (
        <div className="space-y-4">
          <p>{t.account.totpScan}</p>
          <img
            src={enabled.qrCode}
            alt={t.account.totpQrAlt}
            width={240}
            height={240}
            className="rounded border border-ink/10"
          />
          <p className="text-sm">
            {t.account.totpSecret}{" "}
            <code className="break-all rounded bg-sand px-1" data-testid="totp-secret">
              {secret}
            </code>
          </p>
          <form className="max-w-md space-y-4" onSubmit={confirm} noValidate>
            <Field
              name="code"
              label={t.signIn.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              error={error}
            />
            <button type="submit" className="btn-primary">
              {t.account.totpConfirm}
            </button>
          </form>
        </div>
      ) : null}
      {enabled && (stage === "scan" || stage === "done") ? (
        <RecoveryCodes codes={enabled.backupCodes} email={me.user.email} />
      ) : null}
    </Section>
  );
}
