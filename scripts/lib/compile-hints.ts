/**
 * A Vite plugin for the client build: every JavaScript file starts with V8's compile hint
 * for a whole file, so Chromium compiles it on a background thread while it streams in
 * instead of function by function on the main thread while the page hydrates.
 * See docs/decisions/0044-compile-hints.md.
 */
import type { Plugin } from "vite";

/** V8's explicit compile hint: every function of this file runs when it is loaded. */
export const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";

export function compileHints(): Plugin {
  return {
    name: "spreegeist:compile-hints",
    apply: "build",
    // The hint is added after the file names are hashed: make it part of every hash, so a
    // file with the hint never has the name of one without.
    augmentChunkHash: () => COMPILE_EAGERLY,
    // Last, after minification (which drops comments) and after Vite has put its table of
    // lazy imports at the top of a chunk: the hint only counts on a file's first line.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") file.code = `${COMPILE_EAGERLY}\n${file.code}`;
        }
      },
    },
  };
}
