/**
 * Owners: the people with access, their roles (changed here), open invitations, inviting
 * someone, and the settings: a second factor for everyone, and whether new leads are
 * assigned in turn to the people who switched that on in their account; and the offers'
 * settings (deposit, events per day: offers/OfferSettings.tsx).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { adminApi, AdminApiError, meQuery, type LeadAssignment, type Me, type Role } from "../api";
import { ConfirmQuestion } from "../components/ConfirmDialog";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { OfferSettings } from "../offers/OfferSettings";

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
  lastActiveAt: string | null;
}
interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
}

/**
 * A person's role: choosing another asks first (from which role to which, and what that
 * means), and the section's status line confirms it once the server has it.
 */
function RoleSelect({
  user,
  me,
  onChanged,
}: {
  user: UserRow;
  me: Me;
  onChanged(message: string): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Role | null>(null);
  const change = useMutation({
    mutationFn: (role: Role) => adminApi.patch(`/users/${encodeURIComponent(user.id)}`, { role }),
    onSuccess: (_answer, role) =>
      onChanged(format(t.users.roleChanged, { name: user.name, role: t.roles[role] })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["users"] }),
  });
  const error =
    change.error instanceof AdminApiError && change.error.code === "last_owner"
      ? t.users.lastOwner
      : change.error
        ? t.app.error
        : null;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {format(t.users.changeRole, { name: user.name })}
      </label>
      <select
        id={id}
        className="input min-w-36"
        value={user.role}
        disabled={user.id === me.user.userId || change.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const role = event.target.value as Role;
          if (role !== user.role) setAsked(role);
        }}
      >
        <option value="owner">{t.roles.owner}</option>
        <option value="staff">{t.roles.staff}</option>
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <ConfirmQuestion
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={format(t.users.roleChangeTitle, { name: user.name })}
        description={
          asked
            ? `${format(t.users.roleChangeFromTo, {
                from: t.roles[user.role],
                to: t.roles[asked],
              })} ${t.users.roleMeaning[asked]}`
            : ""
        }
        confirm={t.users.roleChangeConfirm}
        confirmClassName="btn-primary"
        cancel={t.users.cancel}
        onConfirm={() => {
          if (asked) change.mutate(asked);
        }}
      />
    </div>
  );
}

function InviteForm() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  const invite = useMutation({
    mutationFn: (body: { email: string; role: Role }) =>
      adminApi.post<{ email: string; link: string }>("/users/invitations", body),
    onSuccess: (answer) => {
      setLink(answer);
      return queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
  const error = invite.error;
  const emailError =
    error instanceof AdminApiError && error.field === "email"
      ? error.code === "user_exists"
        ? t.users.userExists
        : t.users.invalidEmail
      : undefined;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setLink(null);
    invite.mutate({ email: String(form.get("email")), role: form.get("role") as Role });
  }
  const roleId = useId();
  return (
    <section className="card space-y-4">
      <h2 className="text-xl font-semibold">{t.users.invite}</h2>
      {link ? (
        <Notice kind="success">
          {format(t.users.invited, { email: link.email })}{" "}
          <code className="break-all font-normal" data-testid="invitation-link">
            {link.link}
          </code>
        </Notice>
      ) : null}
      {error && !emailError ? <Notice kind="error">{t.app.error}</Notice> : null}
      <form
        className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={submit}
        noValidate
      >
        <Field
          name="email"
          type="email"
          label={t.users.email}
          autoComplete="off"
          required
          error={emailError}
        />
        <div className="space-y-1 self-start">
          <label htmlFor={roleId} className="block font-medium">
            {t.users.role}
          </label>
          <select id={roleId} name="role" className="input" defaultValue="staff">
            <option value="staff">{t.roles.staff}</option>
            <option value="owner">{t.roles.owner}</option>
          </select>
        </div>
        <button
          type="submit"
          className="btn-primary self-start sm:mt-7"
          disabled={invite.isPending}
        >
          {t.users.inviteSubmit}
        </button>
      </form>
    </section>
  );
}

interface Settings {
  requireSecondFactor: boolean;
  leadAssignment: LeadAssignment;
}

/** "Neue Anfragen": not assigned, or in turn to those who opted in (named below it). */
function LeadAssignmentSetting({
  settings,
  onChange,
}: {
  settings: Settings | undefined;
  onChange(value: LeadAssignment): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const assignees = useQuery({
    queryKey: ["settings", "lead-assignees"],
    queryFn: () =>
      adminApi.get<{ assignees: Array<{ id: string; name: string }> }>("/settings/lead-assignees"),
  });
  const names = assignees.data?.assignees.map((person) => person.name) ?? [];
  const options: Array<{ value: LeadAssignment; label: string; hint: string }> = [
    { value: "manual", label: t.assignment.manual, hint: t.assignment.manualHint },
    { value: "round_robin", label: t.assignment.roundRobin, hint: t.assignment.roundRobinHint },
  ];
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-assignees`}>
      <legend className="font-medium">{t.assignment.legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="flex items-start gap-3">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name="leadAssignment"
            value={option.value}
            className="mt-1 size-6 shrink-0 accent-spree"
            checked={settings?.leadAssignment === option.value}
            disabled={!settings}
            aria-describedby={`${id}-${option.value}-hint`}
            onChange={() => onChange(option.value)}
          />
          <div>
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            <p id={`${id}-${option.value}-hint`} className="text-sm text-ink-soft">
              {option.hint}
            </p>
          </div>
        </div>
      ))}
      <p
        id={`${id}-assignees`}
        data-testid="lead-assignees"
        className={
          settings?.leadAssignment === "round_robin" && names.length === 0
            ? "text-sm font-medium text-accent-strong"
            : "text-sm"
        }
      >
        {assignees.data
          ? names.length > 0
            ? format(t.assignment.assignees, { names: names.join(", ") })
            : t.assignment.noAssignees
          : null}
      </p>
    </fieldset>
  );
}

function SettingsSection() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ["settings"],
    queryFn: () => adminApi.get<Settings>("/settings"),
  });
  // What was just chosen shows at once (set in the click itself, so the browser does not put
  // the radio back); the server's answer replaces it.
  const [chosen, setChosen] = useState<Partial<Settings>>({});
  const save = useMutation({
    mutationFn: (changes: Partial<Settings>) => adminApi.put<Settings>("/settings", changes),
    onSuccess: (saved) => queryClient.setQueryData(["settings"], saved),
    // Not awaited: a long-lived query elsewhere on the page must not keep "saved" waiting.
    onSettled: () => {
      setChosen({});
      void queryClient.invalidateQueries({ queryKey: ["settings"] });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
  const change = (changes: Partial<Settings>) => {
    setChosen((before) => ({ ...before, ...changes }));
    save.mutate(changes);
  };
  const shown = settings.data ? { ...settings.data, ...chosen } : undefined;
  const id = useId();
  return (
    <section className="card space-y-4">
      <h2 className="text-xl font-semibold">{t.users.settings}</h2>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-6 shrink-0 accent-spree"
          checked={shown?.requireSecondFactor ?? false}
          disabled={!settings.data}
          aria-describedby={`${id}-hint`}
          onChange={(event) => change({ requireSecondFactor: event.target.checked })}
        />
        <div>
          <label htmlFor={id} className="font-medium">
            {t.users.requireSecondFactor}
          </label>
          <p id={`${id}-hint`} className="text-sm text-ink-soft">
            {t.users.requireSecondFactorHint}
          </p>
        </div>
      </div>
      <LeadAssignmentSetting
        settings={shown}
        onChange={(leadAssignment) => change({ leadAssignment })}
      />
      {save.isSuccess ? <Notice kind="success">{t.users.saved}</Notice> : null}
      {save.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
    </section>
  );
}

export function UsersPage() {
  const { t, dateTime } = useI18n();
  const me = useRouteLoaderData("layout") as Me;
  const queryClient = useQueryClient();
  const data = useQuery({
    queryKey: ["users"],
    queryFn: () => adminApi.get<{ users: UserRow[]; invitations: InvitationRow[] }>("/users"),
  });
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [roleChanged, setRoleChanged] = useState("");
  async function remove(user: UserRow) {
    if (!window.confirm(format(t.users.removeConfirm, { name: user.name }))) return;
    setRemoveError(null);
    try {
      await adminApi.delete(`/users/${encodeURIComponent(user.id)}`);
    } catch (error) {
      setRemoveError(
        error instanceof AdminApiError && error.code === "last_owner"
          ? t.users.lastOwner
          : t.app.error,
      );
    }
    await queryClient.invalidateQueries({ queryKey: ["users"] });
  }
  async function revoke(id: string) {
    await adminApi.delete(`/users/invitations/${encodeURIComponent(id)}`);
    await queryClient.invalidateQueries({ queryKey: ["users"] });
  }
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t.users.title}</h1>
      <section className="card space-y-3">
        <h2 className="text-xl font-semibold">{t.users.people}</h2>
        {removeError ? <Notice kind="error">{removeError}</Notice> : null}
        <p role="status" className="font-medium text-spree empty:hidden" data-testid="role-changed">
          {roleChanged}
        </p>
        {data.isPending ? <p role="status">{t.app.loading}</p> : null}
        <ul className="divide-y divide-ink/10" data-testid="users">
          {(data.data?.users ?? []).map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="mr-auto min-w-0">
                <p className="font-medium">
                  {user.name}{" "}
                  {user.id === me.user.userId ? (
                    <span className="text-ink-soft">{t.users.you}</span>
                  ) : null}
                </p>
                <p className="break-all text-sm text-ink-soft">{user.email}</p>
                <p className="text-sm text-ink-soft">
                  {t.users.twoFactor}: {user.twoFactorEnabled ? t.users.yes : t.users.no} ·{" "}
                  {t.users.lastActive}:{" "}
                  {user.lastActiveAt ? dateTime(user.lastActiveAt) : t.users.never}
                </p>
              </div>
              <RoleSelect user={user} me={me} onChanged={setRoleChanged} />
              {user.id === me.user.userId ? null : (
                <button
                  type="button"
                  className="btn-danger px-3 text-sm"
                  onClick={() => remove(user)}
                >
                  {t.users.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <InviteForm />
      <section className="card space-y-3">
        <h2 className="text-xl font-semibold">{t.users.openInvitations}</h2>
        {data.data && data.data.invitations.length === 0 ? <p>{t.users.none}</p> : null}
        <ul className="divide-y divide-ink/10">
          {(data.data?.invitations ?? []).map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="mr-auto break-all">
                {invitation.email} · {t.roles[invitation.role]} ·{" "}
                {format(t.users.expires, { date: dateTime(invitation.expiresAt) })}
              </span>
              <button
                type="button"
                className="btn-outline px-3 text-sm"
                onClick={() => revoke(invitation.id)}
              >
                {t.users.revoke}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <SettingsSection />
      <OfferSettings />
    </div>
  );
}
