import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteUrlFromEnv } from "./server/site-url.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
    // Kept for the build, which reads which files each island needs (scripts/lib/islands-boot.ts).
    manifest: true,
  },
});
