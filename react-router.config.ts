import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.server";
import { genericEventDocuments, notFoundDocuments } from "./app/special-pages";

export default {
  // Every page is prerendered to HTML at build time; in the browser only its islands
  // hydrate (app/islands/, docs/decisions/0040). The Node server (server/) serves these
  // documents and the API and never renders React. `ssr: true` only because React Router's
  // SPA mode (`false`) insists on its own hydration scripts in every document; the build
  // deletes the server bundle it produces.
  ssr: true,
  // BUILD_DIR lets several builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender({ getStaticPaths }) {
    return [
      // The English home is canonical at /en/ (docs/product.md#routes), so that is the path
      // prerendered.
      ...getStaticPaths().map((path) => (path === "/en" ? "/en/" : path)),
      ...prerenderPaths(),
      ...Object.values(notFoundDocuments),
      ...Object.values(genericEventDocuments),
    ];
  },
} satisfies Config;
