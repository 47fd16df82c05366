/**
 * Every event of the site, each defined once with all its facts in both languages. List
 * pages (../list-pages) refer to events by id; detail pages exist for events with `detail`.
 */
import type { EventEntry } from "../schema";
import { christmasEvents } from "./christmas";
import { creativeEvents } from "./creative";
import { culinaryEvents } from "./culinary";
import { horrorEvents } from "./horror";
import { socialEvents } from "./social";
import { teambuildingEvents } from "./teambuilding";

export { fallbackEvent } from "./fallback";

export const events: EventEntry[] = [
  ...teambuildingEvents,
  ...creativeEvents,
  ...culinaryEvents,
  ...horrorEvents,
  ...christmasEvents,
  ...socialEvents,
];
