/** The categories of the home grid, header and footer. */
import { categorySchema } from "../schema";
import { textAt, type ContentKind } from "./types";

export const categoryKind: ContentKind = {
  name: "category",
  label: {
    de: { one: "Kategorie", many: "Kategorien (Startseite)" },
    en: { one: "Category", many: "Categories (home page)" },
  },
  listOrder: 7,
  schema: categorySchema,
  creatable: false,
  title: (data, locale) => textAt(data, `title.${locale}`),
  pagePath: () => "/",
};
