/**
 * The server's environment, read and validated once at start-up. A bad value stops the
 * server with one message naming the variable.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { site } from "#app/content/site.ts";
import { MIN_SECRET_LENGTH } from "./secret-files.ts";
import { siteUrlFromEnv } from "./site-url.ts";
import type { ScryptCost } from "./accounts/passwords.ts";

export interface ServerConfig {
  port: number;
  host: string;
  /** Origin the site is published at (canonical URLs, Origin checks). */
  siteUrl: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Which proxies' X-Forwarded-* headers to believe: none, all, a hop count or addresses. */
  trustProxy: boolean | number | string;
  /** Directory of the embedded database and other runtime files. */
  dataDir: string;
  /** Directory of the built site: <BUILD_DIR>/client (default build/client). */
  siteDir: string | null;
  /** PostgreSQL connection URL; unset means the embedded database in dataDir. */
  databaseUrl?: string | undefined;
  /** HMAC secret for CSRF tokens; unset means one generated once into dataDir. */
  csrfSecret?: string | undefined;
  /** Signs back-office session cookies, encrypts TOTP secrets; unset: generated into dataDir. */
  adminSecret?: string | undefined;
  /** Requests per minute and client address on each write endpoint; null switches it off. */
  rateLimitPerMinute: number | null;
  /** Outgoing e-mail of enquiries (server/mail, docs/decisions/0020). */
  mail: MailConfig;
  /** GET /metrics (server/ops/metrics.ts): never public. */
  metrics: MetricsConfig;
  /** Snapshots of the database (server/ops/backup.ts). */
  backup: BackupConfig;
  /**
   * Berlin time of the morning mail of due steps (server/leads/daily-mail.ts), minutes after
   * midnight; null: no morning mail.
   */
  dailyMailAt: number | null;
  /** Hours before an event's start that its headcount link closes (server/headcount/); unset: 48. */
  headcountClosesBeforeHours?: number | undefined;
  /**
   * Posts to one headcount link per minute (server/headcount/); unset: 30. Never read from
   * the environment: the API tests set a small one to reach it quickly.
   */
  headcountPostsPerLinkPerMinute?: number | undefined;
  /**
   * scrypt's cost for new password hashes; unset: SCRYPT (server/accounts/passwords.ts).
   * Never read from the environment: only the API tests' in-process servers set a cheaper
   * one for the accounts they create (decision 0155).
   */
  passwordCost?: ScryptCost | undefined;
}

export interface MetricsConfig {
  /** A port of its own that answers /metrics; unset: none. */
  port?: number | undefined;
  /** Where that port listens (default 127.0.0.1: this machine only). */
  host: string;
  /** Bearer token that opens /metrics on the site's own port; unset: 404 there. */
  token?: string | undefined;
}

export interface BackupConfig {
  /** Where backups are written (default DATA_DIR/backups). */
  dir: string;
  /** Local time of the nightly backup, minutes after midnight; null: no nightly backup. */
  nightlyAt: number | null;
  /** Nightly backups older than this many days are deleted after a new one succeeded. */
  keepDays: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL; unset: mails are written as .eml files to DATA_DIR/outbox. */
  smtpUrl?: string | undefined;
  /** Sender of every mail: "Name <address>" or an address. */
  from: string;
  /** Where enquiries go. */
  agencyEmail: string;
  /** Waits before the 2nd, 3rd, … attempt of a failed send; the last one repeats. */
  retryDelaysMs: number[];
  /** How long a claimed mail is reserved for its worker before another may take it. */
  leaseMs: number;
  /** The agency's mailbox read over IMAP (IMAP_URL); unset: reading is off. */
  imap?: ImapConfig | undefined;
}

export interface ImapConfig {
  host: string;
  port: number;
  /** imaps:// (TLS from the start) rather than imap:// (STARTTLS when offered). */
  secure: boolean;
  user: string;
  password: string;
  /** The folder read (the URL's path; default INBOX). */
  folder: string;
  /** Where copies of sent mails go: this name, or the folder marked \Sent (unset). */
  sentFolder?: string | undefined;
  /**
   * The mailbox's address: the Reply-To of every mail about a lead. The IMAP user when it
   * is an address, else AGENCY_EMAIL.
   */
  address: string;
  /** How often to look for new mail where the server has no IDLE, and at most between IDLEs. */
  pollMs: number;
  /** The waits before filing a sent copy again (tests make them short; default 5 s to 1 h). */
  sentRetryMs?: number[] | undefined;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = "ConfigError";
  }
}

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError("PORT", `must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseTrustProxy(raw: string | undefined): ServerConfig["trustProxy"] {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^[0-9a-fA-F.:/,\s]+$/.test(value)) return value;
  throw new ConfigError(
    "TRUST_PROXY",
    `must be true, false, a hop count or proxy addresses, got "${raw}"`,
  );
}

/** A URL whose protocol is one of `protocols`; `example` and `expected` go into the errors. */
function parseUrl(
  name: string,
  raw: string | undefined,
  { protocols, example, expected }: { protocols: string[]; example: string; expected: string },
): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be a URL like ${example}`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${expected}, got "${url.protocol}//"`);
  }
  return value;
}

const parseDatabaseUrl = (raw: string | undefined) =>
  parseUrl("DATABASE_URL", raw, {
    protocols: ["postgres:", "postgresql:"],
    example: "postgres://user@host:5432/db",
    expected: "postgres://",
  });

function parseCsrfSecret(raw: string | undefined, variable = "CSRF_SECRET"): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      variable,
      `must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 32)`,
    );
  }
  return value;
}

/** Default: 60 writes a minute per address, plenty for a whole office behind one NAT. */
function parseRateLimit(raw: string | undefined): number | null {
  const value = raw?.trim() ?? "";
  if (value === "") return 60;
  if (value === "off") return null;
  if (/^[1-9]\d{0,6}$/.test(value)) return Number(value);
  throw new ConfigError(
    "RATE_LIMIT_PER_MINUTE",
    `must be a positive whole number or "off", got "${raw}"`,
  );
}

/** An address without display name or line breaks (these would end up in mail headers). */
const MAIL_ADDRESS = /^[^\s<>@",;]+@[^\s<>@",;]+\.[^\s<>@",;]+$/;

const parseSmtpUrl = (raw: string | undefined) =>
  parseUrl("SMTP_URL", raw, {
    protocols: ["smtp:", "smtps:"],
    example: "smtp://user:pass@mail.example.com:587",
    expected: "smtp:// or smtps://",
  });

/**
 * MAIL_FROM, or undefined when unset: the sender is then the brand at the agency's e-mail of
 * the business data, read when a mail is composed (decision 0204).
 */
function parseMailFrom(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value;
  if (!MAIL_ADDRESS.test(address) || /[\r\n]/.test(value)) {
    throw new ConfigError("MAIL_FROM", `must be an address or "Name <address>", got "${raw}"`);
  }
  return value;
}

/** AGENCY_EMAIL, or undefined when unset: then the business data's e-mail, read when used. */
function parseAgencyEmail(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!MAIL_ADDRESS.test(value)) {
    throw new ConfigError("AGENCY_EMAIL", `must be one e-mail address, got "${raw}"`);
  }
  return value;
}

const durationUnits: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function parseDuration(variable: string, raw: string): number {
  const match = /^(\d{1,7})(ms|s|m|h)$/.exec(raw.trim());
  if (!match) {
    throw new ConfigError(
      variable,
      `durations are written like 500ms, 30s, 10m or 1h, got "${raw}"`,
    );
  }
  return Number(match[1]) * durationUnits[match[2]!]!;
}

/** Default back-off: 30 s, 2 min, 10 min, 1 h, then every 6 h. */
function parseRetryDelays(raw: string | undefined): number[] {
  const value = raw?.trim() || "30s,2m,10m,1h,6h";
  return value.split(",").map((part) => parseDuration("MAIL_RETRY_DELAYS", part));
}

function parseLease(raw: string | undefined): number {
  return parseDuration("MAIL_LEASE", raw?.trim() || "5m");
}

/**
 * IMAP_URL (imap:// or imaps://, user in the URL, folder as its path) with IMAP_PASSWORD or
 * IMAP_PASSWORD_FILE; unset: the mailbox is not read.
 */
function parseImap(env: NodeJS.ProcessEnv, agencyEmail: string): ImapConfig | undefined {
  const raw = env.IMAP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      "IMAP_URL",
      "must be a URL like imaps://hallo%40example.com@imap.example.com/INBOX",
    );
  }
  if (url.protocol !== "imap:" && url.protocol !== "imaps:") {
    throw new ConfigError("IMAP_URL", `must start with imap:// or imaps://, got "${url.protocol}"`);
  }
  const user = decodeURIComponent(url.username);
  if (!user) throw new ConfigError("IMAP_URL", "must name the mailbox's user (imaps://user@host)");
  if (url.password) {
    throw new ConfigError(
      "IMAP_URL",
      "must not hold the password: use IMAP_PASSWORD or IMAP_PASSWORD_FILE",
    );
  }
  let password = env.IMAP_PASSWORD ?? "";
  const file = env.IMAP_PASSWORD_FILE?.trim();
  if (file) {
    try {
      password = readFileSync(file, "utf8").replace(/\r?\n$/, "");
    } catch (error) {
      throw new ConfigError("IMAP_PASSWORD_FILE", `cannot be read: ${(error as Error).message}`);
    }
  }
  if (!password) {
    throw new ConfigError("IMAP_PASSWORD", "must be set (or IMAP_PASSWORD_FILE) when IMAP_URL is");
  }
  const secure = url.protocol === "imaps:";
  const folder = decodeURIComponent(url.pathname.replace(/^\//, "")) || "INBOX";
  const sent = env.IMAP_SENT_FOLDER?.trim();
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user,
    password,
    folder,
    sentFolder: sent || undefined,
    address: MAIL_ADDRESS.test(user) ? user : agencyEmail,
    pollMs: parseDuration("IMAP_POLL", env.IMAP_POLL?.trim() || "60s"),
  };
}

function parseMetricsPort(raw: string | undefined): number | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError("METRICS_PORT", `must be a whole number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

function parseMetricsToken(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < 24 || /\s/.test(value)) {
    throw new ConfigError(
      "METRICS_TOKEN",
      "must be at least 24 characters without spaces (e.g. openssl rand -hex 24)",
    );
  }
  return value;
}

/** "HH:MM" (24 h, the server's local time) or "off". Default: 03:30. */
function parseBackupTime(raw: string | undefined): number | null {
  const value = raw?.trim() || "03:30";
  if (value === "off") return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) {
    throw new ConfigError("BACKUP_TIME", `must be a time like 03:30 or "off", got "${raw}"`);
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "HH:MM" (24 h, Berlin time) or "off". Default: 08:00. */
function parseDailyMailTime(raw: string | undefined): number | null {
  const value = raw?.trim() || "08:00";
  if (value === "off") return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) {
    throw new ConfigError("DAILY_MAIL_TIME", `must be a time like 08:00 or "off", got "${raw}"`);
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

function parseBackupKeep(raw: string | undefined): number {
  const value = raw?.trim() || "14";
  if (!/^[1-9]\d{0,3}$/.test(value)) {
    throw new ConfigError("BACKUP_KEEP", `must be a number of days from 1 to 9999, got "${raw}"`);
  }
  return Number(value);
}

function parseHeadcountClosesBefore(raw: string | undefined): number {
  const value = raw?.trim() || "48";
  if (!/^\d{1,3}$/.test(value) || Number(value) > 720) {
    throw new ConfigError(
      "HEADCOUNT_CLOSE_HOURS",
      `must be a number of hours from 0 to 720, got "${raw}"`,
    );
  }
  return Number(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  let siteUrl: string;
  try {
    siteUrl = siteUrlFromEnv(env);
  } catch (error) {
    throw new ConfigError("SITE_URL", (error as Error).message.replace(/^SITE_URL /, ""));
  }
  const logLevel = (env.LOG_LEVEL?.trim() || "info") as ServerConfig["logLevel"];
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(
      "LOG_LEVEL",
      `must be one of ${logLevels.join(", ")}, got "${env.LOG_LEVEL}"`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR?.trim() || "data");
  const agencyEmail = parseAgencyEmail(env.AGENCY_EMAIL);
  const mailFrom = parseMailFrom(env.MAIL_FROM);
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || "0.0.0.0",
    siteUrl,
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    // API_ONLY=1 (npm run dev: Vite serves the pages) starts the server without the build.
    siteDir: env.API_ONLY === "1" ? null : path.resolve(env.BUILD_DIR?.trim() || "build", "client"),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    csrfSecret: parseCsrfSecret(env.CSRF_SECRET),
    adminSecret: parseCsrfSecret(env.ADMIN_SECRET, "ADMIN_SECRET"),
    rateLimitPerMinute: parseRateLimit(env.RATE_LIMIT_PER_MINUTE),
    mail: {
      smtpUrl: parseSmtpUrl(env.SMTP_URL),
      // Getters: unset, they follow the business data as the owners change it.
      get from() {
        return mailFrom ?? `${site.brand} <${site.email}>`;
      },
      get agencyEmail() {
        return agencyEmail ?? site.email;
      },
      retryDelaysMs: parseRetryDelays(env.MAIL_RETRY_DELAYS),
      leaseMs: parseLease(env.MAIL_LEASE),
      imap: parseImap(env, agencyEmail ?? site.email),
    },
    metrics: {
      port: parseMetricsPort(env.METRICS_PORT),
      host: env.METRICS_HOST?.trim() || "127.0.0.1",
      token: parseMetricsToken(env.METRICS_TOKEN),
    },
    backup: {
      dir: path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, "backups")),
      nightlyAt: parseBackupTime(env.BACKUP_TIME),
      keepDays: parseBackupKeep(env.BACKUP_KEEP),
    },
    dailyMailAt: parseDailyMailTime(env.DAILY_MAIL_TIME),
    headcountClosesBeforeHours: parseHeadcountClosesBefore(env.HEADCOUNT_CLOSE_HOURS),
  };
}
