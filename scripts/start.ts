/**
 * `npm start`: builds the site when the build is missing or stale, then serves the site
 * and its API (default http://localhost:3000, PORT overrides).
 */
import { build } from "./build.ts";
import { isBuildCurrent } from "./lib/build-stamp.ts";
import { startServer } from "../server/index.ts";

if (!isBuildCurrent()) {
  console.log("The build is missing or stale: building the site first.");
  await build();
}
await startServer();
