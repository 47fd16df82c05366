import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.server";
import { genericEventDocuments, notFoundDocuments } from "./app/shared/special-pages";

export default {
  // Every page is prerendered to HTML at build time; in the browser only its islands
  // hydrate (app/islands/, docs/decisions/0040). The Node server (server/) serves these
  // documents and the API and never renders React for a request. `ssr: true` gives the
  // server bundle (build/server) the server's render thread uses to render every page again
  // when the agency publishes content (docs/decisions/0095); React Router's SPA mode would
  // also put its own hydration scripts in every document.
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
