/**
 * The navigation's entries (navigation.ts, filtered by role). On wide screens the daily ones
 * stand in one row and the rest sit behind "Mehr", a disclosure of plain links (a button with
 * aria-expanded: links stay links for screen readers; Escape, a click elsewhere or moving on
 * closes it); "Mein Konto" is in the header's account menu there. On phones every entry is
 * one list behind the header's menu button.
 */
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { Role } from "../api";
import { useI18n } from "../i18n";
import { navigation, type NavItem } from "../navigation";

const linkClass = (active: boolean) =>
  `flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg px-3 font-medium md:px-2.5 ${
    active ? "bg-spree-soft text-spree" : "text-ink hover:bg-sand"
  }`;

function Entry({
  item,
  badge,
  onChosen,
  className = "",
}: {
  item: NavItem;
  badge: React.ReactNode;
  onChosen(): void;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <li className={className}>
      <NavLink
        to={item.to}
        end={item.to === "/"}
        onClick={onChosen}
        className={({ isActive }) => linkClass(isActive)}
      >
        {t.nav[item.label]}
        {item.badge === "overdue" ? badge : null}
      </NavLink>
    </li>
  );
}

/** "Mehr" and its links: a button that shows them below it on wide screens. */
function More({ items, onChosen }: { items: NavItem[]; onChosen(): void }) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const here = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open]);

  return (
    <li
      ref={box}
      className="md:relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={`${linkClass(here)} hidden md:flex`}
      >
        {t.nav.more}
        <span
          aria-hidden="true"
          className={`text-xs transition-transform ${open ? "rotate-180" : ""}`}
        >
          ▾
        </span>
      </button>
      <ul
        id={id}
        className={`flex flex-col gap-1 ${open ? "md:flex" : "md:hidden"} md:absolute md:left-0 md:top-full md:z-30 md:mt-1 md:min-w-52 md:rounded-xl md:border md:border-ink/10 md:bg-white md:p-1.5 md:shadow-lg`}
      >
        {items.map((item) => (
          <Entry
            key={item.to}
            item={item}
            badge={null}
            onChosen={() => {
              setOpen(false);
              onChosen();
            }}
          />
        ))}
      </ul>
    </li>
  );
}

export function MainNav({
  role,
  badge,
  onChosen,
}: {
  role: Role;
  /** The overdue count beside "Anfragen". */
  badge: React.ReactNode;
  /** An entry was chosen: the phone menu closes. */
  onChosen(): void;
}) {
  const items = navigation.filter((item) => item.roles.includes(role));
  const more = items.filter((item) => item.place === "more");
  return (
    <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-2 md:flex-row md:flex-wrap md:gap-x-0.5 lg:flex-nowrap">
      {items
        .filter((item) => item.place === "main")
        .map((item) => (
          <Entry key={item.to} item={item} badge={badge} onChosen={onChosen} />
        ))}
      {more.length > 0 ? <More items={more} onChosen={onChosen} /> : null}
      {items
        .filter((item) => item.place === "account")
        .map((item) => (
          <Entry key={item.to} item={item} badge={null} onChosen={onChosen} className="md:hidden" />
        ))}
    </ul>
  );
}
