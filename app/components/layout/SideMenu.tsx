import * as Dialog from "@radix-ui/react-dialog";
import { localizePath } from "../../i18n/paths";
import { useDictionary, useLocale, usePage } from "../../i18n/use-locale";
import { LanguageSwitch, type SwitchTargets } from "./LanguageSwitch";
import { categoryLinks, sectionLink } from "./navigation";
import { CloseIcon } from "../ui/icons";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it gets focus back when the menu closes (it is not a Radix trigger). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
  switchTargets: SwitchTargets | undefined;
}

/**
 * The slide-in side menu of small screens (300 px, 400 px from sm; docs/product.md#chrome). Radix
 * Dialog traps focus, closes on Escape and returns focus to the menu button.
 */
export default function SideMenu({ open, onOpenChange, returnFocusTo, switchTargets }: Props) {
  const t = useDictionary();
  const locale = useLocale();
  const { pathname } = usePage();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=closed]:animate-[fade-out_200ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] flex-col overflow-y-auto bg-white shadow-2xl outline-none data-[state=closed]:animate-[slide-out-right_200ms_ease-in] data-[state=open]:animate-[slide-in-right_250ms_ease-out] motion-reduce:animate-none sm:w-[400px]"
          data-testid="side-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex h-16 items-center justify-between border-b border-ink/10 px-4">
            <Dialog.Title className="text-lg font-bold">{t.a11y.menuTitle}</Dialog.Title>
            <Dialog.Description className="sr-only">{t.a11y.menuDescription}</Dialog.Description>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
              data-testid="button-menu-close"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">{t.a11y.closeMenu}</span>
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col gap-6 p-4">
            <LanguageSwitch variant="menu" targets={switchTargets} onNavigate={close} />
            <nav aria-labelledby="side-menu-events">
              <h2
                id="side-menu-events"
                className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-ink-soft"
              >
                {t.nav.events}
              </h2>
              <ul className="flex flex-col">
                {categoryLinks.map((link) => (
                  <li key={link.path}>
                    <a
                      {...sectionLink(localizePath(link.path, locale), pathname)}
                      onClick={close}
                      className="flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-sand aria-[current=page]:text-accent"
                    >
                      {link.title[locale]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <a
              {...sectionLink(localizePath("/contact", locale), pathname)}
              onClick={close}
              className="btn-accent mt-auto w-full"
            >
              {t.nav.contact}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
