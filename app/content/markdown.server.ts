/**
 * Renders the Markdown of articles and legal texts to HTML at build time. Internal links
 * must point at pages that exist (and in-page anchors at headings that exist), or the
 * build fails naming the document.
 */
import { Marked, type Tokens } from "marked";
import { knownPaths } from "./paths.server";

export interface RenderedMarkdown {
  html: string;
  /** Second-level headings with their anchor ids, in order (for tables of contents). */
  headings: Array<{ id: string; text: string }>;
}

/** Anchor id of a heading: "3. Cookies & Tracking" -> "3-cookies-tracking". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/ß/g, "ss")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * @param source  Markdown text
 * @param name    Name of the document for error messages, e.g. "article hybrid-events-2025 (en)"
 */
export function renderMarkdown(source: string, name: string): RenderedMarkdown {
  const headings: RenderedMarkdown["headings"] = [];
  const links: string[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const id = headingId(text);
        if (depth === 2) headings.push({ id, text });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        links.push(href);
        const external = /^https?:\/\//.test(href);
        const attributes = [
          `href="${escapeAttribute(href)}"`,
          title ? `title="${escapeAttribute(title)}"` : "",
          external ? 'rel="noopener noreferrer"' : "",
        ].filter(Boolean);
        return `<a ${attributes.join(" ")}>${this.parser.parseInline(tokens)}</a>`;
      },
    },
  });
  const html = marked.parse(source, { async: false });

  const pages = knownPaths();
  const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  for (const href of links) {
    if (/^(https?:|mailto:|tel:)/.test(href)) continue;
    if (href.startsWith("#")) {
      if (!ids.has(href.slice(1))) throw new Error(`${name}: link to missing anchor ${href}`);
      continue;
    }
    const path = href.split(/[?#]/)[0] ?? "";
    if (!pages.has(path)) throw new Error(`${name}: link to a page that does not exist: ${href}`);
  }
  return { html, headings };
}
