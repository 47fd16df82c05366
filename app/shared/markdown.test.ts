/**
 * The one Markdown renderer of the site and the editor's preview (which shows its HTML with
 * dangerouslySetInnerHTML): nothing typed into a text becomes markup or a script.
 */
import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown";

describe("markdownToHtml", () => {
  it("shows typed HTML as text, never as elements or handlers", () => {
    const { html } = markdownToHtml(
      'Hallo <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<b onclick="x()">fett</b>',
    );
    expect(html).not.toMatch(/<script|<img|<b[\s>]/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('&lt;img src=x onerror="alert(2)"&gt;');
  });

  it("makes links only of allowed targets; a javascript: or // link stays its words", () => {
    const { html, links } = markdownToHtml(
      '[a](javascript:alert(1)) [b](//evil.example) [c](/contact) [d](https://example.org "t\\"x") ![bild](javascript:alert(3))',
    );
    expect(html).not.toMatch(/javascript:|evil\.example/);
    expect(html).toContain('<a href="/contact">c</a>');
    expect(html).toContain('href="https://example.org" title="t&quot;x" rel="noopener noreferrer"');
    expect(html).toContain("bild");
    expect(links).toEqual([
      "javascript:alert(1)",
      "//evil.example",
      "/contact",
      "https://example.org",
    ]);
  });

  it("gives second-level headings their anchor ids", () => {
    expect(markdownToHtml("## 3. Cookies & Tracking").headings).toEqual([
      { id: "3-cookies-tracking", text: "3. Cookies & Tracking" },
    ]);
  });
});
