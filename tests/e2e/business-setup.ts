/**
 * The site server's business data for the browser tests, as an owner sets it on the
 * business data screen (PUT /api/admin/business): without it no invoice is issued
 * (server/business). Run once by the global set-up, with an owner invited for the purpose.
 */
import { request } from "@playwright/test";
import { runControlCommand } from "../../server/control/client.ts";
import { TEST_BUSINESS } from "../api/support/business.ts";
import { loadConfig } from "../../server/env.ts";
import { e2eDataDir } from "./servers.ts";

export async function storeE2eBusiness(baseURL: string): Promise<void> {
  const email = `business-owner-${Date.now().toString(36)}@agency.example`;
  const { result } = await runControlCommand(
    "users-add",
    { email, role: "owner" },
    loadConfig({
      ...process.env,
      DATA_DIR: e2eDataDir(Number(new URL(baseURL).port)),
      PORT: new URL(baseURL).port,
      LOG_LEVEL: "silent",
    }),
  );
  const token = new URL(result.localLink).hash.slice(1);
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  try {
    const accepted = await context.post("/api/admin/invitations/accept", {
      data: { token, name: "Bea Business", password: "Kastanienallee 17, Hinterhaus!" },
    });
    if (accepted.status() !== 201) throw new Error(`invitation: ${accepted.status()}`);
    const saved = await context.put("/api/admin/business", { data: TEST_BUSINESS });
    if (saved.status() !== 200) {
      throw new Error(`business data: ${saved.status()} ${await saved.text()}`);
    }
  } finally {
    await context.dispose();
  }
}
