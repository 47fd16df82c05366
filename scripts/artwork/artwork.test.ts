import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artwork, socialImageArtwork } from "../../app/content/artwork.ts";
import { fallbackEvent } from "../../app/content/events/index.ts";
import { initialContent } from "../../app/content/store.server.ts";
import { renderSvg } from "./render.ts";

/**
 * The images the content uses (each checked to exist when the content is validated), and
 * the two pages whose image is chosen in code: the home hero and the contact page.
 */
const siteContent = {
  ...initialContent,
  events: Object.values(initialContent.eventsByCategory).flat(),
};
const usedIds = new Set([
  ...siteContent.events.map((event) => event.image),
  ...siteContent.listPages.map((page) => page.image),
  ...siteContent.articles.map((article) => article.image),
  ...siteContent.categories.map((category) => category.image),
  fallbackEvent.image,
  ...Object.values(socialImageArtwork),
  "home-hero",
  "contact",
]);

const ids = Object.keys(artwork);
const svgs = new Map(ids.map((id) => [id, renderSvg(id, artwork[id]!)]));

describe("artwork registry", () => {
  it("gives every event its own illustration (docs/product.md#images)", () => {
    for (const event of siteContent.events) expect(artwork, event.id).toHaveProperty([event.image]);
    const images = new Set(siteContent.events.map((event) => event.image));
    expect(images.size).toBe(siteContent.events.length);
  });

  it("has an entry for every image the site shows, and none it does not", () => {
    expect([...usedIds].sort()).toEqual(Object.keys(artwork).sort());
  });

  it("describes each illustration in both languages", () => {
    for (const [id, entry] of Object.entries(artwork)) {
      expect(entry.alt.de, id).toMatch(/^Illustration: \S.{20,}/);
      expect(entry.alt.en, id).toMatch(/^Illustration: \S.{20,}/);
    }
  });
});

describe("illustrations", () => {
  it.each(ids)("%s is a well-formed, self-contained SVG within budget", async (id) => {
    const svg = svgs.get(id)!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600"/);
    expect(svg).not.toMatch(/<(script|image|text|foreignObject|style)\b|\son[a-z]+=/i);
    // References stay inside the document (#id): nothing is fetched.
    for (const ref of svg.matchAll(/(?:href="|url\()([^")]*)/g)) expect(ref[1]).toMatch(/^#/);
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    // librsvg parses it with libxml2, so this fails on anything that is not well-formed XML.
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta).toMatchObject({ format: "svg", width: 800, height: 600 });
  });

  it("are deterministic", () => {
    for (const id of ids) expect(renderSvg(id, artwork[id]!)).toBe(svgs.get(id));
  });

  it("are all different, each with its own motif", () => {
    expect(new Set(svgs.values()).size).toBe(ids.length);
    expect(new Set(Object.values(artwork).map((entry) => entry.motif)).size).toBe(ids.length);
  });
});
