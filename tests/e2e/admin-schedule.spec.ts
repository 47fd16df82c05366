/**
 * Planned publishing in a real browser against the real server: a draft of an event planned
 * a few seconds ahead shows in the content list as "Geplant: …", and the public page changes
 * by itself at that time (the server's own timer, no request from anyone); the list then no
 * longer shows the plan. The event is restored at the end.
 */
import { request } from "@playwright/test";
import { berlinDayAndTime } from "#app/shared/berlin-time.ts";
import { signedInState } from "./admin-support";
import { expect, test } from "./fixtures";
import { contentServerURL } from "./servers";

// Against the second server, whose content no other spec reads (tests/e2e/servers.ts).
test.use({ baseURL: contentServerURL });

// An event no other publishing test changes.
const EVENT = "kanutour";
const API = `/api/admin/content/event/${EVENT}`;

test.describe.configure({ timeout: 90_000 });

test("a draft planned a few seconds ahead is published at its time", async ({
  browser,
  baseURL,
}) => {
  const state = await signedInState(browser, baseURL!, "staff");
  const api = await request.newContext({
    baseURL,
    storageState: state,
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  try {
    const doc = await (await api.get(API)).json();
    const planned = `${doc.published.de.title} am Abend`;
    const draft = await api.put(`${API}/draft`, {
      data: { data: { ...doc.published, de: { ...doc.published.de, title: planned } } },
    });
    expect(draft.status()).toBe(200);
    // Seconds ahead: the API takes HH:MM:SS (the panel plans whole minutes).
    const at = new Date(Date.now() + 6_000);
    const { day, time } = berlinDayAndTime(at);
    const seconds = String(at.getUTCSeconds()).padStart(2, "0");
    const schedule = await api.post(`${API}/schedules`, {
      data: { action: "publish", day, time: `${time}:${seconds}` },
    });
    expect(schedule.status()).toBe(201);

    await page.goto("/admin/content");
    await page.getByRole("searchbox", { name: "Inhalte durchsuchen" }).fill(EVENT);
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Kanutour" }) });
    await expect(row.getByText(/^Geplant: \d\d\.\d\d\., \d\d:\d\d$/)).toBeVisible();

    const site = await context.newPage();
    await expect(async () => {
      await site.goto(`/events/${EVENT}`);
      await expect(site.getByRole("heading", { level: 1 })).toHaveText(planned, { timeout: 500 });
    }).toPass({ timeout: 30_000, intervals: [500, 1_000] });

    await page.reload();
    await page.getByRole("searchbox", { name: "Inhalte durchsuchen" }).fill(EVENT);
    await expect(row.getByRole("link", { name: planned })).toBeVisible();
    await expect(row.getByText(/^Geplant:/)).toHaveCount(0);
  } finally {
    // The revision before comes back, so the site keeps its content.
    const revisions = (await (await api.get(`${API}/revisions`)).json()).revisions as Array<{
      id: number;
    }>;
    const latest = revisions[0]?.id ?? null;
    if (revisions.length > 1) {
      await api.post(`${API}/revisions/${revisions[1]!.id}/restore`, {
        data: { revision: latest },
      });
    }
    await api.dispose();
    await context.close();
  }
});
