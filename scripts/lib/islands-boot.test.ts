import { describe, expect, it } from "vitest";
import {
  bootIslands,
  bootScript,
  islandModules,
  islandNames,
  type ViteManifest,
} from "./islands-boot.ts";

const manifest: ViteManifest = {
  "app/entry.client.tsx": {
    file: "assets/entry.client-1.js",
    src: "app/entry.client.tsx",
    dynamicImports: [
      "_header.island-2.js",
      "_consent.island-3.js",
      "app/components/ui/Tooltip.tsx",
    ],
  },
  "_header.island-2.js": { file: "assets/header.island-2.js", name: "header.island" },
  "_consent.island-3.js": { file: "assets/consent.island-3.js", name: "consent.island" },
  "app/components/ui/Tooltip.tsx": { file: "assets/Tooltip-4.js", name: "Tooltip" },
  "app/root.tsx": { file: "assets/root-5.js", name: "root" },
};
const modules = islandModules(manifest);

const html = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body>${body}</body></html>`;
const header = '<div data-island="header" data-page="{}" data-props="{}"><header>x</header></div>';
const consent = '<div data-island="consent" data-page="{}" data-props="{}"></div>';

describe("islandModules", () => {
  it("finds the entry and the island modules it imports, by island name", () => {
    expect(modules.entry).toBe("/assets/entry.client-1.js");
    expect([...modules.islands]).toEqual([
      ["header", "/assets/header.island-2.js"],
      ["consent", "/assets/consent.island-3.js"],
    ]);
  });

  it("fails without the client entry", () => {
    expect(() => islandModules({})).toThrow(/no app\/entry\.client\.tsx/);
  });
});

describe("bootIslands", () => {
  it("adds one script before </body> that imports the entry and the page's islands", () => {
    const out = bootIslands(html(header + "<main></main>" + consent + header), modules);
    expect(islandNames(out)).toEqual(["header", "consent"]);
    const scripts = [...out.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(out.indexOf("<script")).toBeGreaterThan(out.indexOf(consent));
    expect(out.endsWith("</script></body></html>")).toBe(true);
    expect([...(scripts[0]?.[1] ?? "").matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([
      "/assets/entry.client-1.js",
      "/assets/header.island-2.js",
      "/assets/consent.island-3.js",
    ]);
  });

  it("leaves a page without islands without script", () => {
    expect(bootIslands(html("<main></main>"), modules)).toBe(html("<main></main>"));
  });

  it("refuses an island the build has no module for", () => {
    expect(() => bootIslands(html('<div data-island="menu"></div>'), modules)).toThrow(
      /No module for island "menu"/,
    );
  });

  it("refuses a document that already carries React Router's scripts", () => {
    const withRouter = html(`${header}<script>window.__reactRouterContext = {};</script>`);
    expect(() => bootIslands(withRouter, modules)).toThrow(/React Router/);
    const withPreload = html(`<link rel="modulepreload" href="/assets/root-5.js"/>${header}`);
    expect(() => bootIslands(withPreload, modules)).toThrow(/React Router/);
  });
});

describe("bootScript", () => {
  function runBoot(readyState: string) {
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    const idle: Array<() => void> = [];
    const run = new Function(
      "window",
      "document",
      "addEventListener",
      "removeEventListener",
      "requestIdleCallback",
      "import_",
      bootScript(["/a.js", "/b.js"]).replaceAll("import(", "import_("),
    ) as (...args: unknown[]) => void;
    run(
      { requestIdleCallback: true },
      { readyState, documentElement: { dataset: {} } },
      (name: string, fn: () => void) => (listeners[name] = fn),
      () => {},
      (fn: () => void) => idle.push(fn),
      (url: string) => imported.push(url),
    );
    return { imported, listeners, idle };
  }

  it("imports nothing before the load event, then everything once the browser is idle", () => {
    const { imported, listeners, idle } = runBoot("loading");
    expect(imported).toEqual([]);
    listeners.load?.();
    expect(imported).toEqual([]);
    idle.forEach((fn) => fn());
    expect(imported).toEqual(["/a.js", "/b.js"]);
  });

  it("starts at the first interaction, and only once", () => {
    const { imported, listeners, idle } = runBoot("loading");
    listeners.pointerdown?.();
    listeners.keydown?.();
    listeners.load?.();
    idle.forEach((fn) => fn());
    expect(imported).toEqual(["/a.js", "/b.js"]);
  });

  it("waits for idle time only when the page has already loaded", () => {
    const { imported, idle } = runBoot("complete");
    expect(imported).toEqual([]);
    idle.forEach((fn) => fn());
    expect(imported).toEqual(["/a.js", "/b.js"]);
  });
});
