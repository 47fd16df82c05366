import { describe, expect, it } from "vitest";
import { deferBoot, parseBootstrap } from "./defer-boot.ts";

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home-de":route1};

import("/assets/entry.client-4.js");`;

const html =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<title>x</title><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/home-3.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><h1>x</h1>' +
  `<script>window.__reactRouterContext={};</script><script type="module" async="">${bootstrap}</script></body></html>`;

describe("deferBoot", () => {
  const out = deferBoot(html);

  it("drops module preloads and leaves the rest of the document as it was", () => {
    expect(out).not.toContain("modulepreload");
    expect(out.replace(/<script type="module" async="">[\s\S]*?<\/script>/, "")).toBe(
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script type="module" async="">[\s\S]*?<\/script>/, ""),
    );
  });

  it("keeps every import and the route registry, behind the load event or first interaction", () => {
    for (const url of [
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]) {
      expect(out).toContain(`import("${url}")`);
    }
    expect(out).toContain('window.__reactRouterRouteModules={"root":route0,"home-de":route1}');
    expect(out).toContain('addEventListener("load",idle');
    expect(out).toContain("pointerdown");
  });

  it("produces a script that runs and imports the modules in order", async () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    const win: Record<string, unknown> = { requestIdleCallback: () => {} };
    const run = new Function(
      "window",
      "document",
      "addEventListener",
      "removeEventListener",
      "requestIdleCallback",
      "import_",
      script.replaceAll("import(", "import_("),
    );
    run(
      win,
      { readyState: "loading" },
      (name: string, fn: () => void) => (listeners[name] = fn),
      () => {},
      (fn: () => void) => fn(),
      async (url: string) => {
        imported.push(url);
        return { url };
      },
    );
    expect(imported).toEqual([]);
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "home-de": { url: "/assets/home-3.js" },
    });
  });

  it("refuses a bootstrap it does not understand", () => {
    expect(() => parseBootstrap('import "/a.js";\nconsole.log(1);')).toThrow(/Unexpected line/);
  });
});
