/**
 * The back office's build: a client-only app from app/admin into build/admin, served by
 * the server at /admin (server/admin/app-files.ts). Separate from the site's build, so no admin
 * code can end up in a public page's JavaScript.
 */
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "app/admin"),
  base: "/admin/",
  plugins: [tailwindcss()],
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  build: {
    outDir: path.resolve(process.env.BUILD_DIR ?? "build", "admin"),
    emptyOutDir: true,
    // Inline nothing: every asset is a hashed file the CSP allows as 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      // TanStack Query marks its modules "use client" for React Server Components; a
      // client-only app has nothing to keep of it.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
