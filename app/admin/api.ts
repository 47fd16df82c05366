/**
 * The back office's one API client: JSON to and from /api/admin, credentials by the
 * session cookie, errors thrown as AdminApiError carrying the server's code and field, so
 * a form shows the message next to the field it names.
 */
import type { Locale } from "../i18n/locales";
import { de } from "./i18n/de";
import { en } from "./i18n/en";

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

const BASE = "/api/admin";

/**
 * A text the server refused by the rule for all text (app/shared/text-rule.ts) is worded in
 * the back office's language, wherever the form shows the message.
 */
function textRuleMessage(data: Record<string, unknown>): string | undefined {
  const problem = data.textProblem;
  const words = (document.documentElement.lang === "en" ? en : de).app.textRule;
  if (typeof problem !== "string" || !Object.hasOwn(words, problem)) return undefined;
  return words[problem as keyof typeof words].replace("{character}", String(data.character ?? ""));
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      credentials: "same-origin",
      // A FormData body (a file upload) gets its multipart Content-Type from the browser.
      headers:
        body === undefined || body instanceof FormData
          ? {}
          : { "content-type": "application/json" },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new AdminApiError(0, "offline", "The server cannot be reached.");
  }
  const text = await response.text();
  let data: Record<string, unknown> = {};
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    throw new AdminApiError(
      response.status,
      typeof data.error === "string" ? data.error : "error",
      textRuleMessage(data) ??
        (typeof data.message === "string" ? data.message : response.statusText),
      typeof data.field === "string" ? data.field : undefined,
      data,
    );
  }
  return data as T;
}

export const adminApi = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body: unknown = {}) => request<T>("POST", path, body),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
  /** multipart/form-data, for files. */
  upload: <T>(path: string, form: FormData) => request<T>("POST", path, form),
};

export type Role = "owner" | "staff";

export interface Me {
  user: {
    userId: string;
    email: string;
    name: string;
    role: Role;
    sessionId: string;
    twoFactorEnabled: boolean;
  };
  /** One's own choices (server/accounts/store/preferences.ts). */
  preferences: Preferences;
  settings: { requireSecondFactor: boolean; leadAssignment: LeadAssignment };
  secondFactorMissing: boolean;
}

export type LeadAssignment = "manual" | "round_robin";

export interface Preferences {
  locale: Locale;
  dailyMail: boolean;
  takesNewLeads: boolean;
  answersInMorningMail: boolean;
  phone: string | null;
}

export const meQuery = { queryKey: ["me"], queryFn: () => adminApi.get<Me>("/me") };
