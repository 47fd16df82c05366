// Contact sheet: renders every registered artwork into one HTML grid and screenshots it.
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { artwork } from "../../app/content/artwork.ts";
import { renderSvg } from "./render.ts";
import { motifs } from "./motifs/index.ts";

const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
const cols = Number(process.argv[3] ?? 4);
let cells = "";
for (const [id, entry] of Object.entries(artwork)) {
  if (!motifs[entry.motif]) continue;
  if (only && !only.test(id)) continue;
  const svg = renderSvg(id, entry);
  cells += `<figure><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"><figcaption>${id} · ${(svg.length / 1024).toFixed(1)} KB</figcaption></figure>`;
}
const html = `<!doctype html><style>body{margin:16px;background:#fff;font:12px sans-serif}main{display:grid;grid-template-columns:repeat(${cols},1fr);gap:14px}img{width:100%;display:block;border-radius:12px}figure{margin:0}</style><main>${cells}</main>`;
writeFileSync("/tmp/art-sheet/sheet.html", html);
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
const page = await browser.newPage({ viewport: { width: cols * 330, height: 600 } });
await page.goto("file:///tmp/art-sheet/sheet.html");
await page.screenshot({ path: "/tmp/art-sheet/sheet.png", fullPage: true });
await browser.close();
console.log("ok");
