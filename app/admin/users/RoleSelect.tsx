/**
 * A person's role on the people page: choosing another asks first (from which role to which,
 * and what that means), and the section's status line confirms it once the server has it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { adminApi, AdminApiError, type Me, type Role } from "../api";
import { ConfirmQuestion } from "../components/ConfirmDialog";
import { format, useI18n } from "../i18n";

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
  lastActiveAt: string | null;
}
/**
 * A person's role: choosing another asks first (from which role to which, and what that
 * means), and the section's status line confirms it once the server has it.
 */
export function RoleSelect({
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
