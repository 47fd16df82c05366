/** Events: one entry per event with its facts and texts in both languages. */
import { locales } from "../../i18n/locales";
import { eventQuoteIssues } from "../rules";
import { storedEventSchema, type EventEntry } from "../schema";
import { textAt, type ContentKind } from "./types";

const emptyTexts = () => ({ title: "", description: "", location: "", highlights: ["", "", ""] });

export const eventKind: ContentKind = {
  name: "event",
  label: { de: { one: "Event", many: "Events" }, en: { one: "Event", many: "Events" } },
  listOrder: 0,
  schema: storedEventSchema,
  creatable: true,
  appliesWhen: {
    field: "category",
    fields: {
      "culinary-events": ["culinary"],
      "horror-events": ["intensity"],
      "christmas-events": ["season"],
      "social-events": ["vibe", "rating"],
    },
  },
  titleField: "title",
  // The id is the event's key and its address: it is chosen once, when the event is added.
  address: { field: "id", editable: false },
  seo: [
    { seo: "detail.{locale}.seo", title: "{locale}.title", description: "{locale}.description" },
  ],
  keyOf: (entry) => entry.slug,
  empty: (entry) => ({
    category: entry.category ?? "teambuilding-events",
    id: entry.slug,
    image: "",
    participants: { min: 10, max: 50 },
    hours: { min: 2, max: 3 },
    priceFrom: 0,
    setting: "indoor",
    de: { ...emptyTexts(), title: entry.title },
    en: emptyTexts(),
  }),
  ownChecks: (data) => locales.flatMap((l) => eventQuoteIssues(data as EventEntry, l)),
  title: (data, locale) => textAt(data, `${locale}.title`),
  pagePath: (key, data) => {
    const record = (data ?? {}) as Record<string, unknown>;
    if (record.detail) return `/events/${key}`;
    return typeof record.category === "string" ? `/${record.category}` : undefined;
  },
};
