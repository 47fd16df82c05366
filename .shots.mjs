import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync"] });
const base = "http://127.0.0.1:4673";
const pages = [
  ["finder-de", "/event-finder"],
  ["finder-en", "/en/event-finder"],
  ["finder-query-de", "/event-finder?size=30&setting=outdoor&duration=long"],
  ["finder-nomatch-en", "/en/event-finder?size=2000&budget=10"],
  ["shortlist-de", "/merkliste"],
  ["shortlist-en", "/en/shortlist"],
  ["list-de", "/teambuilding-events"],
];
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: 1 });
  await ctx.addInitScript(() => {
    localStorage.setItem("spreegeist.shortlist", JSON.stringify(["zombie-virus", "kanutour", "team-olympiade"]));
    localStorage.setItem("cookie-consent", JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false }, timestamp: new Date().toISOString(), version: "1.0" }));
  });
  const p = await ctx.newPage();
  for (const [name, path] of pages) {
    await p.goto(base + path);
    await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await p.screenshot({ path: `/tmp/shots-finder/${name}-${width}.png` });
    // Scroll through so lazily rendered blocks are laid out, then the whole page.
    const h = await p.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < h; y += 600) { await p.evaluate((y) => scrollTo(0, y), y); await p.waitForTimeout(30); }
    await p.evaluate(() => scrollTo(0, 0));
    await p.screenshot({ path: `/tmp/shots-finder/${name}-${width}-full.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
