/** Every motif by name, as artwork.ts refers to them. */
import { christmasMotifs } from "./christmas.ts";
import { creativeMotifs } from "./creative.ts";
import { culinaryMotifs } from "./culinary.ts";
import { horrorMotifs } from "./horror.ts";
import { pageMotifs } from "./pages.ts";
import { socialMotifs } from "./social.ts";
import { teambuildingMotifs } from "./teambuilding.ts";
import type { Motif } from "./types.ts";

export const motifs: Record<string, Motif> = {
  ...pageMotifs,
  ...teambuildingMotifs,
  ...creativeMotifs,
  ...culinaryMotifs,
  ...horrorMotifs,
  ...christmasMotifs,
  ...socialMotifs,
};
