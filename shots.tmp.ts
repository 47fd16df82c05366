// Starts a server with a fresh database, signs in an owner, publishes an edited event (with a
// picture) and a new article, then takes screenshots of the editor and the public pages.
import { rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { runControlCommand } from "./server/control/client.ts";
import { loadConfig } from "./server/env.ts";
import { startServer } from "./server/index.ts";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

const port = 3310;
const dataDir = "/tmp/shots-data";
rmSync(dataDir, { recursive: true, force: true });
process.env.PORT = String(port);
process.env.DATA_DIR = dataDir;
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL = "warn";
await startServer();
const base = `http://127.0.0.1:${port}`;
const config = loadConfig({ ...process.env });
const { result } = await runControlCommand("users-add", { email: "maria@spreegeist-events.de", role: "owner" }, config);
const link = new URL(result.localLink);
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${link.pathname}${link.search}${link.hash}`);
await page.getByLabel(/Ihr Name|Your name/).fill("Maria Berger");
await page.getByLabel(/^Passwort$|^Password$/).fill("Kastanienallee 17, Hinterhaus!");
await page.getByRole("button", { name: /Konto anlegen|Create account/ }).click();
await page.waitForURL(/\/admin\/?($|account)/);
const origin = { origin: base, "content-type": "application/json" };

// A picture, uploaded.
const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 90, b: 60 } } })
  .composite([{ input: Buffer.from(`<svg width="1600" height="1000"><circle cx="800" cy="500" r="300" fill="#f07a3a"/></svg>`), top: 0, left: 0 }])
  .jpeg().toBuffer();
const upload = await page.request.post("/api/admin/media", {
  headers: { origin: base },
  multipart: { file: { name: "zombie.jpg", mimeType: "image/jpeg", buffer: photo }, "alt.de": "Darsteller im Zombie-Make-up im Nebel", "alt.en": "Actor in zombie make-up in the fog" },
});
const pictureId = ((await upload.json()) as { id: string }).id;
console.log("picture", upload.status(), pictureId);

// The event: new German title, price 139 (texts quoting 149 follow), the picture.
const doc = (await (await page.request.get("/api/admin/content/event/zombie-virus")).json()) as { published: Record<string, unknown>; revision: number };
const data = JSON.parse(JSON.stringify(doc.published).replace(/\b149(\s?€)/g, "139$1").replace(/(€\s?)149\b/g, "$1139"));
Object.assign(data, { priceFrom: 139, image: pictureId });
data.de.title = "ZOMBIE VIRUS – Das Original";
const pub = await page.request.post("/api/admin/content/event/zombie-virus/publish", { headers: origin, data: { revision: doc.revision, data } });
console.log("event publish", pub.status(), (await pub.text()).slice(0, 200));

// A new article.
const created = await page.request.post("/api/admin/content/article", { headers: origin, data: { slug: "sommerfest-2026" } });
const key = ((await created.json()) as { key: string }).key;
const template = (await (await page.request.get("/api/admin/content/article/1")).json()) as { published: Record<string, any> };
const article = { ...template.published, id: Number(key), slug: "sommerfest-2026", date: "2026-11-24",
  de: { ...template.published.de, title: "Sommerfest 2026: So planen Sie es jetzt" },
  en: { ...template.published.en, title: "Summer party 2026: plan it now" } };
const art = await (await page.request.get(`/api/admin/content/article/${key}`)).json() as { revision: number | null };
const pubArt = await page.request.post(`/api/admin/content/article/${key}/publish`, { headers: origin, data: { revision: art.revision, data: article } });
console.log("article publish", pubArt.status());

// Screenshots: the editor (DE and EN UI) and the public pages, at 1280 and 390.
for (const width of [1280, 390]) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  for (const lang of ["de", "en"]) {
    await page.goto("/admin/content/event/zombie-virus");
    const switcher = page.getByRole("button", { name: lang === "en" ? /English/ : /Deutsch/ });
    if (await switcher.count()) await switcher.first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/editor-${lang}-${width}.png`, fullPage: false });
    await page.getByTestId("revision").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/revisions-${lang}-${width}.png` });
    await page.goto("/admin/content");
    await page.screenshot({ path: `/tmp/shots/list-${lang}-${width}.png` });
  }
  const visitor = await browser.newContext({ baseURL: base, viewport: { width, height: width === 390 ? 844 : 900 } });
  const v = await visitor.newPage();
  for (const [name, path] of [["event-de", "/events/zombie-virus"], ["event-en", "/en/events/zombie-virus"], ["news-de", "/news"], ["article-en", "/en/news/sommerfest-2026"], ["preview", "/events/zombie-virus?preview"]]) {
    await (name === "preview" ? page : v).goto(path);
    await (name === "preview" ? page : v).screenshot({ path: `/tmp/shots/public-${name}-${width}.png` });
  }
  await visitor.close();
}
await browser.close();
console.log("READY on", base);
