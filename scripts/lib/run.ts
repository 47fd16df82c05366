import { spawn } from "node:child_process";
import { root } from "./build-stamp.mjs";

/** Runs a command with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A binary installed in node_modules/.bin. */
export function bin(name: string): string {
  return `${root}/node_modules/.bin/${name}`;
}

/** True when the module is the script node was started with (not imported). */
export function isMain(meta: ImportMeta): boolean {
  return process.argv[1] !== undefined && meta.filename === process.argv[1];
}
