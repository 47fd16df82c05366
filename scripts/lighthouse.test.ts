/**
 * The Lighthouse gate's verdict on measured pages (`failures`): a page below a threshold
 * fails; a page the gate measures as noindex on purpose (the offer page) must fail SEO's
 * "is-crawlable" and pass every other SEO audit, whatever its SEO score.
 */
import { describe, expect, it } from "vitest";
import defaultConfig from "lighthouse/core/config/default-config.js";
import { ciThresholds, failures, skippedAudits, type PageScores } from "./lighthouse.ts";

const page = (path: string, overrides: Partial<PageScores> = {}): PageScores => ({
  path,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  fcpMs: 800,
  scriptBytes: 0,
  seoFailed: [],
  runs: 1,
  ...overrides,
});

describe("the Lighthouse gate's failures", () => {
  it("fails a page below a threshold", () => {
    expect(
      failures([page("/", { seo: 92, seoFailed: ["meta-description"] })], ciThresholds),
    ).toEqual(["/: seo 92 < 100"]);
  });

  it("holds a noindex page to every SEO audit but is-crawlable, which it must fail", () => {
    const offer = "/angebot/abc";
    const noindex = { noindex: [offer] };
    const crawlable = page(offer, { seo: 63, seoFailed: ["is-crawlable"] });
    expect(failures([crawlable], ciThresholds, noindex)).toEqual([]);
    expect(failures([crawlable], ciThresholds)).toEqual([`${offer}: seo 63 < 100`]);
    expect(
      failures(
        [page(offer, { seo: 55, seoFailed: ["is-crawlable", "document-title"] })],
        ciThresholds,
        noindex,
      ),
    ).toEqual([`${offer}: SEO audit document-title failed`]);
    expect(failures([page(offer)], ciThresholds, noindex)).toEqual([
      `${offer}: indexable, but should be noindex`,
    ]);
    expect(
      failures(
        [page(offer, { accessibility: 96, seoFailed: ["is-crawlable"] })],
        ciThresholds,
        noindex,
      ),
    ).toEqual([`${offer}: accessibility 96 < 100`]);
  });
});

describe("the audits the gate leaves out", () => {
  it("weigh nothing in any category, so that no score depends on them", () => {
    const refs = Object.values(defaultConfig.categories ?? {}).flatMap(
      (category) => category.auditRefs,
    );
    for (const id of skippedAudits) {
      const weights = refs.filter((ref) => ref.id === id).map((ref) => ref.weight);
      expect(
        weights.every((weight) => weight === 0),
        id,
      ).toBe(true);
    }
    // A weighed audit would be caught: the check reads real weights.
    expect(refs.find((ref) => ref.id === "total-blocking-time")?.weight).toBeGreaterThan(0);
  });
});
