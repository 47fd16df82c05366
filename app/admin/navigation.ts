/**
 * The back office's navigation as data: dictionary keys, never labels. A feature adds its
 * page here (one line) and to the router's table (router.tsx).
 */
import type { Role } from "./api";
import type { Dictionary } from "./i18n/de";

export interface NavItem {
  /** Path below /admin. */
  to: string;
  label: keyof Dictionary["nav"];
  roles: readonly Role[];
  /** A count shown beside the label: `overdue` is the leads whose next step is due. */
  badge?: "overdue";
}

/** What a route of the router's table carries for the layout: who may open it. */
export interface PageHandle {
  roles: readonly Role[];
}

export const navigation: NavItem[] = [
  { to: "/", label: "home", roles: ["owner", "staff"] },
  { to: "/leads", label: "leads", roles: ["owner", "staff"], badge: "overdue" },
  { to: "/offers", label: "offers", roles: ["owner", "staff"] },
  { to: "/invoices", label: "invoices", roles: ["owner", "staff"] },
  { to: "/calendar", label: "calendar", roles: ["owner", "staff"] },
  { to: "/figures", label: "figures", roles: ["owner", "staff"] },
  { to: "/content", label: "content", roles: ["owner", "staff"] },
  { to: "/privacy", label: "privacy", roles: ["owner"] },
  { to: "/consents", label: "consents", roles: ["owner", "staff"] },
  { to: "/media", label: "media", roles: ["owner", "staff"] },
  { to: "/templates", label: "templates", roles: ["owner"] },
  { to: "/users", label: "users", roles: ["owner"] },
  { to: "/audit", label: "audit", roles: ["owner"] },
  { to: "/account", label: "account", roles: ["owner", "staff"] },
];
