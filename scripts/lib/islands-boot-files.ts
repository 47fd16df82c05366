/** Applies bootIslands to every prerendered document of the build. */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  bootIslands,
  islandModules,
  type IslandModules,
  type ViteManifest,
} from "../../app/render/islands-boot.server.ts";

/** Returns the island modules, which the server needs to render pages again. */
export async function bootIslandsIn(clientDir: string): Promise<IslandModules> {
  // Vite's manifest says which file holds each island; it is not part of the site.
  const manifestDir = path.join(clientDir, ".vite");
  const manifest = JSON.parse(
    await readFile(path.join(manifestDir, "manifest.json"), "utf8"),
  ) as ViteManifest;
  await rm(manifestDir, { recursive: true });
  const modules = islandModules(manifest);

  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const files = (suffix: string) =>
    entries
      .filter((e) => e.isFile() && e.name.endsWith(suffix))
      .map((e) => path.join(e.parentPath, e.name));
  // React Router's data files serve client-side navigation, which the site does not use.
  await Promise.all(files(".data").map((file) => rm(file)));
  await Promise.all(
    files(".html").map(async (file) => {
      try {
        await writeFile(file, bootIslands(await readFile(file, "utf8"), modules));
      } catch (error) {
        throw new Error(`${path.relative(clientDir, file)}: ${(error as Error).message}`);
      }
    }),
  );
  return modules;
}
