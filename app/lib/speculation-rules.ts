/**
 * Speculation rules for every document: the browser fetches a page of this site before
 * the visitor follows the link to it, so the next page is there when they do. `moderate`
 * starts on a pointer resting over the link for 200 ms, or on the tap or click itself;
 * browsers without speculation rules ignore the script, and Chromium skips it in data-saver
 * and battery-saver modes. Only documents are fetched (`prefetch`, not `prerender`): none of
 * the next page's scripts run before it is shown. Pages are a few kilobytes, answered from
 * memory (docs/decisions/0045-prefetch-on-intent.md).
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }],
      },
      eagerness: "moderate",
    },
  ],
});
