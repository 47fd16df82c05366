/**
 * The form's chosen events: from the page's props (a page the server derived for
 * `?event=…`, which works without JavaScript) or, on the prerendered page, from the address
 * after hydration (the prerendered page has no query), unless the visitor already chose.
 * Every `?event=` counts: the shortlist's "enquire about all" sends several.
 */
import { useEffect, useState } from "react";
import { EVENTS_MAX } from "#app/shared/enquiry/rules.ts";
import { preselectAll, type EventChoice, type Preset } from "../../lib/enquiry-events";
import { useBrowserSearch } from "../../lib/hydrated";

export function useChosenEvents(
  events: readonly EventChoice[],
  preset: Preset | undefined,
  formRef: React.RefObject<HTMLFormElement | null>,
) {
  const [chosen, setChosen] = useState<string[]>(preset?.chosen ?? []);
  const search = useBrowserSearch();
  useEffect(() => {
    const params = new URLSearchParams(search).getAll("event");
    if (params.length === 0 || preset?.chosen.length) return;
    const found = preselectAll(params, events);
    setChosen((current) => (current.length > 0 ? current : found.chosen));
    const other = formRef.current?.elements.namedItem("eventOther") as HTMLInputElement | null;
    if (other && found.otherText && other.value === "") other.value = found.otherText;
    // The search identifies the preset; events never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return {
    chosen,
    add: (title: string) =>
      setChosen((current) =>
        current.includes(title) || current.length >= EVENTS_MAX ? current : [...current, title],
      ),
    remove: (title: string) => setChosen((current) => current.filter((t) => t !== title)),
    clear: () => setChosen([]),
  };
}
