import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, SCRYPT, verifyPassword } from "./passwords.ts";

const password = "Kastanienallee 17, Hinterhaus!";

describe("password hashes", () => {
  it("are made at OWASP's scrypt parameters unless a cost is given", async () => {
    expect(SCRYPT).toEqual({ N: 16384, r: 8, p: 5 });
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password })).toBe(true);
    expect(await verifyPassword({ hash, password: `${password} ` })).toBe(false);
  });

  it("carry their cost, so a hash made at another cost still verifies", async () => {
    const hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword({ hash, password })).toBe(true);
    expect(await verifyPassword({ hash, password: "Kastanienallee 17, Vorderhaus!" })).toBe(false);
    expect(await verifyPassword({ hash: hash.replace("scrypt$", "bcrypt$"), password })).toBe(
      false,
    );
  });

  it("are salted: the same password twice gives two hashes", async () => {
    const cost = { N: 1024, r: 8, p: 1 };
    expect(await hashPassword(password, cost)).not.toBe(await hashPassword(password, cost));
  });
});

describe("new passwords", () => {
  it("need 12 to 128 characters and must not be a common one", () => {
    expect(passwordProblem("elf Zeichen")).toBe("too_short");
    expect(passwordProblem("x".repeat(129))).toBe("too_long");
    expect(passwordProblem("Qwerty123456")).toBe("common");
    expect(passwordProblem(password)).toBeNull();
  });
});
