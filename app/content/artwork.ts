/**
 * Every image slot's artwork: what it shows (its text alternative) and how the generator
 * draws it. Ids are referenced by categories, events, articles and pages.
 */
import type { Localized } from "./schema";

export type Palette =
  "teambuilding" | "creative" | "culinary" | "horror" | "christmas" | "news" | "social" | "brand";

export interface ArtworkEntry {
  alt: Localized<string>;
  /** Name of the motif the illustration generator draws. */
  motif: string;
  palette: Palette;
}

export const artwork: Record<string, ArtworkEntry> = {
  "home-hero": {
    alt: {
      de: "Illustration: Ein Team auf einem Boot auf der Spree vor der Berliner Skyline mit Fernsehturm",
      en: "Illustration: a team on a boat on the Spree in front of the Berlin skyline with the TV tower",
    },
    motif: "skyline",
    palette: "brand",
  },
  "category-teambuilding": {
    alt: {
      de: "Illustration: Hände, die gemeinsam ein Seil ziehen",
      en: "Illustration: hands pulling a rope together",
    },
    motif: "rope",
    palette: "teambuilding",
  },
  "category-creative": {
    alt: {
      de: "Illustration: bunte Bausteine und ein Pinsel",
      en: "Illustration: colourful bricks and a paintbrush",
    },
    motif: "bricks",
    palette: "creative",
  },
  "category-culinary": {
    alt: {
      de: "Illustration: Kochmütze über einer dampfenden Pfanne",
      en: "Illustration: a chef's hat above a steaming pan",
    },
    motif: "pan",
    palette: "culinary",
  },
  "category-horror": {
    alt: {
      de: "Illustration: eine Zombiehand unter einem Vollmond",
      en: "Illustration: a zombie hand under a full moon",
    },
    motif: "zombie-hand",
    palette: "horror",
  },
  "category-christmas": {
    alt: {
      de: "Illustration: ein Lebkuchenherz und Schneeflocken",
      en: "Illustration: a gingerbread heart and snowflakes",
    },
    motif: "gingerbread",
    palette: "christmas",
  },
  "category-news": {
    alt: {
      de: "Illustration: eine aufgeschlagene Zeitung mit einem Stern",
      en: "Illustration: an open newspaper with a star",
    },
    motif: "newspaper",
    palette: "news",
  },
};
