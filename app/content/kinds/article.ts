/** News articles: Markdown bodies in both languages, one document each. */
import { articleSchema } from "../schema";
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
  title: (data, locale) => textAt(data, `${locale}.title`),
  pagePath: (key, data) => {
    const slug = (data as { slug?: unknown } | null)?.slug;
    return `/news/${typeof slug === "string" && slug ? slug : key}`;
  },
};
