/**
 * Rewrites a prerendered document so that its JavaScript no longer competes with the page
 * itself: React Router's module preloads go, and its module bootstrap starts after the load
 * event (when the browser is idle) or at the first interaction, whichever comes first. Until then the page is plain, complete HTML whose
 * links and forms work; afterwards it hydrates exactly as React Router would have.
 * See docs/decisions/0007-deferred-hydration.md.
 */

const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const sideEffectImport = /^import "([^"]+)";$/;
const namespaceImport = /^import \* as (route\d+) from "([^"]+)";$/;
const registry = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const entryImport = /^import\("([^"]+)"\);$/;

interface Bootstrap {
  sideEffects: string[];
  routes: Array<{ name: string; url: string }>;
  registry: string;
  entry: string;
}

/** Reads React Router's inline module bootstrap; throws if its shape is not the expected one. */
export function parseBootstrap(code: string): Bootstrap {
  const parsed: Bootstrap = { sideEffects: [], routes: [], registry: "", entry: "" };
  for (const raw of code.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    let match: RegExpExecArray | null;
    if ((match = sideEffectImport.exec(line))) parsed.sideEffects.push(match[1]!);
    else if ((match = namespaceImport.exec(line)))
      parsed.routes.push({ name: match[1]!, url: match[2]! });
    else if ((match = registry.exec(line))) parsed.registry = match[1]!;
    else if ((match = entryImport.exec(line))) parsed.entry = match[1]!;
    else throw new Error(`Unexpected line in React Router's bootstrap script: ${line}`);
  }
  if (!parsed.registry || !parsed.entry || parsed.routes.length === 0) {
    throw new Error(
      "React Router's bootstrap script is missing its route registry or entry import",
    );
  }
  return parsed;
}

/** The replacement bootstrap: same imports, started on load + idle or first interaction. */
export function deferredBootstrap({ sideEffects, routes, registry, entry }: Bootstrap): string {
  const imports = [...sideEffects, ...routes.map((r) => r.url)].map(
    (url) => `import(${JSON.stringify(url)})`,
  );
  const names = [...sideEffects.map(() => ""), ...routes.map((r) => r.name)].join(",");
  return [
    "(()=>{",
    "let started=false;",
    'const events=["pointerdown","keydown","touchstart","focusin"];',
    "const boot=()=>{",
    "if(started)return;started=true;",
    "for(const e of events)removeEventListener(e,boot,true);",
    `Promise.all([${imports.join(",")}]).then(([${names}])=>{`,
    `window.__reactRouterRouteModules=${registry};`,
    `return import(${JSON.stringify(entry)});`,
    "});",
    "};",
    "for(const e of events)addEventListener(e,boot,true);",
    // A tap on a button before hydration (menu, cookie settings) is replayed once React is
    // there (see app/lib/browser-signals.ts); links and forms work without React anyway.
    'addEventListener("click",e=>{const b=e.target instanceof Element&&e.target.closest(\'button[type="button"]\');if(b&&document.documentElement.dataset.hydrated!=="true")window.__pendingClick=b;},true);',
    'const idle=()=>"requestIdleCallback"in window?requestIdleCallback(boot,{timeout:1500}):setTimeout(boot,50);',
    'if(document.readyState==="complete")idle();else addEventListener("load",idle,{once:true});',
    "})();",
  ].join("");
}

/**
 * The script element keeps its attributes (React hydrates it as it rendered it); only its
 * code changes. The preloads React re-adds itself when it hydrates, from its cache.
 */
export function deferBoot(html: string): string {
  const script = bootstrap.exec(html);
  if (!script) throw new Error("Document has no React Router bootstrap script");
  const code = deferredBootstrap(parseBootstrap(script[1]!));
  return html
    .replace(modulePreload, "")
    .replace(bootstrap, () => `<script type="module" async="">${code}</script>`);
}
