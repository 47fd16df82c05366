/**
 * The agency's business data the tests issue invoices with (server/business): a real,
 * checksum-valid IBAN that is not the shipped example, stored as owners store it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "../../../server/database/connection.ts";
import type { BusinessProfile } from "../../../server/business/profile.ts";
import { writeBusinessProfile } from "../../../server/business/store.ts";

export const TEST_BUSINESS: BusinessProfile = {
  legalName: "Spreegeist Events – Inhaberin Lena Hartmann",
  owner: "Lena Hartmann",
  street: "Am Großen Wannsee 42",
  postalCode: "14109",
  city: "Berlin",
  country: "DE",
  phone: "030 8090 1234",
  email: "hallo@spreegeist-events.de",
  taxNumber: "27/512/34567",
  vatId: null,
  taxRegime: "small_business",
  iban: "DE02120300000000202051",
  bic: "BYLADEM1001",
  bankName: "Deutsche Kreditbank",
  paymentDays: 14,
};

/** Stores the test business data (or `changes` over it) as the owners' screen would. */
export async function storeTestBusiness(
  db: Db,
  changes: Partial<BusinessProfile> = {},
): Promise<BusinessProfile> {
  const audit = { record: async () => {} };
  return writeBusinessProfile(db, audit, { ...TEST_BUSINESS, ...changes }, "test", new Date());
}

/** The text of the one QR code in a PNG, read by zbar (Debian's zbar-tools). */
export function readQrCode(png: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qr-"));
  try {
    const file = path.join(dir, "code.png");
    writeFileSync(file, png);
    const out = execFileSync("zbarimg", ["--quiet", "--raw", "-Sqrcode.enable", file], {
      encoding: "utf8",
    });
    return out.replace(/\n$/, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
