import { describe, expect, it } from "vitest";
import { pgDumpInvocation } from "./backup.ts";

describe("pg_dump's invocation", () => {
  it("passes the password in PGPASSWORD, never on the command line (visible in ps)", () => {
    const { args, env } = pgDumpInvocation(
      "postgres://spreegeist:s3cr%40t-Pa55@db.example:5432/spreegeist?sslmode=require",
      { PATH: "/usr/bin" },
    );
    expect(args.join(" ")).not.toMatch(/s3cr|Pa55/);
    expect(args).toEqual([
      "--no-owner",
      "--no-privileges",
      "--inserts",
      "--dbname",
      "postgres://spreegeist@db.example:5432/spreegeist?sslmode=require",
    ]);
    expect(env).toEqual({ PATH: "/usr/bin", PGPASSWORD: "s3cr@t-Pa55" });
  });

  it("also a password given as a query parameter", () => {
    const { args, env } = pgDumpInvocation("postgresql://app@db/site?password=hunter2-x");
    expect(args.join(" ")).not.toContain("hunter2");
    expect(args.at(-1)).toBe("postgresql://app@db/site");
    expect(env.PGPASSWORD).toBe("hunter2-x");
  });

  it("without a password: the URL as it is and no PGPASSWORD of its own", () => {
    const { args, env } = pgDumpInvocation("postgres://postgres@127.0.0.1:5432/test", {});
    expect(args.at(-1)).toBe("postgres://postgres@127.0.0.1:5432/test");
    expect(env).toEqual({});
  });
});
