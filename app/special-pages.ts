/**
 * Documents prerendered for paths that have no page of their own. The server answers unmatched
 * paths with the not-found document (status 404) of the path's language, and unknown event slugs
 * with the generic event page (status 200, docs/product.md#event-detail).
 */
export const notFoundDocuments = { de: "/404", en: "/en/404" } as const;
export const genericEventDocuments = {
  de: "/events/event-details",
  en: "/en/events/event-details",
} as const;
