/**
 * The agency's events by category, for the server: the back office maps the event a lead
 * names (its title in the visitor's language) to the event, its category and its page.
 */
export { eventsByCategory } from "../content/events/index.ts";
export type { EventEntry } from "../content/schema.ts";
