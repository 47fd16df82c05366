import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--headless","--disable-gpu","--disable-background-networking"] });
for (const w of [360, 390, 400, 768, 1280]) {
  for (const path of ["/", "/en/"]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: 800 }, deviceScaleFactor: 2 });
    const p = await ctx.newPage();
    await p.goto("http://localhost:4800" + path);
    await p.waitForTimeout(500);
    const r = await p.evaluate(() => Math.max(...[...document.querySelectorAll("header a, header button")].filter(e => e.getBoundingClientRect().width > 0).map(e => e.getBoundingClientRect().right)));
    console.log(w, path, "rightmost control ends at", Math.round(r));
    if (w <= 400) await p.screenshot({ path: `/tmp/shots/header-${w}${path.replace(/\//g, "_")}.png`, clip: { x: 0, y: 0, width: w, height: 64 } });
    await ctx.close();
  }
}
await browser.close();
