import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("has defaults that serve the site on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("https://www.spreegeist-events.de");
    expect(config.trustProxy).toBe(false);
  });

  it.each(["abc", "70000", "-1", "3000.5"])("names PORT when it is %s", (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(/^PORT: /);
  });

  it.each(["not a url", "ftp://example.com", "https://example.com/path"])(
    "names SITE_URL when it is %s",
    (url) => {
      expect(() => loadConfig({ SITE_URL: url })).toThrow(/^SITE_URL: /);
    },
  );

  it("reads TRUST_PROXY as boolean, hop count or addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/^TRUST_PROXY: /);
  });

  it("keeps /metrics closed by default and reads METRICS_PORT, METRICS_HOST, METRICS_TOKEN", () => {
    expect(loadConfig({}).metrics).toEqual({
      port: undefined,
      host: "127.0.0.1",
      token: undefined,
    });
    const token = "0123456789abcdef01234567";
    expect(
      loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.2", METRICS_TOKEN: token }).metrics,
    ).toEqual({ port: 9464, host: "10.0.0.2", token });
    expect(() => loadConfig({ METRICS_PORT: "0" })).toThrow(/^METRICS_PORT: /);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/^METRICS_TOKEN: /);
  });

  it("backs up nightly at 03:30 into DATA_DIR/backups for 14 days by default", () => {
    expect(loadConfig({ DATA_DIR: "/srv/data" }).backup).toEqual({
      dir: "/srv/data/backups",
      nightlyAt: 3 * 60 + 30,
      keepDays: 14,
    });
    expect(
      loadConfig({ BACKUP_DIR: "/mnt/b", BACKUP_TIME: "23:05", BACKUP_KEEP: "30" }).backup,
    ).toEqual({ dir: "/mnt/b", nightlyAt: 23 * 60 + 5, keepDays: 30 });
    expect(loadConfig({ BACKUP_TIME: "off" }).backup.nightlyAt).toBeNull();
    expect(() => loadConfig({ BACKUP_TIME: "25:00" })).toThrow(/^BACKUP_TIME: /);
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow(/^BACKUP_KEEP: /);
  });

  it("closes headcount links 48 hours before an event unless told otherwise", () => {
    expect(loadConfig({}).headcountClosesBeforeHours).toBe(48);
    expect(loadConfig({ HEADCOUNT_CLOSE_HOURS: "24" }).headcountClosesBeforeHours).toBe(24);
    expect(() => loadConfig({ HEADCOUNT_CLOSE_HOURS: "721" })).toThrow(/^HEADCOUNT_CLOSE_HOURS: /);
    expect(() => loadConfig({ HEADCOUNT_CLOSE_HOURS: "2d" })).toThrow(/^HEADCOUNT_CLOSE_HOURS: /);
  });

  it("uses the embedded database, a generated CSRF secret and a rate limit by default", () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.csrfSecret).toBeUndefined();
    expect(config.rateLimitPerMinute).toBe(60);
    expect(config.dataDir).toMatch(/data$/);
  });

  it("accepts a PostgreSQL DATABASE_URL and names DATABASE_URL otherwise", () => {
    const url = "postgres://app@127.0.0.1:5432/site";
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(loadConfig({ DATABASE_URL: "postgresql://h/db" }).databaseUrl).toBe("postgresql://h/db");
    expect(() => loadConfig({ DATABASE_URL: "mysql://h/db" })).toThrow(/^DATABASE_URL: /);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/^DATABASE_URL: /);
  });

  it("names CSRF_SECRET when it is too short to be a secret", () => {
    expect(() => loadConfig({ CSRF_SECRET: "short" })).toThrow(/^CSRF_SECRET: /);
    const secret = "x".repeat(32);
    expect(loadConfig({ CSRF_SECRET: secret }).csrfSecret).toBe(secret);
  });

  it("reads RATE_LIMIT_PER_MINUTE as a positive number or off", () => {
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: "5" }).rateLimitPerMinute).toBe(5);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: "off" }).rateLimitPerMinute).toBeNull();
    for (const bad of ["0", "-1", "many", "1.5"]) {
      expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: bad })).toThrow(/^RATE_LIMIT_PER_MINUTE: /);
    }
  });

  it("writes mails to files by default, from and to the agency's address", () => {
    const { mail } = loadConfig({});
    expect(mail.smtpUrl).toBeUndefined();
    expect(mail.from).toBe("Spreegeist Events <hallo@spreegeist-events.de>");
    expect(mail.agencyEmail).toBe("hallo@spreegeist-events.de");
    expect(mail.retryDelaysMs).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
    expect(mail.leaseMs).toBe(300_000);
  });

  it("reads SMTP_URL, MAIL_FROM, AGENCY_EMAIL and names each when it is bad", () => {
    const mail = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      MAIL_FROM: "Team <team@example.com>",
      AGENCY_EMAIL: "leads@example.com",
      MAIL_RETRY_DELAYS: "200ms,1s",
      MAIL_LEASE: "2s",
    }).mail;
    expect(mail).toEqual({
      smtpUrl: "smtp://user:pass@mail.example.com:587",
      from: "Team <team@example.com>",
      agencyEmail: "leads@example.com",
      retryDelaysMs: [200, 1000],
      leaseMs: 2000,
    });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/^SMTP_URL: /);
    expect(() => loadConfig({ SMTP_URL: "not a url" })).toThrow(/^SMTP_URL: /);
    for (const bad of ["nobody", "Team <x@y>", "a@b.de\r\nBcc: c@d.de"]) {
      expect(() => loadConfig({ MAIL_FROM: bad })).toThrow(/^MAIL_FROM: /);
    }
    for (const bad of ["a@b.de, c@d.de", "Leads <a@b.de>", "a@b"]) {
      expect(() => loadConfig({ AGENCY_EMAIL: bad })).toThrow(/^AGENCY_EMAIL: /);
    }
    expect(() => loadConfig({ MAIL_RETRY_DELAYS: "30s,soon" })).toThrow(/^MAIL_RETRY_DELAYS: /);
    expect(() => loadConfig({ MAIL_LEASE: "5" })).toThrow(/^MAIL_LEASE: /);
  });
});
