/**
 * Sign-in: e-mail and password (then the TOTP code or a recovery code when the account has
 * a second factor), or a passkey. The same message for an unknown address and a wrong
 * password; after too many failures, how long to wait.
 */
import { startAuthentication } from "@simplewebauthn/browser";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { adminApi, AdminApiError } from "../api";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { AuthFrame } from "./AuthFrame";

/** A path inside the back office to go to after signing in (never another site). */
function safeNext(value: string | null): string {
  return value && /^\/(?!\/)/.test(value) ? value : "/";
}

export function SignInPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [step, setStep] = useState<"password" | "totp" | "recovery">("password");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function done() {
    await queryClient.invalidateQueries();
    await navigate(safeNext(params.get("next")));
  }

  function explain(caught: unknown, fallback: string) {
    if (caught instanceof AdminApiError && caught.code === "throttled") {
      return format(t.signIn.throttled, { seconds: Number(caught.body.retryAfterSeconds ?? 60) });
    }
    if (caught instanceof AdminApiError && caught.status === 0) return t.app.offline;
    return fallback;
  }

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await adminApi.post<{ twoFactorRedirect?: boolean }>("/auth/sign-in/email", {
        email: String(form.get("email")),
        password: String(form.get("password")),
        rememberMe: true,
      });
      if (answer.twoFactorRedirect) setStep("totp");
      else await done();
    } catch (caught) {
      setError(explain(caught, t.signIn.invalid));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code")).trim();
    setBusy(true);
    setError(null);
    try {
      await adminApi.post(
        step === "totp" ? "/auth/two-factor/verify-totp" : "/auth/two-factor/verify-backup-code",
        {
          code,
        },
      );
      await done();
    } catch (caught) {
      setError(explain(caught, t.signIn.invalidCode));
    } finally {
      setBusy(false);
    }
  }

  async function passkey() {
    setBusy(true);
    setError(null);
    try {
      const options = await adminApi.get<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
        "/auth/passkey/generate-authenticate-options",
      );
      const response = await startAuthentication({ optionsJSON: options });
      await adminApi.post("/auth/passkey/verify-authentication", { response });
      await done();
    } catch (caught) {
      setError(explain(caught, t.signIn.passkeyFailed));
    } finally {
      setBusy(false);
    }
  }

  if (step !== "password") {
    return (
      <AuthFrame
        title={t.signIn.secondFactorTitle}
        intro={step === "totp" ? t.signIn.secondFactorIntro : undefined}
      >
        <form className="space-y-4" onSubmit={submitCode} noValidate>
          <Field
            key={step}
            name="code"
            label={step === "totp" ? t.signIn.code : t.signIn.recoveryCode}
            autoComplete="one-time-code"
            inputMode={step === "totp" ? "numeric" : "text"}
            // Recovery codes are capitals and digits (server/accounts/recovery-codes.ts).
            autoCapitalize={step === "totp" ? undefined : "characters"}
            spellCheck={false}
            required
            autoFocus
            error={error ?? undefined}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {t.signIn.verify}
          </button>
        </form>
        <button
          type="button"
          className="min-h-11 text-spree underline"
          onClick={() => {
            setError(null);
            setStep(step === "totp" ? "recovery" : "totp");
          }}
        >
          {step === "totp" ? t.signIn.useRecoveryCode : t.signIn.useTotp}
        </button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t.signIn.title} intro={t.signIn.intro}>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <form className="space-y-4" onSubmit={submitPassword}>
        <Field
          name="email"
          type="email"
          label={t.signIn.email}
          autoComplete="username webauthn"
          required
        />
        <Field
          name="password"
          type="password"
          label={t.signIn.password}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {t.signIn.submit}
        </button>
      </form>
      <p className="text-center text-sm text-ink-soft">{t.signIn.or}</p>
      <button type="button" className="btn-outline w-full" onClick={passkey} disabled={busy}>
        {t.signIn.withPasskey}
      </button>
    </AuthFrame>
  );
}
