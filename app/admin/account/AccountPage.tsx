/**
 * One's own account: profile, notifications (the morning mail, new leads in turn), password,
 * here; the TOTP second factor with its recovery codes (TotpSection), passkeys
 * (PasskeySection), the signed-in devices (SessionsSection) and the calendar subscription
 * (bookings/CalendarFeedSection) beside it.
 */
import * as Switch from "@radix-ui/react-switch";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { adminApi, AdminApiError, meQuery, type Me, type Preferences } from "../api";
import { passwordMessage } from "../auth/password-message";
import { CalendarFeedSection } from "../bookings/CalendarFeedSection";
import { Field, Notice } from "../components/Field";
import { useI18n } from "../i18n";
import { PasskeySection } from "./PasskeySection";
import { Section } from "./Section";
import { SessionsSection } from "./SessionsSection";
import { TotpSection } from "./TotpSection";

type Choice = "dailyMail" | "takesNewLeads" | "answersInMorningMail";

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
        choice="answersInMorningMail"
        stored={preferences.data}
        label={t.notifications.answersInMorningMail}
        hint={t.notifications.answersInMorningMailHint}
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

/** One's direct phone for the signature of the mails one writes; the error beside the field. */
function PhoneForm({ stored }: { stored: Preferences }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (phone: string) => adminApi.put<Preferences>("/account/preferences", { phone }),
    onSuccess: (preferences) => queryClient.setQueryData(["preferences"], preferences),
  });
  const error =
    save.error instanceof AdminApiError && save.error.field === "phone"
      ? t.account.phoneInvalid
      : save.error
        ? t.notifications.failed
        : undefined;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(String(new FormData(event.currentTarget).get("phone") ?? ""));
  }
  return (
    <form className="mt-4 max-w-md space-y-2" onSubmit={submit} noValidate>
      <Field
        name="phone"
        type="tel"
        label={t.account.phone}
        hint={t.account.phoneHint}
        autoComplete="tel"
        defaultValue={stored.phone ?? ""}
        error={error}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className="btn-outline" disabled={save.isPending}>
          {t.account.savePhone}
        </button>
        <p role="status" className="text-sm font-medium text-spree">
          {save.isSuccess ? t.notifications.saved : ""}
        </p>
      </div>
    </form>
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
        <PhoneForm stored={me.preferences} />
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
