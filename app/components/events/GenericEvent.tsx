import { useEffect, useState } from "react";
import type { EventDetail } from "../../content/models";
import { useDictionary } from "../../i18n/use-locale";
import { ClosingCta, EventDetailView } from "./EventDetail";

/**
 * The generic page shows 'Loading...' until its data is set after hydration, then the entry
 * (docs/product.md#event-detail: it starts empty, then shows the fallback entry).
 */
export function GenericEvent({ entry }: { entry: EventDetail }) {
  const t = useDictionary();
  const [shown, setShown] = useState<EventDetail | null>(null);
  useEffect(() => setShown(entry), [entry]);
  if (!shown) {
    return (
      <section className="container-page py-24" aria-busy="true">
        {/* The page's only heading until the entry is shown (documents keep exactly one h1). */}
        <h1 lang="en" className="text-lg font-normal text-ink-soft" data-testid="event-loading">
          <span role="status">{t.events.loading}</span>
        </h1>
      </section>
    );
  }
  return (
    <>
      <EventDetailView entry={shown} />
      <ClosingCta />
    </>
  );
}
