import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { builtDocuments } from "../support/build-files.ts";
import { parseHtml } from "../support/site.ts";

const documents = builtDocuments();

// Standard correctness and document rules; the stylistic rules that flag React's own
// serialisation (self-closing void tags, camel-cased attribute names in the HTML it writes)
// are off. Subresource integrity is for third-party hosts; we serve everything ourselves.
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document", "html-validate:a11y"],
  rules: { "attr-case": "off", "void-style": "off", "attribute-boolean-style": "off", "require-sri": "off" },
});

describe("the HTML of every page", () => {
  it("covers the whole site", () => {
    expect(documents.length).toBeGreaterThanOrEqual(54);
  });

  it.each(documents.map((d) => [d.path, d.html]))("%s is valid HTML", async (path, html) => {
    const report = await validator.validateString(html, path);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector})`));
    expect(messages).toEqual([]);
  });

  it.each(documents.map((d) => [d.path, d.html]))("%s has lang, one h1, landmarks and unique ids", (path, html) => {
    const document = parseHtml(html);
    expect(document.documentElement.lang).toBe(path.startsWith("/en/") ? "en" : "de");
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    // Landmarks: one banner, one main, one contentinfo (header/footer outside sectioning
    // content), and navigation.
    const landmark = (tag: string) =>
      [...document.querySelectorAll(tag)].filter((el) => !el.parentElement?.closest("main, article, section, aside, nav"));
    expect(landmark("header")).toHaveLength(1);
    expect(document.querySelectorAll("main")).toHaveLength(1);
    expect(landmark("footer")).toHaveLength(1);
    expect(document.querySelector("nav")).not.toBeNull();
    const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(document.title).toMatch(/\| Spreegeist Events$/);
  });
});
