/**
 * The illustration palettes: one per category, all derived from the brand colours
 * (app/app.css). Every palette keeps the brand's orange as its one accent, so the set
 * reads as one family even where the mood changes (dark horror, warm Christmas).
 */
import type { Palette } from "../../app/content/artwork.ts";

export interface Colors {
  /** Background. */
  sky: string;
  /** Distant shapes on the background: sun disk, skyline, hills. */
  haze: string;
  ground: string;
  groundDeep: string;
  /** The motif's main colour and its shade. */
  main: string;
  mainDeep: string;
  second: string;
  secondDeep: string;
  /** The brand orange: one spot per picture. */
  accent: string;
  accentSoft: string;
  accentDeep: string;
  gold: string;
  ink: string;
  light: string;
  /** Rivers and lakes, and the wave lines on them. */
  water: string;
  waterLine: string;
}

const shared = {
  accent: "#c2410c",
  accentSoft: "#f07a3a",
  accentDeep: "#9a3412",
  gold: "#e9a23b",
  ink: "#13212e",
  light: "#ffffff",
};
const teal = { main: "#0b5563", mainDeep: "#083f4a", second: "#3d8f9a", secondDeep: "#2b6f79" };

export const palettes: Record<Palette, Colors> = {
  brand: {
    ...shared,
    ...teal,
    sky: "#f7f4ee",
    haze: "#e3eff0",
    ground: "#0b5563",
    groundDeep: "#083f4a",
    water: "#0b5563",
    waterLine: "#3d8f9a",
  },
  teambuilding: {
    ...shared,
    ...teal,
    sky: "#e3eff0",
    haze: "#cde1e3",
    ground: "#b3d1cb",
    groundDeep: "#98bfb7",
    water: "#8fc0c5",
    waterLine: "#c9e3e5",
  },
  creative: {
    ...shared,
    sky: "#fdeee4",
    haze: "#f8dcc9",
    ground: "#ede6d9",
    groundDeep: "#ddd0bb",
    main: "#c2410c",
    mainDeep: "#9a3412",
    second: "#0b5563",
    secondDeep: "#083f4a",
    water: "#9ccbd0",
    waterLine: "#d3e8ea",
  },
  culinary: {
    ...shared,
    sky: "#f7f4ee",
    haze: "#ede6d9",
    ground: "#dccbaf",
    groundDeep: "#c7b290",
    main: "#9a3412",
    mainDeep: "#7a2a10",
    second: "#5e7d4e",
    secondDeep: "#46623a",
    water: "#9ccbd0",
    waterLine: "#d3e8ea",
  },
  horror: {
    ...shared,
    sky: "#13212e",
    haze: "#1f3446",
    ground: "#0c1720",
    groundDeep: "#070e14",
    main: "#4a5967",
    mainDeep: "#34414d",
    second: "#8fb996",
    secondDeep: "#5f8a6a",
    water: "#1a2c3b",
    waterLine: "#2c4457",
    ink: "#060d13",
    light: "#ede6d9",
  },
  christmas: {
    ...shared,
    sky: "#f5ebe3",
    haze: "#ead9cc",
    ground: "#ffffff",
    groundDeep: "#ebe5dc",
    main: "#8f2d26",
    mainDeep: "#6e221d",
    second: "#2f5d50",
    secondDeep: "#224539",
    water: "#b9d3d4",
    waterLine: "#e3eff0",
    gold: "#d9a441",
  },
  news: {
    ...shared,
    ...teal,
    sky: "#f7f4ee",
    haze: "#ede6d9",
    ground: "#e3eff0",
    groundDeep: "#cde1e3",
    water: "#8fc0c5",
    waterLine: "#c9e3e5",
  },
  social: {
    ...shared,
    sky: "#edf2ea",
    haze: "#dae6d4",
    ground: "#bcd3b2",
    groundDeep: "#a3c298",
    main: "#0b5563",
    mainDeep: "#083f4a",
    second: "#5e8f5a",
    secondDeep: "#476f44",
    water: "#97c4c8",
    waterLine: "#d0e6e7",
  },
};
