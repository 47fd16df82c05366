import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artwork } from "../../app/content/artwork.ts";
import { renderSvg } from "./render.ts";

/** Every event of the site (issue 3): each needs its own illustration. */
const eventIds = [
  "city-rally-berlin",
  "seifenkisten-rennen",
  "cross-golf",
  "survival-training",
  "disc-golf-event",
  "domino-event",
  "team-olympiade",
  "flossbau",
  "drachenboot",
  "gps-schnitzeljagd",
  "outdoor-escape-game",
  "bogenschiessen",
  "kistenklettern",
  "bubble-football",
  "kanutour",
  "team-kunstwerk",
  "lego-kreativ",
  "tassen-design",
  "teamkochen",
  "oel-kreation",
  "grill-duell",
  "zombie-apocalypse-escape",
  "detective-of-the-dead",
  "living-dead-experience",
  "horror-night-walk",
  "blair-mutants-project",
  "zombie-virus",
  "lebkuchenherzen",
  "weihnachts-teamkochen",
  "winter-grillen",
  "weihnachts-rallye",
  "plaetzchen-backen",
  "weihnachts-escape",
  "eisstockschiessen",
  "weihnachtsmarkt-tour",
  "kraenze-binden",
  "weihnachts-krimidinner",
  "schneekugel-workshop",
  "weihnachts-quiz",
  "bowling",
  "karaoke",
  "minigolf",
  "charitable-teambuilding",
  "urban-gardening",
  "social-innovation-workshop",
];
const otherIds = [
  "home-hero",
  "contact",
  "article-hybrid-events-2025",
  "article-startup-success-story",
  "article-christmas-early-booking",
  "category-teambuilding",
  "category-creative",
  "category-culinary",
  "category-horror",
  "category-christmas",
  "category-news",
  "category-social",
];

const ids = Object.keys(artwork);
const svgs = new Map(ids.map((id) => [id, renderSvg(id, artwork[id]!)]));

describe("artwork registry", () => {
  it("has an entry for every event, category, article and page image", () => {
    for (const id of [...eventIds.map((event) => `event-${event}`), ...otherIds])
      expect(artwork, id).toHaveProperty([id]);
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
