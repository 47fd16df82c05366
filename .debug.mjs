import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync"] });
const base = "http://127.0.0.1:4673";
{
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const p = await ctx.newPage();
  await p.goto(base + "/en/shortlist");
  console.log("noscript text:", await p.locator("noscript").evaluateAll((n) => n.map((x) => x.innerHTML.slice(0, 60))));
  console.log("visible p:", await p.getByText("The shortlist needs").count());
  await ctx.close();
}
{
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  p.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300)));
  p.on("request", (r) => console.log("req", r.url()));
  await p.goto(base + "/event-finder?size=30&setting=outdoor&duration=long");
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  console.log("--- hydrated");
  await p.getByLabel("Gruppengröße").fill("");
  await p.waitForTimeout(500);
  console.log(p.url(), await p.locator("[data-finder-event]:visible").count());
  await p.goto(base + "/teambuilding-events");
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  console.log("--- hydrated list");
  await p.getByTestId("button-save-city-rally-berlin").click();
  await p.waitForTimeout(500);
}
await browser.close();
