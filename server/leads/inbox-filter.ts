/**
 * The inbox's filter as the query string says it (state, event, category, Berlin dates,
 * search, work view), checked field by field; the list and the exports read it alike.
 */
import { z } from "zod";
import { leadEventChoices } from "./catalogue.ts";
import { LEAD_CATEGORIES, LEAD_STATES, LEAD_VIEWS, type LeadFilter } from "./store/index.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/, "Use a date like 2026-11-24.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "This date does not exist.");

/** `state=new,contacted` or repeated `state=new&state=contacted`. */
const states = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(",")).filter(Boolean),
  )
  .pipe(z.array(z.enum(LEAD_STATES)).max(LEAD_STATES.length));

export const leadFilterQuery = z
  .object({
    state: states.optional(),
    event: z
      .string()
      .max(100)
      .refine(
        (value) => value === "other" || leadEventChoices().some((event) => event.id === value),
        "Unknown event.",
      )
      .optional(),
    category: z.enum(LEAD_CATEGORIES).optional(),
    from: day.optional(),
    to: day.optional(),
    q: z.string().max(200).optional(),
    view: z.enum(LEAD_VIEWS, "Use mine, overdue, today, no_step, answers or all.").optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The end date is before the start date.",
    path: ["to"],
  });

/** The query's filter, with whose `mine` it is and the moment `overdue` is measured at. */
export function toFilter(
  query: z.output<typeof leadFilterQuery>,
  viewer: { me: string; now: Date },
): LeadFilter {
  return {
    states: query.state,
    event: query.event,
    category: query.category,
    from: query.from,
    to: query.to,
    q: query.q,
    view: query.view,
    me: viewer.me,
    now: viewer.now,
  };
}
