import { describe, expect, it } from "vitest";
import {
  bootIslands,
  bootScript,
  islandModules,
  islandNames,
  templateScripts,
  type ViteManifest,
} from "./islands-boot.server";

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
    // The same script on every page: its hash is known from the build alone.
    expect(scripts[0]?.[1]).toBe(bootScript(modules));
    expect(bootIslands(html(consent), modules)).toContain(bootScript(modules));
    expect(templateScripts(modules)).toContain(bootScript(modules));
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
  /** Runs the boot script against stand-ins for the browser's globals. */
  function runBoot(readyState: string, { paintTiming = false } = {}) {
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    const idle: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const paintEntries: string[] = [];
    const observers = new Set<(list: { getEntriesByName(name: string): string[] }) => void>();
    class FakePerformanceObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
      constructor(private callback: (list: { getEntriesByName(name: string): string[] }) => void) {}
      observe(options: { type: string; buffered?: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    }
    const run = new Function(
      "window",
      "document",
      "addEventListener",
      "removeEventListener",
      "requestIdleCallback",
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      "import_",
      bootScript({
        entry: "/a.js",
        islands: new Map([
          ["x", "/b.js"],
          ["y", "/c.js"],
        ]),
      }).replaceAll("import(", "import_("),
    ) as (...args: unknown[]) => void;
    // The page's islands, in document order: "x" twice, one the build does not know.
    const islandElements = ["x", "__proto__", "x"].map((name) => ({
      getAttribute: (attribute: string) => (attribute === "data-island" ? name : null),
    }));
    run(
      { requestIdleCallback: true },
      {
        readyState,
        documentElement: { dataset: {} },
        querySelectorAll: (selector: string) =>
          selector === "[data-island]" ? islandElements : [],
      },
      (name: string, fn: () => void) => (listeners[name] = fn),
      () => {},
      (fn: () => void) => idle.push(fn),
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
      FakePerformanceObserver,
      (url: string) => imported.push(url),
    );
    /** Runs the frame callbacks queued so far, as the browser does for one frame. */
    const frame = () => frames.splice(0).forEach((fn) => fn());
    /** Reports a paint entry to the observers, as the browser does once it is presented. */
    const paint = (name: string) => {
      paintEntries.push(name);
      const list = { getEntriesByName: (n: string) => paintEntries.filter((e) => e === n) };
      [...observers].forEach((callback) => callback(list));
    };
    const runIdle = () => idle.splice(0).forEach((fn) => fn());
    /** Fires the timers set so far, as if `ms` had passed. */
    const elapse = (ms: number) =>
      timers
        .filter((t) => t.ms <= ms)
        .forEach((t) => (timers.splice(timers.indexOf(t), 1), t.fn()));
    return { imported, listeners, idle, frame, paint, runIdle, elapse, observers };
  }

  it("imports nothing before the load event and a painted frame, then everything once idle", () => {
    const { imported, listeners, idle, frame, runIdle } = runBoot("loading");
    expect(imported).toEqual([]);
    listeners.load?.();
    frame();
    // The first frame after load may still be on its way to the screen.
    expect(idle).toEqual([]);
    frame();
    expect(imported).toEqual([]);
    runIdle();
    expect(imported).toEqual(["/a.js", "/b.js"]);
  });

  it("where paint timing exists, waits for the first contentful paint to be on screen", () => {
    const { imported, listeners, idle, frame, paint, runIdle, elapse, observers } = runBoot(
      "loading",
      {
        paintTiming: true,
      },
    );
    listeners.load?.();
    frame();
    frame();
    paint("first-paint");
    frame();
    frame();
    expect(idle).toEqual([]);
    paint("first-contentful-paint");
    expect(observers.size).toBe(0);
    frame();
    frame();
    runIdle();
    expect(imported).toEqual(["/a.js", "/b.js"]);
    // The fallback timer, firing later, changes nothing.
    elapse(3000);
    frame();
    frame();
    expect(idle).toEqual([]);
  });

  it("goes on without the first contentful paint when none is reported within 3 s", () => {
    const { imported, listeners, idle, frame, runIdle, elapse, observers } = runBoot("loading", {
      paintTiming: true,
    });
    listeners.load?.();
    elapse(2999);
    frame();
    frame();
    expect(idle).toEqual([]);
    elapse(3000);
    expect(observers.size).toBe(0);
    frame();
    frame();
    runIdle();
    expect(imported).toEqual(["/a.js", "/b.js"]);
  });

  it("starts at the first interaction, and only once", () => {
    const { imported, listeners, frame, paint, runIdle } = runBoot("loading", {
      paintTiming: true,
    });
    listeners.pointerdown?.();
    expect(imported).toEqual(["/a.js", "/b.js"]);
    listeners.keydown?.();
    listeners.load?.();
    paint("first-contentful-paint");
    frame();
    frame();
    runIdle();
    expect(imported).toEqual(["/a.js", "/b.js"]);
  });

  it("waits for a painted frame and idle time only when the page has already loaded", () => {
    const { imported, frame, runIdle } = runBoot("complete");
    expect(imported).toEqual([]);
    frame();
    frame();
    runIdle();
    expect(imported).toEqual(["/a.js", "/b.js"]);
  });
});
