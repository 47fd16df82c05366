/**
 * `?event=` pre-selects the form's event (after hydration: the prerendered page has no
 * query), unless the visitor already chose something. Returns the event to add to the
 * select when the link named one this language does not list.
 */
import { useEffect, useState } from "react";
import { preselect, type EventChoice } from "../../lib/enquiry-events";
import { useBrowserSearch } from "../../lib/hydrated";

export function useEventPreselection(
  events: readonly EventChoice[],
  formRef: React.RefObject<HTMLFormElement | null>,
): EventChoice | undefined {
  const [extraEvent, setExtraEvent] = useState<EventChoice>();
  const eventParam = new URLSearchParams(useBrowserSearch()).get("event");
  const preset = preselect(eventParam, events);
  useEffect(() => {
    setExtraEvent(preset.extra);
    const form = formRef.current;
    const select = form?.elements.namedItem("event") as HTMLSelectElement | null;
    const other = form?.elements.namedItem("eventOther") as HTMLInputElement | null;
    if (!select || select.value !== "") return;
    // Applied after the extra option has rendered.
    requestAnimationFrame(() => {
      select.value = preset.value;
      if (other && preset.otherText && other.value === "") other.value = preset.otherText;
    });
    // eventParam identifies the preset; events never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventParam]);
  return extraEvent;
}
