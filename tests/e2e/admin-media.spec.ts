/**
 * The pictures page in a real browser against the real server: sign in, upload a picture
 * with its alt texts and see it in the grid (its thumbnail served from the database under
 * the strict CSP), a click on it sets its focal point, which is saved; a text file renamed .png is refused with the message next to the file
 * field, in German and in English; axe (WCAG 2.2 AA + target-size) on the page.
 */

import sharp from "sharp";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

/** A photo-like JPEG, different for each seed (so each run uploads a new picture). */
async function photo(seed: number): Promise<Buffer> {
  const width = 1000;
  const height = 700;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 5 + seed + ((i / 3) % width)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

let state: string;
test.beforeAll(async ({ browser, baseURL }) => {
  state = await signedInState(browser, baseURL!, "staff");
});

test("upload a picture with alt texts and see it in the grid", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Bilder" })).toBeVisible();
  const name = `floss-${Date.now().toString(36)}.jpg`;
  await page.getByLabel("Bilddatei").setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: await photo(Date.now() % 251),
  });
  await page.getByLabel("Alternativtext Deutsch").first().fill("Team baut ein Floß an der Spree");
  await page
    .getByLabel("Alternativtext Englisch")
    .first()
    .fill("Team building a raft on the Spree");
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByRole("status").filter({ hasText: name })).toBeVisible({
    timeout: 15_000,
  });

  const item = page.getByTestId("media-item").filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText("1000 × 700 px · JPEG");
  const thumbnail = item.getByRole("img", { name: "Team baut ein Floß an der Spree" });
  await expect(thumbnail).toHaveAttribute("src", /^\/media\/photo-[0-9a-f]{12}\.480\.webp$/);
  // Loaded from the database under the page's CSP (img-src 'self').
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(480);
  expect(await wcagViolations(page)).toEqual([]);

  // The focal point: a click on the picture sets it, "Speichern" stores it.
  const picker = item.getByTestId("focal-picker");
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  const fromLeft = item.getByLabel("Von links (%)");
  const fromTop = item.getByLabel("Von oben (%)");
  await expect(fromLeft).toHaveValue(/^2[4-6]$/);
  await expect(fromTop).toHaveValue(/^7[4-6]$/);
  const point = { x: await fromLeft.inputValue(), y: await fromTop.inputValue() };
  await item.getByRole("button", { name: "Speichern" }).click();
  await expect(item.getByRole("status")).toHaveText("Gespeichert.");
  await page.reload();
  await expect(item.getByLabel("Von links (%)")).toHaveValue(point.x);
  await expect(item.getByLabel("Von oben (%)")).toHaveValue(point.y);
  await context.close();
});

test("a text file renamed .png is refused next to the file field, in German and English", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Bilder" })).toBeVisible();
  const notAPicture = {
    name: "urlaubsfoto.png",
    mimeType: "image/png",
    buffer: Buffer.from("Dies ist eine Textdatei, kein Bild.\n".repeat(20)),
  };
  await page.getByLabel("Bilddatei").setInputFiles(notAPicture);
  await page.getByLabel("Alternativtext Deutsch").first().fill("Ein Text");
  await page.getByLabel("Alternativtext Englisch").first().fill("A text");
  await page.getByRole("button", { name: "Hochladen" }).click();
  const file = page.getByLabel("Bilddatei");
  await expect(file).toHaveAccessibleDescription(/Diese Datei ist kein Bild/);
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toBeFocused();

  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
  await expect(page.getByLabel("Picture file")).toHaveAccessibleDescription(
    /This file is not a picture/,
  );
  await page.getByLabel("Picture file").setInputFiles(notAPicture);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByLabel("Picture file")).toHaveAccessibleDescription(
    /This file is not a picture/,
  );
  expect(await wcagViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
  // Nothing was stored: the list (loaded again) has no such picture.
  const uploads = page.getByRole("region", { name: /^Uploaded pictures/ });
  await expect(uploads.getByText(/\d+ picture\(s\)/)).toBeVisible();
  await expect(page.getByTestId("media-item").filter({ hasText: notAPicture.name })).toHaveCount(0);
  await context.close();
});
