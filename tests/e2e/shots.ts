/**
 * Screenshots for a closing note, taken only when SHOTS_DIR names a folder (the specs that
 * walk a flow call it at each step; a normal run takes none).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** The folder the screenshots go to, when asked for. */
export const shotsDir = process.env.SHOTS_DIR;

/** The whole page as `<SHOTS_DIR>/<name>.png`; nothing without SHOTS_DIR. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}
