import { useEffect } from "react";
import { setSaved, shortlistIds, subscribeShortlist } from "../../shortlist/store";
import { SAVE_BUTTON_ATTRIBUTE } from "./SaveButton";

/**
 * The browser side of every "Merken" button on a page (an island that renders nothing,
 * app/islands/shortlist-buttons.island.ts): enables the prerendered buttons, shows which
 * events are saved (aria-pressed) and saves or removes on a click. One root for all of
 * them: twelve to forty-two roots of their own cost 150 to 700 ms of blocking time on
 * Lighthouse's simulated phone.
 */
export function ShortlistButtons() {
  useEffect(() => {
    const buttons = () =>
      document.querySelectorAll<HTMLButtonElement>(`button[${SAVE_BUTTON_ATTRIBUTE}]`);
    const sync = () => {
      const saved = new Set(shortlistIds());
      for (const button of buttons()) {
        const id = button.getAttribute(SAVE_BUTTON_ATTRIBUTE) ?? "";
        button.setAttribute("aria-pressed", String(saved.has(id)));
        button.disabled = false;
      }
    };
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element
          ? event.target.closest<HTMLButtonElement>(`button[${SAVE_BUTTON_ATTRIBUTE}]`)
          : null;
      if (!button) return;
      const id = button.getAttribute(SAVE_BUTTON_ATTRIBUTE) ?? "";
      setSaved(id, button.getAttribute("aria-pressed") !== "true");
    };
    sync();
    const unsubscribe = subscribeShortlist(sync);
    document.addEventListener("click", onClick);
    return () => {
      unsubscribe();
      document.removeEventListener("click", onClick);
    };
  }, []);
  return null;
}
