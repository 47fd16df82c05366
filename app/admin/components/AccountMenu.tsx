/**
 * The header's account menu on wide screens (Radix DropdownMenu: arrow keys, Escape, focus
 * back on the button): who is signed in, "Mein Konto" and "Abmelden".
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useNavigate } from "react-router";
import { format, useI18n } from "../i18n";

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 font-medium outline-none select-none data-[highlighted]:bg-sand data-[highlighted]:outline-2 data-[highlighted]:outline-accent";

export function AccountMenu({ name, onSignOut }: { name: string; onSignOut(): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="btn-outline max-w-64 px-3 text-sm"
        aria-label={format(t.app.signedInAs, { name })}
      >
        <span className="truncate">{name}</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-56 rounded-xl border border-ink/10 bg-white p-1.5 text-ink shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm text-ink-soft">
            {format(t.app.signedInAs, { name })}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate("/account")}>
            {t.nav.account}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-ink/10" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            {t.app.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
