/**
 * Renders the Markdown of articles and legal texts to HTML (at build time, and when the
 * agency publishes) with the shared renderer (app/shared/markdown.ts: typed HTML stays text,
 * links only to `http(s):`, `mailto:`, `tel:`, a page of the site or an anchor), and checks
 * the links: internal ones must point at pages that exist (and in-page anchors at headings
 * that exist); anything else fails naming the document, so the build stops and publishing
 * refuses the field.
 */
import { externalLink, markdownToHtml, refusedLink, type MarkdownHtml } from "../shared/markdown";
import { knownPaths } from "./paths.server";

export { headingId } from "../shared/markdown";

export type RenderedMarkdown = Omit<MarkdownHtml, "links">;

/**
 * @param source  Markdown text
 * @param name    Name of the document for error messages, e.g. "article hybrid-events-2025 (en)"
 */
export function renderMarkdown(source: string, name: string): RenderedMarkdown {
  const { html, headings, links } = markdownToHtml(source);
  const pages = knownPaths();
  const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  for (const href of links) {
    const refused = refusedLink(href);
    if (refused) throw new Error(`${name}: ${refused}`);
    if (externalLink.test(href)) continue;
    if (href.startsWith("#")) {
      if (!ids.has(href.slice(1))) throw new Error(`${name}: link to missing anchor ${href}`);
      continue;
    }
    const path = href.split(/[?#]/)[0] ?? "";
    if (!pages.has(path)) throw new Error(`${name}: link to a page that does not exist: ${href}`);
  }
  return { html, headings };
}
