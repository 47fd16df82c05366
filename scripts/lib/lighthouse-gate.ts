/**
 * `npm test`'s last step: Lighthouse over one page of each template of the sitemap and a sent
 * offer's page (not in the sitemap: the server renders it per link), alone on the machine,
 * against `ciThresholds` (docs/product.md#quality). The offer is sent into the server's new
 * database before it starts, by the server's own data functions (tests/support/sent-offer.ts,
 * decision 0145); its page is `noindex` on purpose, so SEO's "is-crawlable" must fail there
 * and every other SEO audit pass.
 */
import {
  ciThresholds,
  failures,
  formatTable,
  onePagePerTemplate,
  runLighthouse,
  sitemapPaths,
} from "../lighthouse.ts";
import { startSiteServer } from "./site-server.ts";

/** Resolves with the pages below the thresholds, one line each. */
export async function lighthouseGate(port: number): Promise<string[]> {
  let offerPage = "";
  const server = await startSiteServer(port, {
    prepare: async (dataDir) => {
      // Loaded here: the server's data functions are needed only now.
      const { seedSentOffer } = await import("../../tests/support/sent-offer.ts");
      const offer = await seedSentOffer({
        dataDir,
        language: "de",
        sentAt: new Date(),
        siteUrl: `http://127.0.0.1:${port}`,
      });
      offerPage = offer.path;
    },
  });
  try {
    const pages = [...onePagePerTemplate(await sitemapPaths(server.url)), offerPage];
    const rows = await runLighthouse(server.url, pages, {
      retryBelow: ciThresholds.performance,
    });
    console.log(
      `\nLighthouse, mobile, simulated throttling (${rows.length} pages; the offer page is noindex on purpose):\n${formatTable(rows)}`,
    );
    return failures(rows, ciThresholds, { noindex: [offerPage] });
  } finally {
    await server.stop();
  }
}
