/**
 * News: the articles (one file each, both languages, Markdown bodies) and the copy of the
 * news overview page. Articles are listed newest first.
 */
import type { Article } from "../schema";
import { christmasEarlyBooking } from "./christmas-early-booking";
import { hybridEvents2025 } from "./hybrid-events-2025";
import { startupSuccessStory } from "./startup-success-story";

export { newsPage } from "./page";

export const articles: Article[] = [hybridEvents2025, startupSuccessStory, christmasEarlyBooking];
