/** Event list pages (/teambuilding-events, ...): their copy and the events they show. */
import { listPageSchema } from "../schema";
import { textAt, type ContentKind } from "./types";

export const listPageKind: ContentKind = {
  name: "list-page",
  label: {
    de: { one: "Listenseite", many: "Listenseiten" },
    en: { one: "List page", many: "List pages" },
  },
  listOrder: 1,
  schema: listPageSchema,
  creatable: false,
  seo: [{ seo: "{locale}.seo", title: "{locale}.heading", description: "{locale}.intro" }],
  title: (data, locale) => textAt(data, `${locale}.heading`),
  pagePath: (key) => `/${key}`,
};
