import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useDictionary } from "../../i18n/use-locale";
import type { SwitchTargets } from "./LanguageSwitch";
import { StrokeIcon } from "../ui/icons";

const loadSideMenu = () => import("./SideMenu");
const SideMenu = lazy(loadSideMenu);

/** Opens the side menu; its code loads on first intent (hover, focus or tap). */
export function MenuButton({
  className = "",
  switchTargets,
}: {
  className?: string;
  switchTargets: SwitchTargets | undefined;
}) {
  const t = useDictionary();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Links load a new page; coming back to this one from the browser's back/forward cache
  // shows it closed.
  useEffect(() => {
    const close = (event: PageTransitionEvent) => {
      if (event.persisted) setOpen(false);
    };
    window.addEventListener("pageshow", close);
    return () => window.removeEventListener("pageshow", close);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`inline-flex size-11 items-center justify-center rounded-full hover:bg-sand ${className}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="button-menu"
        onPointerEnter={() => void loadSideMenu()}
        onFocus={() => void loadSideMenu()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <StrokeIcon className="size-6">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </StrokeIcon>
        <span className="sr-only">{t.a11y.openMenu}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SideMenu
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
            switchTargets={switchTargets}
          />
        </Suspense>
      )}
    </>
  );
}
