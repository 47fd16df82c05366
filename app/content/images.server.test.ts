import { describe, expect, it } from "vitest";
import { socialImageArtwork } from "./artwork";
import { imageRef, socialImage } from "./images.server";

describe("imageRef", () => {
  it("names an unregistered id in its error", () => {
    expect(() => imageRef("event-does-not-exist", "de")).toThrow(
      /"event-does-not-exist".*artwork\.ts/,
    );
  });
});

describe("socialImage", () => {
  it("gives each key a 1200×630 PNG with a text alternative in the page's language", () => {
    for (const key of Object.keys(socialImageArtwork) as Array<keyof typeof socialImageArtwork>) {
      const de = socialImage(key, "de");
      expect(de).toMatchObject({ path: `/og/${key}.png`, width: 1200, height: 630 });
      expect(de.alt).toMatch(/^Spreegeist Events – Illustration: /);
      expect(socialImage(key, "en").alt).not.toBe(de.alt);
    }
  });
});
