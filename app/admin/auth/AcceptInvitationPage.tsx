/**
 * The invitation link's page: the token is in the URL's fragment (never sent to a server
 * log); the person chooses a name and a password, the account is created and signed in.
 * The token is read when the page opens (and when a new fragment arrives): removing it from
 * the address after the account exists must not turn the page into "the link is
 * incomplete" on its way out.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { adminApi, AdminApiError } from "../api";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { AuthFrame } from "./AuthFrame";
import { passwordMessage } from "./password-message";

export function AcceptInvitationPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => window.location.hash.slice(1));
  // The whole link pasted into this tab after an incomplete one changes only the fragment.
  useEffect(() => {
    const read = () => {
      const next = window.location.hash.slice(1);
      if (next) setToken(next);
    };
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  const invitation = useQuery({
    queryKey: ["invitation", token],
    queryFn: () => adminApi.post<{ email: string; role: string }>("/invitations/lookup", { token }),
    enabled: token.length > 0,
  });
  const accept = useMutation({
    mutationFn: (body: { token: string; name: string; password: string }) =>
      adminApi.post("/invitations/accept", body),
    onSuccess: async () => {
      history.replaceState(null, "", window.location.pathname);
      await queryClient.invalidateQueries({ queryKey: ["me"] });
      await navigate("/account");
      // Only now: an earlier removal would look the spent token up again on this page.
      queryClient.removeQueries({ queryKey: ["invitation", token] });
    },
  });

  if (!token) {
    return (
      <AuthFrame title={t.invitation.title}>
        <Notice kind="error">{t.invitation.missing}</Notice>
      </AuthFrame>
    );
  }
  if (invitation.isPending || accept.isSuccess) {
    return (
      <AuthFrame title={t.invitation.title}>
        <p role="status">{t.app.loading}</p>
      </AuthFrame>
    );
  }
  if (
    invitation.isError ||
    (accept.error instanceof AdminApiError && accept.error.code === "invitation_invalid")
  ) {
    return (
      <AuthFrame title={t.invitation.title}>
        <Notice kind="error">{t.invitation.invalid}</Notice>
      </AuthFrame>
    );
  }

  const error = accept.error;
  const nameError =
    error instanceof AdminApiError && error.field === "name" ? t.password.nameMissing : undefined;
  const passwordError = passwordMessage(t, error);
  const otherError = error && !nameError && !passwordError ? t.app.error : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    accept.mutate({
      token,
      name: String(form.get("name")),
      password: String(form.get("password")),
    });
  }

  return (
    <AuthFrame
      title={t.invitation.title}
      intro={format(t.invitation.intro, { email: invitation.data.email })}
    >
      {otherError ? <Notice kind="error">{otherError}</Notice> : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <input
          type="email"
          name="email"
          value={invitation.data.email}
          autoComplete="username"
          readOnly
          hidden
        />
        <Field
          name="name"
          label={t.invitation.name}
          autoComplete="name"
          required
          error={nameError}
        />
        <Field
          name="password"
          type="password"
          label={t.invitation.password}
          hint={t.invitation.passwordHint}
          autoComplete="new-password"
          minLength={12}
          required
          error={passwordError}
        />
        <button type="submit" className="btn-primary w-full" disabled={accept.isPending}>
          {t.invitation.submit}
        </button>
      </form>
    </AuthFrame>
  );
}
