/**
 * An uploaded picture's focal point reaches the page: content naming a picture that has one
 * renders its card's cropped <img> with that `object-position` (built from the two integers
 * only); a centred picture and the site's illustrations render without a style.
 */
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { getEventListPage } from "../content/events.server";
import { initialContent, setSiteContent, type MediaImage } from "../content/store.server";
import { PageContext } from "../i18n/use-locale";
import { type Locale, locales } from "../i18n/locales";
import { EventCard } from "./EventCard";

const PHOTO = "photo-0123456789ab";

function picture(focal: unknown): MediaImage {
  return {
    src: `/media/${PHOTO}.800.webp`,
    width: 800,
    height: 500,
    alt: { de: "Zombies im Keller", en: "Zombies in the cellar" },
    sources: [{ type: "image/webp", srcSet: `/media/${PHOTO}.800.webp 800w` }],
    focal: focal as MediaImage["focal"],
  };
}

/** The horror list page with the Zombie Virus event showing the uploaded picture. */
function zombieCard(focal: unknown, locale: Locale = "de"): string {
  const eventsByCategory = {
    ...initialContent.eventsByCategory,
    "horror-events": initialContent.eventsByCategory["horror-events"].map((event) =>
      event.id === "zombie-virus" ? { ...event, image: PHOTO } : event,
    ),
  };
  setSiteContent({ ...initialContent, eventsByCategory, media: { [PHOTO]: picture(focal) } });
  const card = getEventListPage("horror-events", locale).events.find(
    (event) => event.id === "zombie-virus",
  )!;
  return renderToString(
    <PageContext.Provider value={{ locale, pathname: "/horror-events" }}>
      <EventCard event={card} />
    </PageContext.Provider>,
  );
}

const imgOf = (html: string) => html.match(/<img [^>]*>/)![0];

describe("a picture's focal point on the site", () => {
  afterEach(() => setSiteContent(initialContent));

  it("positions the cropped picture at the focal point, in both languages", () => {
    for (const locale of locales) {
      const img = imgOf(zombieCard({ x: 30, y: 70 }, locale));
      expect(img).toContain(`src="/media/${PHOTO}.800.webp"`);
      expect(img).toContain("object-cover");
      expect(img).toContain('style="object-position:30% 70%"');
    }
  });

  it("leaves a centred picture, and anything that is not two integers 0–100, unstyled", () => {
    expect(imgOf(zombieCard({ x: 50, y: 50 }))).not.toContain("style=");
    expect(imgOf(zombieCard(undefined))).not.toContain("style=");
    for (const bad of [
      { x: 101, y: 0 },
      { x: 12.5, y: 40 },
      { x: "30%;background:url(//evil.example)", y: 0 },
    ]) {
      expect(imgOf(zombieCard(bad))).not.toContain("style=");
    }
  });

  it("leaves the site's illustrations centred", () => {
    setSiteContent(initialContent);
    const card = getEventListPage("horror-events", "de").events[0]!;
    expect(card.image.focal).toBeUndefined();
    const html = renderToString(
      <PageContext.Provider value={{ locale: "de", pathname: "/horror-events" }}>
        <EventCard event={card} />
      </PageContext.Provider>,
    );
    expect(imgOf(html)).not.toContain("style=");
  });
});
