/**
 * Decides whether the built site is current: a hash over everything the build reads
 * (application code, content, public files, build scripts, lockfile, configs, SITE_URL).
 * `npm start` and `npm test` rebuild only when it changed; the same for the server bundle.
 * Plain JavaScript, so that `npm start` and the command-line tools (scripts/start.mjs,
 * scripts/tool.mjs) can ask it under plain node, before any TypeScript loader.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
/** Where the site is built (BUILD_DIR, default ./build); the server reads <buildDir>/client. */
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stampFile = path.join(buildDir, ".stamp");

const inputDirs = ["app", "public", "scripts"];
const inputFiles = [
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.admin.config.ts",
  "server/site-url.ts",
];
// Generated during the build itself (artwork, the subset font): not inputs.
const ignored =
  /(\.test\.tsx?$|\/\.react-router\/|\/node_modules\/|\/public\/art\/|\/app\/fonts\/generated\/)/;

/**
 * @param {string} dir
 * @param {string[]} out
 */
function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (ignored.test(full)) continue;
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/**
 * @param {string[]} dirs
 * @param {string[]} inputs
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
function hashOf(dirs, inputs, env) {
  /** @type {string[]} */
  const files = [];
  for (const dir of dirs) walk(path.join(root, dir), files);
  for (const file of inputs) files.push(path.join(root, file));
  const hash = createHash("sha256");
  hash.update(`SITE_URL=${env.SITE_URL ?? ""}\n`);
  for (const file of files.sort()) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/** @returns {string} */
export function inputsHash(env = process.env) {
  return hashOf(inputDirs, inputFiles, env);
}

/** The server bundle (build/node, `npm run build:server`) reads the server and the app. */
export const serverBundleDir = path.join(buildDir, "node");
const serverStampFile = path.join(serverBundleDir, ".stamp");
const serverInputs = () =>
  hashOf(
    ["server", "app"],
    ["package-lock.json", "scripts/build-server.ts", "scripts/lib/server-tools.mjs"],
    {},
  );

/** @returns {boolean} */
export function isServerBundleCurrent() {
  return (
    existsSync(serverStampFile) && readFileSync(serverStampFile, "utf8").trim() === serverInputs()
  );
}

export function writeServerStamp() {
  writeFileSync(serverStampFile, `${serverInputs()}\n`);
}

/** @returns {boolean} */
export function isBuildCurrent(env = process.env) {
  return existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === inputsHash(env);
}

export function writeStamp(env = process.env) {
  writeFileSync(stampFile, `${inputsHash(env)}\n`);
}
