/**
 * Markdown to HTML for the content's texts, the one way the site and the editor's preview
 * render it. Content is data, never markup (docs/decisions/0101-content-is-never-markup.md):
 * HTML typed into the Markdown is shown as text, pictures show their description (pictures
 * come from the content's picture fields), and a link is a link only when its target is
 * one a text may use (`refusedLink`); any other shows as its words. The site's build and
 * publishing also check that links to pages and anchors exist (app/content/markdown.server.ts).
 */
import { Marked, type Tokens } from "marked";

export interface MarkdownHtml {
  html: string;
  /** Second-level headings with their anchor ids, in order (for tables of contents). */
  headings: Array<{ id: string; text: string }>;
  /** Every link target the text names, allowed or not. */
  links: string[];
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
export const externalLink = /^(https?:\/\/|mailto:|tel:)/i;

/** Why a link target is refused, or undefined when it is a kind a text may use at all. */
export function refusedLink(href: string): string | undefined {
  if (externalLink.test(href) || href.startsWith("#")) return undefined;
  // A site path: one slash, not two (`//host` leaves the site), no backslash tricks.
  if (/^\/(?![/\\])/.test(href) && !/[\\\s]/.test(href)) return undefined;
  return `link target not allowed: ${href}`;
}

export function markdownToHtml(source: string): MarkdownHtml {
  const headings: MarkdownHtml["headings"] = [];
  const links: string[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      // Raw HTML (a block or inline tag) is shown as the text it is, never as markup.
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeText(text);
      },
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
  return { html: marked.parse(source, { async: false }), headings, links };
}
