/**
 * Documents prerendered for paths that have no page of their own. The server answers unmatched
 * paths with the not-found document (status 404) of the path's language, and unknown event slugs
 * with the generic event page (status 200, docs/product.md#event-detail).
 */
import { alternatesOf } from "../i18n/paths";

/** "/404", "/en/404". */
export const notFoundDocuments = alternatesOf("/404");
/** "/events/event-details", "/en/events/event-details". */
export const genericEventDocuments = alternatesOf("/events/event-details");
