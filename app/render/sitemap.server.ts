/**
 * The sitemap from the prerendered pages themselves: every indexable page with its canonical
 * URL and the language alternates it declares (hreflang). Written by the build
 * (scripts/lib/sitemap.ts) and again after every publish (app/content/renderer.server.ts).
 */

export interface PageLinks {
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
  /** When the page last changed (ISO date-time); omitted when not known. */
  lastmod?: string;
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];

export function pageLinks(html: string): PageLinks | undefined {
  if (/<meta[^>]+name="robots"[^>]+noindex/i.test(html)) return undefined;
  let canonical: string | undefined;
  const alternates: PageLinks["alternates"] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "canonical") canonical = href;
    const hreflang = attr(tag, "hreflang");
    if (rel === "alternate" && hreflang) alternates.push({ hreflang, href });
  }
  return canonical ? { canonical, alternates } : undefined;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap of the indexable pages, sorted by URL. */
export function sitemapXml(pages: readonly PageLinks[]): string {
  const urls = [...pages]
    .sort((a, b) => a.canonical.localeCompare(b.canonical))
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(page.canonical)}</loc>\n` +
        (page.lastmod ? `    <lastmod>${escapeXml(page.lastmod)}</lastmod>\n` : "") +
        page.alternates
          .map(
            (a) =>
              `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>\n`,
          )
          .join("") +
        "  </url>\n",
    );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("") +
    "</urlset>\n"
  );
}
