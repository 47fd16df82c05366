/**
 * The editor's preview of a Markdown text, rendered the way the site renders it
 * (app/content/markdown.server.ts): HTML typed into the text stays text, links go only to
 * http(s), mailto:, tel:, the site's pages and anchors (others show as their text), pictures
 * show their description. The site checks links to pages when publishing.
 */
import { Marked, type Tokens } from "marked";

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const allowedLink = (href: string) =>
  /^(https?:\/\/|mailto:|tel:|#)/i.test(href) ||
  (/^\/(?![/\\])/.test(href) && !/[\\\s]/.test(href));

const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escape(text);
    },
    image({ text }: Tokens.Image) {
      return escape(text);
    },
    link({ href, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      return allowedLink(href) ? `<a href="${escape(href)}">${inner}</a>` : inner;
    },
  },
});

export function markdownPreview(source: string): string {
  return marked.parse(source, { async: false });
}
