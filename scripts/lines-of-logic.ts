/**
 * `npm run lines-of-logic -- [--limit=300] [--all] [folder ...]`: counts each TypeScript
 * file's lines of logic (lines holding code: not blank, not only a comment) under the given
 * folders (default server/ and app/), and lists the files over the limit, largest first.
 * Exits 1 when one is over, so it can gate. Test files count too unless `--no-tests`; the
 * generated route types (.react-router/) and declaration files never do.
 *
 * Lines are told apart by TypeScript's own parser: a comment inside a string or a `//` in
 * a regular expression does not fool it, and a multi-line string or template is code on
 * every line it spans.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { isMain } from "./lib/run.ts";

const root = path.resolve(import.meta.dirname, "..");

/** How many lines of `text` hold part of a token (JSX text counts unless only spaces). */
export function linesOfLogic(text: string, fileName = "file.tsx"): number {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const lines = new Set<number>();
  const mark = (start: number, end: number) => {
    const first = source.getLineAndCharacterOfPosition(start).line;
    const last = source.getLineAndCharacterOfPosition(Math.max(start, end - 1)).line;
    for (let line = first; line <= last; line++) lines.add(line);
  };
  const visit = (node: ts.Node) => {
    // getChildren() hands doc comments (/** … */) over as nodes of their own.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) {
      return;
    }
    const children = node.getChildren(source);
    if (children.length > 0) {
      children.forEach(visit);
      return;
    }
    if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
    if (ts.isJsxText(node)) {
      // Only the lines of JSX text that hold more than white space.
      const start = node.getStart(source);
      node
        .getText(source)
        .split("\n")
        .reduce((offset, part) => {
          if (part.trim() !== "") mark(offset, offset + part.length);
          return offset + part.length + 1;
        }, start);
      return;
    }
    mark(node.getStart(source), node.getEnd());
  };
  visit(source);
  return lines.size;
}

/** The .ts and .tsx files under `folder` (no node_modules, no declaration files). */
function sourceFiles(folder: string, tests: boolean): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) found.push(...sourceFiles(file, tests));
    else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) {
      if (tests || !/\.(test|spec)\.tsx?$/.test(name)) found.push(file);
    }
  }
  return found;
}

export interface Counted {
  file: string;
  lines: number;
}

/** Every file's lines of logic under the folders, largest first. */
export function countFolders(folders: string[], tests = true): Counted[] {
  return folders
    .flatMap((folder) => sourceFiles(path.resolve(root, folder), tests))
    .map((file) => ({
      file: path.relative(root, file),
      lines: linesOfLogic(readFileSync(file, "utf8"), file),
    }))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

function main(argv: string[]): number {
  const limit = Number(argv.find((a) => a.startsWith("--limit="))?.slice(8) ?? 300);
  const folders = argv.filter((a) => !a.startsWith("--"));
  const counted = countFolders(
    folders.length > 0 ? folders : ["server", "app"],
    !argv.includes("--no-tests"),
  );
  const shown = argv.includes("--all") ? counted : counted.filter((c) => c.lines > limit);
  for (const { file, lines } of shown) console.log(`${String(lines).padStart(6)}  ${file}`);
  const over = counted.filter((c) => c.lines > limit).length;
  console.log(
    `${counted.length} files, ${over} over ${limit} lines of logic (code lines, not blank, not only comments).`,
  );
  return over > 0 ? 1 : 0;
}

if (isMain(import.meta)) process.exitCode = main(process.argv.slice(2));
