/**
 * Renders the Markdown of articles and legal texts to HTML (at build time, and when the
 * agency publishes). Content is data, never markup: HTML typed into the Markdown is shown
 * as text, and a link may only go to `http(s):`, `mailto:`, `tel:`, a page of the site or an
 * anchor of the same text (docs/decisions/0101-content-is-never-markup.md). Internal links
 * must point at pages that exist (and in-page anchors at headings that exist); anything
 * else fails naming the document, so the build stops and publishing refuses the field.
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

const escapeText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Link targets outside the site that a text may name. */
const externalLink = /^(https?:\/\/|mailto:|tel:)/i;

/** Why a link target is refused, or undefined when it is a kind a text may use at all. */
function refusedLink(href: string): string | undefined {
  if (externalLink.test(href) || href.startsWith("#")) return undefined;
  // A site path: one slash, not two (`//host` leaves the site), no backslash tricks.
  if (/^\/(?![/\\])/.test(href) && !/[\\\s]/.test(href)) return undefined;
  return `link target not allowed: ${href}`;
}

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
      // Raw HTML (a block or inline tag) is shown as the text it is, never as markup.
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeText(text);
      },
      // Pictures come from the content's picture fields, not from the text.
      image({ text }: Tokens.Image) {
        return escapeText(text);
      },
      heading({ tokens, depth, text }: Tokens.Heading) {
        const id = headingId(text);
        if (depth === 2) headings.push({ id, text });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        links.push(href);
        if (refusedLink(href)) return this.parser.parseInline(tokens);
        const external = /^https?:\/\//i.test(href);
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
