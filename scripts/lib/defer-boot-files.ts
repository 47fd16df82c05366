/** Applies deferBoot to every prerendered document of the build. */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { deferBoot } from "./defer-boot.ts";

export async function deferBootIn(clientDir: string): Promise<void> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const documents = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    documents.map(async (file) => {
      try {
        await writeFile(file, deferBoot(await readFile(file, "utf8")));
      } catch (error) {
        throw new Error(`${path.relative(clientDir, file)}: ${(error as Error).message}`);
      }
    }),
  );
}
