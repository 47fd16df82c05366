/**
 * The signed-in devices on "Mein Konto", each as "Chrome auf Linux" (the user agent itself
 * only as the line's tooltip), with since when and when last active; ending one, or all.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminApi } from "../api";
import { format, useI18n } from "../i18n";
import type { Dictionary } from "../i18n/de";
import { Section } from "./Section";

/** "Chrome auf Linux", or the part that is known, or "Unbekanntes Gerät". */
export function deviceWords(
  t: Dictionary,
  device: { browser: string | null; os: string | null },
): string {
  if (device.browser && device.os)
    return format(t.account.sessionDevice, { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t.account.sessionUnknownDevice;
}

interface SessionRow {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  /** Browser and system in words (server/accounts/session-device.ts). */
  device: { browser: string | null; os: string | null };
  ipAddress: string | null;
  current: boolean;
}

export function SessionsSection() {
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
              <p className="font-medium" title={session.userAgent ?? undefined}>
                {deviceWords(t, session.device)}
              </p>
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
