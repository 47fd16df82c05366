/**
 * Paths of pages generated from content (event details, articles), in both languages, for
 * the prerender list. Static pages come from the route table itself.
 */
import { localizePath } from "../i18n/paths";

// Until the event and article content lands, the slugs of spec §2.
const dynamicBasePaths: string[] = [
  ...[
    "team-kunstwerk",
    "lego-kreativ",
    "teamkochen",
    "zombie-virus",
    "lebkuchenherzen",
    "city-rally-berlin",
    "seifenkisten-rennen",
    "cross-golf",
    "survival-training",
    "disc-golf-event",
    "domino-event",
  ].map((s) => `/events/${s}`),
  ...["hybrid-events-2025", "startup-success-story", "christmas-early-booking"].map(
    (s) => `/news/${s}`,
  ),
];

export function prerenderPaths(): string[] {
  return dynamicBasePaths.flatMap((path) => [localizePath(path, "de"), localizePath(path, "en")]);
}
