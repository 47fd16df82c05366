/** Testimonials on the home page. */
import { testimonialSchema } from "../schema";
import { textAt, type ContentKind } from "./types";

export const testimonialKind: ContentKind = {
  name: "testimonial",
  label: {
    de: { one: "Kundenstimme", many: "Kundenstimmen" },
    en: { one: "Testimonial", many: "Testimonials" },
  },
  listOrder: 3,
  schema: testimonialSchema,
  creatable: false,
  title: (data) => textAt(data, "name"),
  pagePath: () => "/",
};
