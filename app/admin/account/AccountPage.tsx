/**
 * One's own account: profile, notifications (the morning mail, new leads in turn), password,
 * the TOTP second factor (QR code, recovery codes), passkeys and the list of signed-in
 * devices with "sign out everywhere"; the calendar subscription (bookings/CalendarFeedSection).
 */
import { startRegistration } from "@simplewebauthn/browser";
import * as Switch from "@radix-ui/react-switch";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { adminApi, AdminApiError, meQuery, type Me, type Preferences } from "../api";
import { passwordMessage } from "../auth/password-message";
import { CalendarFeedSection } from "../bookings/CalendarFeedSection";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card space-y-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

type Choice = "dailyMail" | "takesNewLeads";

/**
 * One of one's own on/off preferences as a switch, saved at once: "Gespeichert." beside it
 * when the server has it, or the error in its place (the switch shows the stored value again).
 */
function PreferenceSwitch({
  choice,
  stored,
  label,
  hint,
}: {
  choice: Choice;
  stored: Preferences | undefined;
  label: string;
  hint: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  // What was just chosen shows at once; the server's answer (or, failing, the stored value) replaces it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (value: boolean) =>
      adminApi.put<Preferences>("/account/preferences", { [choice]: value }),
    onSuccess: (preferences) => queryClient.setQueryData(["preferences"], preferences),
    onSettled: () => setChosen(null),
  });
  const checked = chosen ?? stored?.[choice] ?? false;
  const error =
    save.error instanceof AdminApiError && save.error.code === "offline"
      ? t.app.offline
      : save.error
        ? t.notifications.failed
        : null;
  return (
    <div className="space-y-1">
      <div className="flex items-start justify-between gap-4">
        <label htmlFor={id} className="pt-1 font-medium">
          {label}
        </label>
        <div className="flex shrink-0 items-center gap-2">
          <span aria-hidden="true" className="w-8 text-right text-sm font-medium">
            {checked ? t.notifications.on : t.notifications.off}
          </span>
          <Switch.Root
            id={id}
            data-testid={`preference-${choice}`}
            checked={checked}
            disabled={!stored}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            onCheckedChange={(value) => {
              setChosen(value);
              save.mutate(value);
            }}
            className="relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-ink-soft bg-ink-soft transition-colors disabled:opacity-60 data-[state=checked]:border-spree data-[state=checked]:bg-spree"
          >
            <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.625rem]" />
          </Switch.Root>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {hint}
      </p>
      <p role="status" className="min-h-6 text-sm font-medium text-spree">
        {save.isSuccess ? t.notifications.saved : ""}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NotificationsSection({ me }: { me: Me }) {
  const { t } = useI18n();
  const preferences = useQuery({
    queryKey: ["preferences"],
    queryFn: () => adminApi.get<Preferences>("/account/preferences"),
    initialData: me.preferences,
  });
  const assignment =
    me.settings.leadAssignment === "round_robin"
      ? t.notifications.assignmentRoundRobin
      : t.notifications.assignmentManual;
  return (
    <Section title={t.notifications.title}>
      <PreferenceSwitch
        choice="dailyMail"
        stored={preferences.data}
        label={t.notifications.dailyMail}
        hint={t.notifications.dailyMailHint}
      />
      <PreferenceSwitch
        choice="takesNewLeads"
        stored={preferences.data}
        label={t.notifications.takesNewLeads}
        hint={`${t.notifications.takesNewLeadsHint} ${assignment}`}
      />
    </Section>
  );
}

function PasswordSection() {
  const { t } = useI18n();
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      adminApi.post("/auth/change-password", { ...body, revokeOtherSessions: true }),
  });
  const error = change.error;
  const currentError =
    error instanceof AdminApiError && error.code === "invalid_password"
      ? t.account.wrongPassword
      : undefined;
  const newError = passwordMessage(t, error);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change.mutate(
      {
        currentPassword: String(form.get("currentPassword")),
        newPassword: String(form.get("newPassword")),
      },
      { onSuccess: () => (event.target as HTMLFormElement).reset() },
    );
  }
  return (
    <Section title={t.account.changePassword}>
      {change.isSuccess ? <Notice kind="success">{t.account.passwordChanged}</Notice> : null}
      {error && !currentError && !newError ? <Notice kind="error">{t.app.error}</Notice> : null}
      <form className="max-w-md space-y-4" onSubmit={submit} noValidate>
        <Field
          name="currentPassword"
          type="password"
          label={t.account.currentPassword}
          autoComplete="current-password"
          required
          error={currentError}
        />
        <Field
          name="newPassword"
          type="password"
          label={t.account.newPassword}
          hint={t.invitation.passwordHint}
          autoComplete="new-password"
          required
          error={newError}
        />
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {t.account.savePassword}
        </button>
      </form>
    </Section>
  );
}

interface Enabled {
  totpURI: string;
  backupCodes: string[];
  qrCode: string;
}

function TotpSection({ me }: { me: Me }) {
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
        <div className="space-y-2">
          <h3 className="font-semibold">{t.account.recoveryCodes}</h3>
          <p className="text-sm text-ink-soft">{t.account.recoveryCodesIntro}</p>
          <ul
            className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
            data-testid="recovery-codes"
          >
            {enabled.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

interface Passkey {
  id: string;
  name: string | null;
  createdAt: string;
}

function PasskeySection() {
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
            <span className="mr-auto">
              {passkey.name ?? "Passkey"} ·{" "}
              {format(t.account.passkeyCreated, { date: dateTime(passkey.createdAt) })}
            </span>
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

interface SessionRow {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  ipAddress: string | null;
  current: boolean;
}

function SessionsSection() {
  const { t, dateTime } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery({
    queryKey: ["sessions"],
    queryFn: () => adminApi.get<{ sessions: SessionRow[] }>("/account/sessions"),
  });
  async function end(id: string) {
    await adminApi.delete(`/account/sessions/${encodeURIComponent(id)}`);
    await queryClient.invalidateQueries({ queryKey: ["sessions"] });
  }
  async function everywhere() {
    await adminApi.post("/account/sign-out-everywhere");
    queryClient.clear();
    await navigate("/sign-in");
  }
  return (
    <Section title={t.account.sessions}>
      <ul className="divide-y divide-ink/10" data-testid="sessions">
        {(sessions.data?.sessions ?? []).map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 py-2">
            <div className="mr-auto min-w-0">
              {session.current ? (
                <p className="font-semibold text-spree">{t.account.sessionCurrent}</p>
              ) : null}
              <p className="truncate font-medium">{session.userAgent ?? "?"}</p>
              <p className="text-sm text-ink-soft">
                {format(t.account.sessionSince, {
                  date: dateTime(session.createdAt),
                  last: dateTime(session.lastActiveAt),
                })}
                {session.ipAddress ? ` · ${session.ipAddress}` : ""}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="btn-outline px-3 text-sm"
                onClick={() => end(session.id)}
              >
                {t.account.sessionEnd}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-danger" onClick={everywhere}>
        {t.account.signOutEverywhere}
      </button>
    </Section>
  );
}

export function AccountPage() {
  const { t } = useI18n();
  const initial = useRouteLoaderData("layout") as Me;
  const me = useQuery({ ...meQuery, initialData: initial }).data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t.account.title}</h1>
      {me.secondFactorMissing ? (
        <Notice kind="error">{t.account.secondFactorRequired}</Notice>
      ) : null}
      <Section title={t.account.profile}>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] [&_dd]:mb-2 [&_dt]:text-sm [&_dt]:text-ink-soft sm:[&_dd]:mb-0 sm:[&_dt]:text-base">
          <dt className="font-medium">{t.users.name}</dt>
          <dd>{me.user.name}</dd>
          <dt className="font-medium">{t.account.email}</dt>
          <dd className="break-all">{me.user.email}</dd>
          <dt className="font-medium">{t.account.role}</dt>
          <dd>{t.roles[me.user.role]}</dd>
        </dl>
      </Section>
      <NotificationsSection me={me} />
      <CalendarFeedSection />
      <TotpSection me={me} />
      <PasskeySection />
      <PasswordSection />
      <SessionsSection />
    </div>
  );
}
