/**
 * `npm run dev`: the site with hot reload (Vite, http://localhost:5173), the back office
 * (http://localhost:5174/admin/) and the API server beside them (port 3001), to which both
 * Vite servers proxy /api.
 */
import { spawn } from "node:child_process";
import { generateArtwork } from "./artwork/index.ts";
import { generateFonts } from "./fonts.ts";
import { bin } from "./lib/run.ts";
import { root } from "./lib/build-stamp.mjs";

// Pages read the artwork manifest and the stylesheet the subset font, so these come first.
await Promise.all([generateArtwork(), generateFonts()]);

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(bin("tsx"), ["watch", "server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", API_ONLY: "1" },
  }),
  spawn(bin("react-router"), ["dev"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
  spawn(bin("vite"), ["--config", "vite.admin.config.ts", "--port", "5174", "--strictPort"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
