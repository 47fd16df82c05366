import { chromium } from "playwright-core";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const [name, url] of [
  ["home", "/"],
  ["horror", "/horror-events"],
  ["christmas", "/en/christmas-events"],
] as const) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`http://localhost:4322${url}`, { waitUntil: "networkidle" });
    // Scroll through so lazy images load, then back.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const broken = await page.evaluate(() =>
      [...document.images].filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src),
    );
    console.log(
      name,
      width,
      "images",
      await page.evaluate(() => document.images.length),
      "broken",
      broken,
    );
    await page.screenshot({ path: `/tmp/art-sheet/${name}-${width}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
