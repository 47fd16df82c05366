/**
 * Adds to each prerendered document the script that hydrates its islands (app/islands/):
 * after the `load` event and the first contentful paint, once the browser is idle (at most
 * 1.5 s later), or at the first interaction, whichever comes first, it imports the client
 * entry and the modules of the islands the page has, all at once. Until then the page is
 * plain, complete HTML whose links and forms work. See docs/decisions/0007-deferred-hydration.md
 * and 0040-islands.md.
 */

import { createHash } from "node:crypto";
import { consentProbeScript } from "../components/consent/consent-probe";
import { speculationRules } from "../lib/speculation-rules";

/** The part of Vite's build manifest (`.vite/manifest.json`) the boot needs. */
export type ViteManifest = Record<
  string,
  { file: string; name?: string; src?: string; dynamicImports?: string[] }
>;

export interface IslandModules {
  /** URL of the client entry (app/entry.client.tsx). */
  entry: string;
  /** URL of each island's module, by island name. */
  islands: Map<string, string>;
}

const ENTRY_SOURCE = "app/entry.client.tsx";
/** Vite names a chunk after its module: `header.island` for app/islands/header.island.ts. */
const islandChunk = /^([a-z0-9-]+)\.island$/;

/**
 * Finds the client entry and the island modules it loads (app/islands/*.island.ts, which
 * it imports by name) in Vite's manifest of the client build.
 */
export function islandModules(manifest: ViteManifest): IslandModules {
  const entry = manifest[ENTRY_SOURCE];
  if (!entry) throw new Error(`The client build has no ${ENTRY_SOURCE}`);
  const islands = new Map<string, string>();
  for (const key of entry.dynamicImports ?? []) {
    const chunk = manifest[key];
    const name = islandChunk.exec(chunk?.name ?? "")?.[1];
    if (chunk && name) islands.set(name, `/${chunk.file}`);
  }
  return { entry: `/${entry.file}`, islands };
}

/** The names of the islands in a document, in document order, each once. */
export function islandNames(html: string): string[] {
  return [...new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1] ?? ""))];
}

/**
 * The boot script: imports the client entry and the modules of the islands the page has
 * (its `data-island` elements, in document order, each once) together, once the page has
 * loaded, its first contentful paint is on screen and the browser is idle, or at the first
 * interaction. Idle time and animation frames alone can come before the first paint is
 * presented; scripts fetched then compete with it on a slow link (in Lighthouse's
 * simulation of one they delayed FCP by about 400 ms and LCP by 450 ms).
 *
 * One script for every page of a build: it names all island modules and finds the page's
 * islands itself, so its hash is known from the build alone and the Content-Security-Policy
 * never needs to look at a rendered page (docs/decisions/0101-content-is-never-markup.md).
 */
export function bootScript(modules: IslandModules): string {
  const islands = [...modules.islands].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    "(()=>{",
    "let started=false;",
    'const events=["pointerdown","keydown","touchstart","focusin"];',
    `const modules=new Map(${JSON.stringify(islands)});`,
    "const boot=()=>{",
    "if(started)return;started=true;",
    "for(const e of events)removeEventListener(e,boot,true);",
    `const urls=new Set([${JSON.stringify(modules.entry)}]);`,
    'for(const el of document.querySelectorAll("[data-island]")){const url=modules.get(el.getAttribute("data-island"));if(url)urls.add(url);}',
    "for(const url of urls)import(url);",
    "};",
    "for(const e of events)addEventListener(e,boot,true);",
    // A tap on a button before hydration (menu, cookie settings) is replayed once React is
    // there (app/lib/browser-signals.ts); links and forms work without React anyway.
    'addEventListener("click",e=>{const b=e.target instanceof Element&&e.target.closest(\'button[type="button"]\');if(b&&document.documentElement.dataset.hydrated!=="true")window.__pendingClick=b;},true);',
    'const idle=()=>"requestIdleCallback"in window?requestIdleCallback(boot,{timeout:1500}):setTimeout(boot,50);',
    // Two frames after the first contentful paint is on screen (reported only once it is
    // presented). Browsers without paint timing wait for the two frames alone, and one that
    // reports no FCP within 3 s of load goes on without it.
    "const frames=()=>requestAnimationFrame(()=>requestAnimationFrame(idle));",
    "const painted=()=>{",
    'if(!(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint")))return frames();',
    "let waiting=true;",
    "const go=()=>{if(waiting){waiting=false;o.disconnect();frames();}};",
    'const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)go();});',
    'o.observe({type:"paint",buffered:true});',
    "setTimeout(go,3000);",
    "};",
    'if(document.readyState==="complete")painted();else addEventListener("load",painted,{once:true});',
    "})();",
  ].join("");
}

/**
 * Every inline script the template writes into a document: the consent probe and the
 * speculation rules (app/root.tsx) and the island boot script. Their hashes, and only
 * theirs, are what a document's Content-Security-Policy allows; the build saves them
 * beside the island modules (build/server/islands.json) for the server.
 */
export function templateScripts(modules: IslandModules): string[] {
  return [consentProbeScript, speculationRules, bootScript(modules)];
}

/** A CSP source hash of a script's text: `sha256-…`. */
export function scriptHash(code: string): string {
  return `sha256-${createHash("sha256").update(code).digest("base64")}`;
}

/**
 * Adds the boot script before `</body>`. Fails when the document already loads scripts of
 * its own (React Router's would hydrate the whole page) or names an island the build lacks.
 */
export function bootIslands(html: string, modules: IslandModules): string {
  if (/<script type="module"|<link rel="modulepreload"|__reactRouterContext/.test(html)) {
    throw new Error("The document already loads React Router's scripts");
  }
  const names = islandNames(html);
  if (names.length === 0) return html;
  for (const name of names) {
    if (!modules.islands.has(name))
      throw new Error(`No module for island "${name}" (app/islands/${name}.island.ts)`);
  }
  const script = `<script type="module">${bootScript(modules)}</script>`;
  if (!html.includes("</body>")) throw new Error("The document has no </body>");
  return html.replace("</body>", () => `${script}</body>`);
}
