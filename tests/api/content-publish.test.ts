/**
 * Published content reaches the public pages, on every instance: two servers with the real
 * built site on one PostgreSQL; a publish on one is served by both (the publisher at once,
 * the other after the NOTIFY) with new ETags, in the detail page, its list page, the sitemap
 * (lastmod) and the JSON-LD; a draft shows only in a signed-in preview; restoring the earlier
 * revision brings the old pages back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/database/connection.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { adminFetch, adminSession, type AdminSession } from "./support/admin-session.ts";
import { TEST_BUSINESS } from "./support/business.ts";
import { engines, quietLog } from "./support/databases.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

const EVENT = "/api/admin/content/event/zombie-virus";
const PAGE = "/events/zombie-virus";

interface EventData {
  priceFrom: number;
  de: { title: string };
  en: { title: string };
}

/** The event with a new price, and every text that quotes the price following it. */
function withPrice(data: EventData, price: number): EventData {
  const changed = JSON.parse(
    JSON.stringify(data)
      .replace(new RegExp(`\\b${data.priceFrom}(\\s?€)`, "g"), `${price}$1`)
      .replace(new RegExp(`(€\\s?)${data.priceFrom}\\b`, "g"), `$1${price}`),
  ) as EventData;
  return { ...changed, priceFrom: price };
}

async function page(server: TestServer, path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, cookie ? { headers: { cookie } } : {});
  return {
    status: response.status,
    etag: response.headers.get("etag"),
    html: await response.text(),
  };
}

/** Polls until `check` holds (or 5 s pass, the promise of docs/product.md#publishing). */
async function within5s(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("not served within 5 seconds");
}

const postgres = engines()[1]!;

// Each publish renders the site again (a few seconds on a busy 2-core machine).
describe.skipIf(postgres.skipReason)(
  "publishing on two instances on one PostgreSQL",
  { timeout: 60_000 },
  () => {
    let fresh: Awaited<ReturnType<typeof postgres.fresh>>;
    const services: DatabaseService[] = [];
    let a: TestServer;
    let b: TestServer;
    let staff: AdminSession;
    let owner: AdminSession;

    const call = async (path: string, method = "GET", body?: unknown, as?: AdminSession) => {
      const response = await adminFetch(as ?? staff, path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    beforeAll(async () => {
      fresh = await postgres.fresh();
      // Each instance with its own connections, as two servers would have.
      const start = async (name: string) => {
        const service = new DatabaseService(
          () => openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir }),
          quietLog,
        );
        services.push(service);
        expect(await service.start()).toBe("ready");
        return startTestServer({
          database: service,
          dataDir: `${fresh.dataDir}/${name}`,
          realSite: true,
          // Several instances share the secret sessions are signed with (docs/deploy.md).
          config: { adminSecret: "content-publish-test-admin-secret-0123456789" },
        });
      };
      a = await start("a");
      b = await start("b");
      staff = await adminSession(services[0]!, a.url, "staff");
      owner = await adminSession(services[0]!, a.url, "owner");
    }, 60_000);
    // Closing an instance ends a render still running (server/content/runtime.ts `stop`).
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      for (const service of services) await service.close();
      await fresh?.drop();
    }, 180_000);

    it("serves a publish on A from both instances within 5 s, with new ETags where a page changed", async () => {
      const before = await page(b, PAGE);
      expect(before.html).toContain("ZOMBIE VIRUS");
      const listBefore = await page(b, "/horror-events");
      // A page that does not show the event: rendered again, the same bytes as the build's.
      const imprintBefore = await page(a, "/en/imprint");
      const doc = (await call(EVENT)).body as { published: EventData; revision: number };
      const data = withPrice(
        { ...doc.published, de: { ...doc.published.de, title: "ZOMBIE ALARM" } },
        139,
      );
      const started = Date.now();
      const answer = await call(`${EVENT}/publish`, "POST", { revision: doc.revision, data });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      console.info(`instance A served the publish after ${Date.now() - started} ms`);

      // The publishing instance answered once it serves the new pages.
      const onA = await page(a, PAGE);
      expect(onA.html).toContain("ZOMBIE ALARM");
      expect(onA.html).toMatch(/"price":\s*"?139/);
      expect(onA.etag).not.toBe(before.etag);

      const ms = await within5s(async () => (await page(b, PAGE)).html.includes("ZOMBIE ALARM"));
      console.info(`instance B served the publish after ${ms} ms`);
      const onB = await page(b, PAGE);
      expect(onB.etag).toBe(onA.etag);
      const list = await page(b, "/horror-events");
      expect(list.html).toContain("ZOMBIE ALARM");
      expect(list.html).toContain("139");
      expect(list.etag).not.toBe(listBefore.etag);
      // The English page keeps its title; the German one changed.
      expect((await page(b, `/en${PAGE}`)).html).toContain("ZOMBIE VIRUS");
      // Browsers and proxies keep their copies of the pages the publish did not change.
      expect((await page(a, "/en/imprint")).etag).toBe(imprintBefore.etag);

      const sitemap = await page(b, "/sitemap.xml");
      const entry =
        /<url>\s*<loc>[^<]*\/events\/zombie-virus<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/.exec(
          sitemap.html,
        );
      expect(entry, "the sitemap names the page with its lastmod").not.toBeNull();
      expect(Date.now() - Date.parse(entry![1]!)).toBeLessThan(60_000);
    });

    it("shows a saved draft only in a signed-in preview, with the banner", async () => {
      const doc = (await call(EVENT)).body as { published: EventData };
      const draft = { ...doc.published, de: { ...doc.published.de, title: "ZOMBIE ENTWURF" } };
      expect((await call(`${EVENT}/draft`, "PUT", { data: draft })).status).toBe(200);

      const direct = await fetch(`${b.url}/api/admin/content/preview?path=${PAGE}`, {
        headers: { cookie: staff.cookie },
      });
      expect(direct.status, await direct.clone().text()).toBe(200);
      const visitor = await page(b, `${PAGE}?preview`);
      expect(visitor.status).toBe(200);
      expect(visitor.html).not.toContain("ZOMBIE ENTWURF");
      expect(visitor.html).not.toContain("preview-banner");

      const preview = await page(b, `${PAGE}?preview`, staff.cookie);
      expect(preview.status).toBe(200);
      expect(preview.html).toContain("ZOMBIE ENTWURF");
      expect(preview.html).toContain('data-testid="preview-banner"');
      expect((await page(b, PAGE)).html).not.toContain("ZOMBIE ENTWURF");

      // Both ways to a preview: the public page's document policy, never stored, not indexed.
      const publicPage = await fetch(`${b.url}${PAGE}`);
      await publicPage.arrayBuffer();
      const publicCsp = publicPage.headers.get("content-security-policy");
      expect(publicCsp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'){3};/);
      // Every body read to its end: an unread one keeps its connection busy, and closing
      // instance B then waited for it (a minute, now and then).
      const signedIn = await fetch(`${b.url}${PAGE}?preview`, {
        headers: { cookie: staff.cookie },
      });
      await Promise.all([direct.arrayBuffer(), signedIn.arrayBuffer()]);
      for (const response of [direct, signedIn]) {
        expect(response.headers.get("content-security-policy")).toBe(publicCsp);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      }
    });

    it("previews with a draft that matches no schema: left out and named, not a 500", async () => {
      const ARTICLE = "/api/admin/content/article/1";
      const broken = await call(`${ARTICLE}/draft`, "PUT", { data: {} });
      expect(broken.status, JSON.stringify(broken.body)).toBe(200);
      try {
        const preview = await page(b, `${PAGE}?preview`, staff.cookie);
        expect(preview.status).toBe(200);
        expect(preview.html).toContain("ZOMBIE ENTWURF");
        expect(preview.html).toMatch(/Nicht enthalten, weil unvollständig[^<]*Artikel „1“/);
        const en = await page(b, `/en${PAGE}?preview`, staff.cookie);
        expect(en.html).toMatch(/Left out because incomplete[^<]*Article „1“/);
      } finally {
        const discarded = await adminFetch(staff, `${ARTICLE}/draft`, { method: "DELETE" });
        expect(discarded.status).toBeLessThan(300);
      }
    });

    it("restores the earlier revision on both instances", async () => {
      const revisions = (await call(`${EVENT}/revisions`)).body.revisions as Array<{
        id: number;
        action: string;
      }>;
      const seed = revisions.find((r) => r.action === "seed")!;
      const { revision } = (await call(EVENT)).body as { revision: number };
      const restored = await call(`${EVENT}/revisions/${seed.id}/restore`, "POST", { revision });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect((await page(a, PAGE)).html).toContain("ZOMBIE VIRUS");
      await within5s(async () => {
        const html = (await page(b, PAGE)).html;
        return html.includes("ZOMBIE VIRUS") && !html.includes("ZOMBIE ALARM");
      });
      expect((await page(b, "/horror-events")).html).not.toContain("ZOMBIE ALARM");
    });

    it("gives a new article its pages, its place on /news and its JSON-LD; a new slug answers 301, a deletion 410", async () => {
      const created = await call("/api/admin/content/article", "POST", { slug: "sommerfest-2026" });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const key = String(created.body.key);
      const template = (await call("/api/admin/content/article/1")).body as {
        published: Record<string, unknown> & {
          de: Record<string, unknown>;
          en: Record<string, unknown>;
        };
      };
      const article = {
        ...template.published,
        id: Number(key),
        slug: "sommerfest-2026",
        date: new Date().toISOString().slice(0, 10),
        de: { ...template.published.de, title: "Unser Sommerfest 2026" },
        en: { ...template.published.en, title: "Our summer party 2026" },
      };
      const { revision } = (await call(`/api/admin/content/article/${key}`)).body as {
        revision: number | null;
      };
      const published = await call(`/api/admin/content/article/${key}/publish`, "POST", {
        revision,
        data: article,
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);

      for (const [list, path, title] of [
        ["/news", "/news/sommerfest-2026", "Unser Sommerfest 2026"],
        ["/en/news", "/en/news/sommerfest-2026", "Our summer party 2026"],
      ] as const) {
        await within5s(async () => (await page(b, list)).html.includes(title));
        const articlePage = await page(b, path);
        expect(articlePage.status).toBe(200);
        const jsonLd = [
          ...articlePage.html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g),
        ].map((m) => JSON.parse(m[1]!) as { "@type": string; headline?: string });
        expect(jsonLd).toContainEqual(
          expect.objectContaining({ "@type": "BlogPosting", headline: title }),
        );
      }
      expect((await page(b, "/sitemap.xml")).html).toContain("/news/sommerfest-2026</loc>");
      expect((await page(b, "/en/news/feed.xml")).html).toContain("Our summer party 2026");

      // A new slug: the old address answers 301 with the new one, in both languages.
      const current = (await call(`/api/admin/content/article/${key}`)).body as {
        revision: number;
      };
      const renamed = await call(`/api/admin/content/article/${key}/publish`, "POST", {
        revision: current.revision,
        data: { ...article, slug: "sommerfest" },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      await within5s(async () => (await page(b, "/news/sommerfest")).status === 200);
      for (const [from, to] of [
        ["/news/sommerfest-2026", "/news/sommerfest"],
        ["/en/news/sommerfest-2026", "/en/news/sommerfest"],
      ]) {
        const response = await fetch(`${b.url}${from}`, { redirect: "manual" });
        expect(response.status, from).toBe(301);
        expect(response.headers.get("location")).toBe(to);
      }

      // Deleted (owners only): 410 Gone at its addresses, and out of the sitemap.
      expect(
        (await call(`/api/admin/content/article/${key}`, "DELETE", undefined, staff)).status,
      ).toBe(403);
      const deleted = await call(`/api/admin/content/article/${key}`, "DELETE", undefined, owner);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      await within5s(async () => (await page(b, "/news/sommerfest")).status === 410);
      expect((await page(b, "/en/news/sommerfest")).status).toBe(410);
      expect((await page(b, "/news/sommerfest-2026")).status).toBe(410);
      expect((await page(b, "/news")).html).not.toContain("Unser Sommerfest 2026");
      expect((await page(b, "/sitemap.xml")).html).not.toContain("sommerfest");
    });

    it("publishes a new cheapest price together with the list page draft that quotes it; the home page follows", async () => {
      const WALK = "/api/admin/content/event/horror-night-walk";
      const LIST = "/api/admin/content/list-page/horror-events";
      const homeBefore = await page(b, "/");
      expect(homeBefore.html).toMatch(/Ab 89\s?€/);
      const walk = (await call(WALK)).body as { published: EventData; revision: number };
      const cheaper = withPrice(walk.published, 79);

      // The list page's description still says "ab 89 €": refused, naming it.
      const refused = await call(`${WALK}/publish`, "POST", {
        revision: walk.revision,
        data: cheaper,
      });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body.issues)).toContain("horror-events");

      // Its draft quotes the new price: both are published together.
      const list = (await call(LIST)).body as { published: { de: object; en: object } };
      const listDraft = JSON.parse(
        JSON.stringify(list.published).replace(/89 €/g, "79 €").replace(/€89/g, "€79"),
      ) as object;
      expect((await call(`${LIST}/draft`, "PUT", { data: listDraft })).status).toBe(200);
      const together = await call(`${WALK}/publish`, "POST", {
        revision: walk.revision,
        data: cheaper,
      });
      expect(together.status, JSON.stringify(together.body)).toBe(200);
      expect(together.body.alsoPublished).toEqual([
        expect.objectContaining({ kind: "list-page", key: "horror-events" }),
      ]);
      await within5s(async () => /Ab 79\s?€/.test((await page(b, "/")).html));
      expect((await page(b, "/horror-events")).html).toContain("ab 79 € pro Person");
      expect((await page(b, "/en/horror-events")).html).toContain("from €79 per person");
      expect((await call(LIST)).body.draft).toBeNull();

      // Back: the event's earlier revision with the list page's text for it.
      const listNow = (await call(LIST)).body as { published: object };
      const back = JSON.parse(
        JSON.stringify(listNow.published).replace(/79 €/g, "89 €").replace(/€79/g, "€89"),
      ) as object;
      expect((await call(`${LIST}/draft`, "PUT", { data: back })).status).toBe(200);
      const revisions = (await call(`${WALK}/revisions`)).body.revisions as Array<{
        id: number;
        action: string;
      }>;
      const seed = revisions.find((r) => r.action === "seed")!;
      const { revision } = (await call(WALK)).body as { revision: number };
      const restored = await call(`${WALK}/revisions/${seed.id}/restore`, "POST", { revision });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      await within5s(async () => /Ab 89\s?€/.test((await page(b, "/")).html));
      expect((await page(b, "/horror-events")).html).toContain("ab 89 € pro Person");
    });

    // Last: the other cases expect the shipped agency's pages.
    it("renders the owners' business data into the public pages of both instances, as a publish does", async () => {
      const imprintBefore = await page(b, "/imprint");
      expect(imprintBefore.html).toContain("030 8090 1234");
      expect(imprintBefore.html).toContain("Finanzamt Steglitz");
      // The body read to its end: a response left unread keeps its connection busy, and
      // closing the server then waited a minute for it.
      const csp = async (path: string) => {
        const response = await fetch(`${a.url}${path}`);
        await response.arrayBuffer();
        return response.headers.get("content-security-policy");
      };
      const cspBefore = await csp("/imprint");
      const business = {
        ...TEST_BUSINESS,
        legalName: "Spreegeist Events GmbH",
        owner: "Mara Quell",
        street: "Kastanienallee 17",
        postalCode: "10435",
        phone: "030 5550 1234",
        email: "kontakt@spreegeist.test",
        taxNumber: "37/123/45678",
        vatId: "DE123456789",
        taxRegime: "regular",
      };
      const saved = await call("/api/admin/business", "PUT", business, owner);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      // The saving instance answered once it serves the pages with the new data.
      const de = await page(a, "/imprint");
      expect(de.etag).not.toBe(imprintBefore.etag);
      for (const fact of [
        "Spreegeist Events GmbH",
        "Mara Quell",
        "Kastanienallee 17",
        "10435 Berlin",
        "tel:+493055501234",
        ">030 5550 1234<",
        "mailto:kontakt@spreegeist.test",
        "Steuernummer: 37/123/45678",
        "DE123456789",
        "zzgl. der gesetzlichen Umsatzsteuer",
      ]) {
        expect(de.html, fact).toContain(fact);
      }
      for (const gone of ["030 8090 1234", "Am Großen Wannsee", "Finanzamt Steglitz", "§ 19 UStG"])
        expect(de.html, gone).not.toContain(gone);
      const en = await page(a, "/en/imprint");
      expect(en.html).toContain("030 5550 1234");
      expect(en.html).toContain("sole proprietorship of Mara Quell");
      expect(en.html).not.toContain("030 8090 1234");
      // Prerendered as before: no script added, the same Content-Security-Policy.
      expect(await csp("/imprint")).toBe(cspBefore);

      // The other instance renders after the notification; every page's footer, the
      // contact page, the terms and the catalogue prices (now plus VAT) follow.
      await within5s(async () => (await page(b, "/en/imprint")).html.includes("030 5550 1234"));
      const home = await page(b, "/");
      expect(home.html).toContain("Kastanienallee 17");
      expect(home.html).not.toContain("030 8090 1234");
      expect((await page(b, "/contact")).html).toContain("030 5550 1234");
      expect((await page(b, "/terms")).html).toContain("Spreegeist Events GmbH, Kastanienallee 17");
      expect((await page(b, "/en/horror-events")).html).toContain("plus VAT");

      // Back to the shipped facts: the build's pages again.
      expect((await call("/api/admin/business", "PUT", TEST_BUSINESS, owner)).status).toBe(200);
      const back = await page(a, "/imprint");
      expect(back.html).toContain("030 8090 1234");
      expect(back.html).toContain("Steuernummer: 27/512/34567");
    });
  },
);
