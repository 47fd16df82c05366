/**
 * Serves the content the agency published (docs/decisions/0095-content-in-the-database.md).
 *
 * At start it seeds a new database with today's content (the modules under app/content,
 * which the build prerendered) and, when the database holds other content, renders the site
 * again. After a publish it renders again: the publishing instance at once (the admin route
 * waits for it), every other instance on the same PostgreSQL when the publish's NOTIFY
 * arrives (and, should a notification be lost, at the next poll). Pages are rendered in a
 * worker thread (render-thread.mjs), compressed off the event loop, and swapped in as a whole
 * in one synchronous step: a request sees the old site or the new one, never a mix. The
 * owners' business data (server/business) is rendered in like the content: a change to it
 * renders the site again as a publish does (docs/decisions/0204-business-data-on-every-page.md).
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import {
  assembleContent,
  initialDocuments,
  type ContentDocument,
} from "#app/content/documents.server.ts";
import type { IslandModulesJson, PageStamps, RenderedSite } from "#app/content/renderer.server.ts";
import type { MediaImage } from "#app/content/store.server.ts";
import { setEventCatalogue } from "#app/shared/event-catalogue.ts";
import { applyAgency, type AgencyFacts } from "#app/content/site.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { compressPage, COMPRESSING_AT_ONCE, inTurn } from "./compress.ts";
import { CONTENT_CHANNEL } from "./store/documents.ts";
import { loadPublishedContent, seedContent, type LeftOutDraft } from "./store/published.ts";
import { escapeHtml } from "../html.ts";
import { loadContentAddresses } from "./store/addresses.ts";
import { agencyFacts, exampleProfile } from "../business/profile.ts";
import { readStoredProfile } from "../business/store.ts";
import type { DatabaseService } from "../database/service.ts";
import { loadMediaIndex, mediaImageRef } from "../media/index.ts";
import {
  makeFile,
  previewHeaders,
  servedFile,
  swapSiteFiles,
  urlPathOf,
  type SiteFile,
  type SiteFiles,
} from "../site/files.ts";

/** How often an instance checks the content version besides the notifications. */
const POLL_MS = 15_000;

export interface ContentRuntime {
  /** Renders the database's published content, if newer than what is served, and swaps it in. */
  refresh(): Promise<RefreshResult>;
  /**
   * The page at `path` rendered for `documents`, with the preview banner, as the site serves
   * a document (its Content-Security-Policy) but never stored or indexed.
   */
  preview(
    path: string,
    preview: { documents: ContentDocument[]; leftOut: readonly LeftOutDraft[] },
  ): Promise<SiteFile>;
  /** The content version this instance serves (0 before the database answered). */
  version(): number;
  stop(): Promise<void>;
}

export interface RefreshResult {
  version: number;
  /** Documents rendered (0 when the served site was already current). */
  pages: number;
  ms: number;
}

export interface ContentRuntimeOptions {
  database: DatabaseService;
  site: SiteFiles;
  /** The build's directory (holds server/index.js, the server build the thread renders with). */
  buildDir: string;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  now: () => Date;
}

const threadFile = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Beside the bundled server (build/node) or beside this file in the source tree.
  const bundled = path.join(here, "render-thread.mjs");
  return existsSync(bundled) ? bundled : path.join(here, "../content/render-thread.mjs");
})();

/**
 * JSON with every object's keys sorted: the database's jsonb keeps keys in an order of its
 * own, so content read back compares equal to the modules' only this way.
 */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );

/**
 * Runs one render job in a thread of its own, kept in `running` while it runs (a stopping
 * server ends it rather than wait for it).
 */
function runThread<T>(
  serverBuild: string,
  islands: IslandModulesJson,
  job: object,
  agency: AgencyFacts | null,
  running: Set<Worker>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadFile, {
      workerData: { serverBuild, islands, job, agency },
      // The thread needs no TypeScript loader: it runs plain JavaScript and the built site.
      execArgv: [],
      // React's production build whatever the server was started with, as the build used to
      // prerender the same pages (scripts/build.ts): the development build renders the same
      // markup about a third slower and checks nothing the thread could act on.
      env: { ...process.env, NODE_ENV: "production" },
    });
    running.add(worker);
    let result: T | undefined;
    worker.once("message", (message: T) => {
      result = message;
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      running.delete(worker);
      if (result !== undefined) resolve(result);
      else reject(new Error(`the render thread ended with exit code ${code}`));
    });
  });
}

/**
 * A rendered file as the site serves it: the file served now when its bytes are the same
 * (same ETag, so browsers and proxies keep their copies), else the new bytes, compressed.
 */
async function siteFileFor(site: SiteFiles, file: string, body: string) {
  const data = Buffer.from(body);
  const { urlPath } = urlPathOf(file);
  const served = servedFile(site, urlPath);
  if (served?.variants.identity.body.equals(data))
    return { file, siteFile: served, changed: false };
  return { file, siteFile: makeFile(urlPath, data, await compressPage(data), site), changed: true };
}

const bannerText = {
  de: {
    draft: "Vorschau: nicht veröffentlichter Entwurf. Besucher sehen diese Fassung nicht.",
    leftOut: "Nicht enthalten, weil unvollständig (im Editor korrigieren):",
    kinds: {
      event: "Event",
      "list-page": "Listenseite",
      article: "Artikel",
      category: "Kategorie",
      testimonial: "Kundenstimme",
      home: "Startseite",
      "news-page": "News-Seite",
      "contact-page": "Kontaktseite",
      "fallback-event": "Allgemeine Event-Seite",
    },
  },
  en: {
    draft: "Preview: unpublished draft. Visitors do not see this version.",
    leftOut: "Left out because incomplete (correct them in the editor):",
    kinds: {
      event: "Event",
      "list-page": "List page",
      article: "Article",
      category: "Category",
      testimonial: "Testimonial",
      home: "Home page",
      "news-page": "News page",
      "contact-page": "Contact page",
      "fallback-event": "Generic event page",
    },
  },
};

/** The banner over a preview; it names the drafts left out (kind, key and fields, escaped). */
function previewBanner(pagePath: string, leftOut: readonly LeftOutDraft[]): string {
  const text = bannerText[localeFromPath(pagePath)];
  const named = leftOut.map(
    ({ kind, key, fields }) => `${text.kinds[kind]} „${key}“ (${fields.slice(0, 3).join(", ")})`,
  );
  const more = named.length > 0 ? ` ${text.leftOut} ${named.join("; ")}` : "";
  return `<div role="status" data-testid="preview-banner" class="preview-banner">${escapeHtml(text.draft + more)}</div>`;
}

export function createContentRuntime(options: ContentRuntimeOptions): ContentRuntime & {
  start(): Promise<void>;
} {
  const { database, site, log, now } = options;
  const serverBuild = path.join(options.buildDir, "server", "index.js");
  let islands: Promise<IslandModulesJson> | undefined;
  const islandModules = () =>
    (islands ??= readFile(path.join(options.buildDir, "server", "islands.json"), "utf8").then(
      (text) => JSON.parse(text) as IslandModulesJson,
    ));
  const initialJson = canonicalJson(initialDocuments());
  /** The facts the build prerendered with: the shipped example's. */
  const shippedAgencyJson = canonicalJson(agencyFacts(exampleProfile()));
  /** The business data's facts the served pages show (decision 0204). */
  let servedAgency: string | undefined;

  let served = 0;
  /** What the render of the served version did. */
  let lastResult: RefreshResult = { version: 0, pages: 0, ms: 0 };
  let stamps: PageStamps = {};
  let timer: ReturnType<typeof setInterval> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  /** The render threads running now. */
  const running = new Set<Worker>();

  let seeded = false;

  /** The uploaded pictures, as pages need them (server/media). */
  async function pictures(): Promise<Record<string, MediaImage>> {
    const index = await database.run((db) => loadMediaIndex(db));
    return Object.fromEntries(
      [...index.values()].map((record) => {
        const { src, width, height, sources, focal } = mediaImageRef(record, "de");
        return [record.id, { src, width, height, sources, focal, alt: record.alt }];
      }),
    );
  }

  async function render(): Promise<RefreshResult> {
    // A refresh queued behind the one a stop ended: nothing more to render.
    if (stopping) return lastResult;
    const started = performance.now();
    if (!seeded) {
      await database.run((db) => seedContent(db, initialDocuments(), now()));
      seeded = true;
    }
    const { version, documents } = await database.run((db) => loadPublishedContent(db));
    // The owners' business data: the pages show it as they show the content (decision 0204).
    const agency = agencyFacts(await database.run((db) => readStoredProfile(db)));
    const agencyJson = canonicalJson(agency);
    // Already served (a notification's refresh rendered it): that render's result.
    if (version === served && agencyJson === servedAgency) return lastResult;
    const addresses = await database.run((db) => loadContentAddresses(db));
    // The build prerendered today's content: nothing to do while the database holds it.
    if (
      served === 0 &&
      canonicalJson(documents) === initialJson &&
      (agency === null || agencyJson === shippedAgencyJson)
    ) {
      site.moved = addresses.moved;
      site.gone = addresses.gone;
      served = version;
      servedAgency = agencyJson;
      applyAgency(agency);
      lastResult = { version, pages: 0, ms: 0 };
      return { version, pages: 0, ms: Math.round(performance.now() - started) };
    }
    const content = assembleContent(documents, await pictures());
    const rendered = await runThread<RenderedSite>(
      serverBuild,
      await islandModules(),
      { kind: "site", content, previous: stamps, publishedAt: now().toISOString() },
      agency,
      running,
    );
    const files = await inTurn(rendered.files, COMPRESSING_AT_ONCE, (f) =>
      siteFileFor(site, f.file, f.body),
    );
    // Nothing awaits between here and the swap: requests see the old site or the new one.
    if (version < served) return lastResult;
    swapSiteFiles(site, files, addresses);
    setEventCatalogue(content.eventsByCategory);
    // The server's own pages and mails (offer pages, enquiry mails) say the same.
    applyAgency(agency);
    stamps = rendered.stamps;
    served = version;
    servedAgency = agencyJson;
    const ms = Math.round(performance.now() - started);
    const changed = files.filter((f) => f.changed).length;
    log.info({ version, files: files.length, changed, ms }, "published content is served");
    lastResult = { version, pages: changed, ms };
    return lastResult;
  }

  /**
   * One render at a time. A refresh asked for while one runs waits for it and renders once
   * more (a publish may have committed after the running one read the content); everyone who
   * asks meanwhile shares that one.
   */
  let tail: Promise<unknown> = Promise.resolve();
  let stopping = false;
  let queued: Promise<RefreshResult> | undefined;
  function refresh(): Promise<RefreshResult> {
    if (queued) return queued;
    const next = tail.then(() => {
      queued = undefined;
      return render();
    });
    queued = next;
    tail = next.catch(() => undefined);
    return next;
  }

  const refreshQuietly = () => {
    if (stopping) return;
    refresh().catch((error: unknown) => log.error({ err: error }, "content refresh failed"));
  };

  return {
    refresh,
    version: () => served,
    async preview(pagePath, { documents, leftOut }) {
      const agency = agencyFacts(await database.run((db) => readStoredProfile(db)));
      const html = await runThread<string>(
        serverBuild,
        await islandModules(),
        {
          kind: "preview",
          content: assembleContent(documents, await pictures()),
          path: pagePath,
          banner: previewBanner(pagePath, leftOut),
        },
        agency,
        running,
      );
      return makeFile(
        pagePath,
        Buffer.from(html),
        {},
        {
          scriptHashes: site.scriptHashes,
          headers: previewHeaders,
        },
      );
    },
    async start() {
      try {
        await refresh();
      } catch (error) {
        // Pages keep being served from the build; the poll tries again.
        log.error({ err: error }, "loading the published content failed");
      }
      unlisten = await database.listen(CONTENT_CHANNEL, refreshQuietly).catch((error: unknown) => {
        log.warn({ err: error }, "no notifications of publishes: polling only");
        return undefined;
      });
      timer = setInterval(refreshQuietly, POLL_MS);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await unlisten?.();
      // A render still running is ended rather than waited for: what it would serve, the
      // next start renders again from the database (a whole site takes half a minute on two
      // busy cores, and a stop should not).
      await Promise.all([...running].map((worker) => worker.terminate()));
      await tail;
    },
  };
}
