/**
 * The type of an event's `detail` (its page in both languages), for the modules that hold
 * the detail texts apart from the events' facts (./*-details.ts).
 */
import type { EventEntry } from "../schema";

export type EventDetailEntry = NonNullable<EventEntry["detail"]>;
