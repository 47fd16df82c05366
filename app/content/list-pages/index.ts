/**
 * The six event list pages (/teambuilding-events ... /social-events): their copy and the
 * events they show, by id, per language.
 */
import type { ListPage } from "../schema";
import { christmasPage } from "./christmas-events";
import { creativePage } from "./creative-events";
import { culinaryPage } from "./culinary-events";
import { horrorPage } from "./horror-events";
import { socialPage } from "./social-events";
import { teambuildingPage } from "./teambuilding-events";

export const listPages: ListPage[] = [
  teambuildingPage,
  creativePage,
  christmasPage,
  culinaryPage,
  horrorPage,
  socialPage,
];
