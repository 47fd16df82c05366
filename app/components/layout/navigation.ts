/**
 * Navigation as data: paths are German base paths (localised with localizePath), labels are
 * dictionary keys or category titles, so the header, side menu and footer never disagree.
 */
import type { Dictionary } from "../../i18n/dictionary";
import { eventCategories } from "../../content/categories";

export const categoryLinks = eventCategories.map((category) => ({
  path: `/${category.slug}`,
  title: category.title,
}));

type FooterKey = keyof Dictionary["footer"];

export const agencyLinks: ReadonlyArray<{ path: string; label: FooterKey }> = [
  { path: "/event-finder", label: "finder" },
  { path: "/news", label: "news" },
  { path: "/social-events", label: "social" },
  { path: "/contact", label: "contact" },
];

export const legalLinks: ReadonlyArray<{ path: string; label: FooterKey }> = [
  { path: "/imprint", label: "imprint" },
  { path: "/privacy", label: "privacy" },
  { path: "/terms", label: "terms" },
];

/**
 * The link to a section, marked as the current page (aria-current; the header and side menu
 * colour it with `aria-[current=page]:`) while the visitor is on it or below it.
 */
export function sectionLink(to: string, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const current = path === to || path.startsWith(`${to}/`);
  return { href: to, "aria-current": current ? ("page" as const) : undefined };
}
