/**
 * Owners: the people with access, their roles (changed here: RoleSelect.tsx), open
 * invitations, inviting someone, the settings (SettingsSection.tsx) and the offers'
 * settings (deposit, events per day: offers/OfferSettings.tsx).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { adminApi, AdminApiError, type Me, type Role } from "../api";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { OfferSettings } from "../offers/OfferSettings";
import { RoleSelect, type UserRow } from "./RoleSelect";
import { SettingsSection } from "./SettingsSection";

interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
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
