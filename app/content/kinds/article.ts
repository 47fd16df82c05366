/** News articles: Markdown bodies in both languages, one document each. */
import { locales } from "../../i18n/locales";
import { readingTimeIssue, statedReadingMinutes } from "../rules";
import { articleSchema, type Article } from "../schema";
import { textAt, type ContentKind } from "./types";

const emptyTexts = (title = "") => ({
  seo: { title, description: "", keywords: ["", ""] },
  title,
  excerpt: "",
  body: "",
});

export const articleKind: ContentKind = {
  name: "article",
  label: {
    de: { one: "News-Artikel", many: "News-Artikel" },
    en: { one: "News article", many: "News articles" },
  },
  listOrder: 2,
  schema: articleSchema,
  creatable: true,
  titleField: "title",
  address: { field: "slug", editable: true },
  seo: [{ seo: "{locale}.seo", title: "{locale}.title", description: "{locale}.excerpt" }],
  keyOf: (entry) => String(entry.nextId),
  empty: (entry) => ({
    id: entry.nextId,
    slug: entry.slug,
    date: entry.today,
    readMinutes: 1,
    author: "",
    image: "",
    category: { de: "", en: "" },
    de: emptyTexts(entry.title),
    en: emptyTexts(),
  }),
  ownChecks: (data) => {
    const article = data as Article;
    return locales.flatMap((l) => readingTimeIssue(article.readMinutes, article[l].body, l) ?? []);
  },
  derive: (data) => {
    const bodies = locales.map((l) => (data[l] as { body?: unknown } | undefined)?.body);
    if (!bodies.every((body) => typeof body === "string")) return data;
    return { ...data, readMinutes: statedReadingMinutes(bodies as string[]) };
  },
  title: (data, locale) => textAt(data, `${locale}.title`),
  pagePath: (key, data) => {
    const slug = (data as { slug?: unknown } | null)?.slug;
    return `/news/${typeof slug === "string" && slug ? slug : key}`;
  },
};
