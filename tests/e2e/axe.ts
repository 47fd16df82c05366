/**
 * The one way the browser tests run axe-core: `axeOn(page)` is an AxeBuilder in axe's
 * same-origin mode (`setLegacyMode`), which runs axe once in the page itself. The default
 * mode runs it in every frame, sends every partial result back to the test, and opens a
 * blank page to merge them: on our pages, which have no frames, that was a quarter of the
 * accessibility specs' time for the same rules and the same violations. A frame from another
 * origin would go unchecked in this mode, so a page with one fails instead.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe from "axe-core";
import type { Locale } from "../../app/i18n/locales.ts";

/**
 * axe's source, run once per page: AxeBuilder evaluates it in the page, then again in every
 * frame to inject it, and the second run set all of axe up again (about 80 ms of the page's
 * main thread per check, a sixth of it). The page keeps the first; a new page gets its own.
 */
const axeSourceOncePerPage = `if (typeof window.axe === "undefined") {\n${axe.source}\n}`;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

class SameOriginAxe extends AxeBuilder {
  readonly #page: Page;

  constructor(page: Page) {
    super({ page, axeSource: axeSourceOncePerPage });
    this.#page = page;
    this.setLegacyMode();
  }

  override async analyze() {
    const origin = new URL(this.#page.url()).origin;
    const foreign = this.#page
      .frames()
      .map((frame) => frame.url())
      .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
    if (foreign.length > 0) {
      throw new Error(`axe cannot check frames from other origins here: ${foreign.join(", ")}`);
    }
    return super.analyze();
  }
}

export const axeOn = (page: Page): AxeBuilder => new SameOriginAxe(page);

/**
 * axe's violations of WCAG 2.2 A and AA and of target size on the page as it is now, one line
 * each (rule, help, the nodes' selectors), so that a failed test names them. `extraRules` are
 * rules outside those tags, `extraTags` whole groups more (axe's "best-practice").
 */
export async function wcagViolations(
  page: Page,
  extraRules: readonly string[] = [],
  extraTags: readonly string[] = [],
) {
  const enabled = { enabled: true };
  const results = await axeOn(page)
    .withTags([...wcagTags, ...extraTags])
    .options({
      // Only violations are asserted: axe then works out selectors for the other kinds'
      // nodes (passes, incomplete, inapplicable) for one node each instead of every node.
      resultTypes: ["violations"],
      rules: Object.fromEntries(["target-size", ...extraRules].map((rule) => [rule, enabled])),
    })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/**
 * The views a back-office screen's axe check runs in: each language once and each width once,
 * German (the longer words) at phone width. axe reads the page's structure, names, contrast
 * and targets: the language changes only the words and the width only the layout, so the
 * other two pairs repeated the same checks (docs/testing.md, the eighth round). Layout
 * assertions that depend on both (a bar's rows) still run in all four.
 */
export const axeViews: ReadonlyArray<{ locale: Locale; width: 390 | 1280 }> = [
  { locale: "de", width: 390 },
  { locale: "en", width: 1280 },
];
