import { describe, expect, it } from "vitest";
import { headingId, renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders headings with anchor ids and lists the second-level ones", () => {
    const { html, headings } = renderMarkdown("## 1. Datenschutz auf einen Blick\n\nText", "test");
    expect(html).toContain('<h2 id="1-datenschutz-auf-einen-blick">');
    expect(headings).toEqual([
      { id: "1-datenschutz-auf-einen-blick", text: "1. Datenschutz auf einen Blick" },
    ]);
  });

  it("accepts links to existing pages, anchors and mail", () => {
    expect(() =>
      renderMarkdown(
        "## A\n\n[Kontakt](/contact) [EN](/en/contact?event=x) [a](#a) [m](mailto:x@y.de)",
        "test",
      ),
    ).not.toThrow();
  });

  it("fails naming the document for a link to a missing page", () => {
    expect(() => renderMarkdown("[x](/does-not-exist)", "article x (de)")).toThrow(
      "article x (de): link to a page that does not exist: /does-not-exist",
    );
  });

  it("fails for a link to a missing anchor", () => {
    expect(() => renderMarkdown("[x](#nowhere)", "legal terms (en)")).toThrow(
      /missing anchor #nowhere/,
    );
  });

  it("marks external links noopener", () => {
    expect(renderMarkdown("[BfDI](https://www.bfdi.bund.de)", "t").html).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe("renderMarkdown: content is data, never markup", () => {
  it("shows raw HTML as text: no script, no element, no event handler", () => {
    const source = [
      "Text",
      "",
      '<script>fetch("/api/admin/users/x",{method:"PATCH"})</script>',
      "",
      'Inline <img src=x onerror="alert(1)"> and <b onclick="x()">bold</b>',
    ].join("\n");
    const { html } = renderMarkdown(source, "t");
    expect(html).not.toMatch(/<script|<img|<b[\s>]/);
    expect(html).toContain("&lt;script&gt;fetch(");
    expect(html).toContain("&lt;img src=x onerror=");
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:x",
    "//evil.example/x",
    "/\\evil.example",
    "relative/page",
  ])("refuses the link target %s, naming the document", (href) => {
    expect(() => renderMarkdown(`[x](<${href}>)`, "article x (de)")).toThrow(
      /^article x \(de\): link target not allowed: /,
    );
  });

  it("renders no picture from the text (only its description)", () => {
    const { html } = renderMarkdown('![Beschreibung](javascript:alert(1) "t")', "t");
    expect(html).not.toContain("<img");
    expect(html).toContain("Beschreibung");
  });
});

describe("headingId", () => {
  it("transliterates German characters", () => {
    expect(headingId("Widerrufsrecht für Verbraucher & Gäste")).toBe(
      "widerrufsrecht-fur-verbraucher-gaste",
    );
    expect(headingId("Haftungsausschluss (Straße)")).toBe("haftungsausschluss-strasse");
  });
});
