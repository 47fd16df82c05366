/**
 * Serves the content the agency published (docs/decisions/0095-content-in-the-database.md).
 *
 * At start it seeds a new database with today's content (the modules under app/content,
 * which the build prerendered) and, when the database holds other content, renders the site
 * again. After a publish it renders again: the publishing instance at once (the admin route
 * waits for it), every other instance on the same PostgreSQL when the publish's NOTIFY
 * arrives (and, should a notification be lost, at the next poll). Pages are rendered in a
 * worker thread (render-thread.mjs), compressed off the event loop, and swapped in as a whole
 * in one synchronous step: a request sees the old site or the new one, never a mix.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import {
  assembleContent,
  initialDocuments,
  type ContentDocument,
} from "#app/content/documents.server.ts";
import type { IslandModulesJson, PageStamps, RenderedSite } from "#app/content/renderer.server.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { CONTENT_CHANNEL, loadPublishedContent, seedContent } from "../db/content.ts";
import type { DatabaseService } from "../db/service.ts";
import { swapSiteFiles, makeFile, type SiteFiles } from "../site/files.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How often an instance checks the content version besides the notifications. */
const POLL_MS = 15_000;

export interface ContentRuntime {
  /** Renders the database's published content, if newer than what is served, and swaps it in. */
  refresh(): Promise<RefreshResult>;
  /** The page at `path` rendered for `documents`, with the preview banner. */
  preview(path: string, documents: ContentDocument[]): Promise<string>;
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

const stableJson = (value: unknown) => JSON.stringify(value);

/** Runs one render job in a thread of its own. */
function runThread<T>(serverBuild: string, islands: IslandModulesJson, job: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadFile, {
      workerData: { serverBuild, islands, job },
      // The thread needs no TypeScript loader: it runs plain JavaScript and the built site.
      execArgv: [],
    });
    let result: T | undefined;
    worker.once("message", (message: T) => {
      result = message;
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (result !== undefined) resolve(result);
      else reject(new Error(`the render thread ended with exit code ${code}`));
    });
  });
}

async function compressed(file: string, body: string) {
  const data = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(data, { level: 9 }),
  ]);
  return { file, data, br, gz };
}

const bannerText = {
  de: "Vorschau: nicht veröffentlichter Entwurf. Besucher sehen diese Fassung nicht.",
  en: "Preview: unpublished draft. Visitors do not see this version.",
};

function previewBanner(pagePath: string): string {
  const locale = localeFromPath(pagePath);
  return `<div role="status" data-testid="preview-banner" class="preview-banner">${bannerText[locale]}</div>`;
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
  const initialJson = stableJson(initialDocuments());

  let served = 0;
  let stamps: PageStamps = {};
  let running: Promise<RefreshResult> | undefined;
  let followUp: Promise<RefreshResult> | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  let seeded = false;

  async function render(): Promise<RefreshResult> {
    const started = performance.now();
    if (!seeded) {
      await database.run((db) => seedContent(db, initialDocuments(), now()));
      seeded = true;
    }
    const { version, documents } = await database.run((db) => loadPublishedContent(db));
    if (version === served) return { version, pages: 0, ms: 0 };
    // The build prerendered today's content: nothing to do while the database holds it.
    if (served === 0 && stableJson(documents) === initialJson) {
      served = version;
      return { version, pages: 0, ms: Math.round(performance.now() - started) };
    }
    const rendered = await runThread<RenderedSite>(serverBuild, await islandModules(), {
      kind: "site",
      content: assembleContent(documents),
      previous: stamps,
      publishedAt: now().toISOString(),
    });
    const files = await Promise.all(rendered.files.map((f) => compressed(f.file, f.body)));
    // Nothing awaits between here and the swap: requests see the old site or the new one.
    if (version <= served) return { version: served, pages: 0, ms: 0 };
    swapSiteFiles(
      site,
      files.map(({ file, data, br, gz }) => ({
        file,
        make: (urlPath: string) => makeFile(urlPath, data, { br, gzip: gz }),
      })),
    );
    stamps = rendered.stamps;
    served = version;
    const ms = Math.round(performance.now() - started);
    log.info({ version, pages: files.length, ms }, "published content is served");
    return { version, pages: files.length, ms };
  }

  /**
   * One render at a time; refreshes asked for meanwhile share one more render afterwards
   * (each caller's promise resolves with a render that started after its call).
   */
  function refresh(): Promise<RefreshResult> {
    if (running) {
      return (followUp ??= running
        .catch(() => undefined)
        .then(() => {
          followUp = undefined;
          return stopped ? { version: served, pages: 0, ms: 0 } : refresh();
        }));
    }
    running = render().finally(() => {
      running = undefined;
    });
    return running;
  }

  const refreshQuietly = () => {
    refresh().catch((error: unknown) => log.error({ err: error }, "content refresh failed"));
  };

  return {
    refresh,
    version: () => served,
    async preview(pagePath, documents) {
      return runThread<string>(serverBuild, await islandModules(), {
        kind: "preview",
        content: assembleContent(documents),
        path: pagePath,
        banner: previewBanner(pagePath),
      });
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
      stopped = true;
      if (timer) clearInterval(timer);
      await unlisten?.();
      await running?.catch(() => undefined);
    },
  };
}
