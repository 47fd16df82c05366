/**
 * The brand font (decision 0009): self-hosted and subset, preloaded, shown with
 * `font-display: swap`, and until it has arrived text is set in a fallback scaled to its
 * metrics, so that the swap moves as little as possible.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const fontFile = /\/assets\/inter-latin-400-700-[\w-]+\.woff2$/;

/** Opens a page in a fresh context, with the font or with its request failing. */
async function open(browser: Browser, path: string, withFont: boolean, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (!withFont) await page.route(fontFile, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** The width of the page's own main text on one line, at each weight the styles use. */
function textWidths(page: Page) {
  return page.evaluate(() => {
    const text = (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ");
    return [400, 500, 600, 700].map((weight) => {
      const line = document.createElement("span");
      line.style.cssText = `position:absolute;white-space:nowrap;font-size:16px;font-weight:${weight}`;
      line.textContent = text.slice(0, 3000);
      document.body.append(line);
      const width = line.getBoundingClientRect().width;
      line.remove();
      return width;
    });
  });
}

test("every page preloads its one font from the site itself and shows it with swap", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/en/privacy"]) {
    await page.goto(path);
    const preloads = page.locator('link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(1);
    await expect(preloads).toHaveAttribute("type", "font/woff2");
    await expect(preloads).toHaveAttribute("crossorigin", "anonymous");
    const href = (await preloads.getAttribute("href")) ?? "";
    expect(new URL(href, page.url()).origin).toBe(new URL(page.url()).origin);
    expect(href).toMatch(fontFile);

    const font = await request.get(href);
    expect(font.status()).toBe(200);
    expect(font.headers()["content-type"]).toBe("font/woff2");
    // Subset to Latin and weights 400-700: the full variable Latin file is 48 KB.
    expect((await font.body()).byteLength).toBeLessThan(32_000);

    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.replace(/"/g, "") === "Inter Variable")
        .map((face) => ({ display: face.display, status: face.status }));
    });
    expect(faces).toEqual([{ display: "swap", status: "loaded" }]);
  }
});

test("until the font arrives, text takes the width it will have in it", async ({ browser }) => {
  for (const path of ["/", "/en/events/team-kunstwerk", "/privacy"]) {
    const inter = await open(browser, path, true);
    const fallback = await open(browser, path, false);
    expect(
      await fallback.evaluate(() => document.fonts.check('16px "Inter Variable"')),
      "the font request failed",
    ).toBe(false);
    const widths = await textWidths(inter);
    const fallbackWidths = await textWidths(fallback);
    // Regular and bold text alike within 1.5 % of Inter: unscaled, Arial's metric twin is
    // 6 % narrower, and bold set in the regular face 2 % narrower than Inter's bold.
    fallbackWidths.forEach((width, index) =>
      expect(
        Math.abs(width / widths[index]! - 1),
        `${path} at weight ${400 + 100 * index}: ${width} px against ${widths[index]} px`,
      ).toBeLessThan(0.015),
    );
    await inter.context().close();
    await fallback.context().close();
  }
});
