import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/lib/compile-hints.ts";
import { siteUrlFromEnv } from "./server/site-url.ts";

/** An island's module in the client build: `assets/header.island-<hash>.js`. */
const islandModule = /\/[a-z0-9-]+\.island-[\w-]+\.js$/;

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Every chunk runs soon after it loads (islands hydrate at once, lazy parts load when
    // about to be used or when the browser is idle): V8 compiles each whole, off the main
    // thread (docs/decisions/0044-compile-hints.md).
    compileHints(),
  ],
  define: {
    // The site origin baked into canonical URLs, the sitemap and structured data.
    "import.meta.env.SITE_URL": JSON.stringify(siteUrlFromEnv(process.env)),
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  build: {
    // Inline nothing: every asset is a cacheable, hashed file the CSP allows as 'self'.
    assetsInlineLimit: 0,
    // Kept for the build, which reads which files each island needs (app/render/islands-boot.server.ts).
    manifest: true,
    modulePreload: {
      // The page's boot script imports the entry and every island module of the page
      // together (app/render/islands-boot.server.ts), so by the time the entry asks for an island
      // its module is on its way or loaded, and its imports are fetched as soon as it is
      // parsed. Vite's preload of the island's dependencies added little but a
      // <link rel="modulepreload"> per module and a search of the document for each: about
      // a third of the entry's first task (docs/decisions/0040-islands.md). Lazy chunks
      // (side menu, tooltips, toasts, banner parts) keep their preloads.
      resolveDependencies: (file, deps) => (islandModule.test(file) ? [] : deps),
    },
  },
});
