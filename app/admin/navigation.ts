/**
 * The back office's navigation as data: dictionary keys, never labels. A feature adds its
 * page here (one line) and to the router's table (router.tsx). The daily work goes in the
 * row (`main`); the rest behind "Mehr", so that the row stays one line at 1280 px.
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
  /**
   * Where it sits on wide screens: `main` in the row itself, `more` behind "Mehr", `account`
   * in the header's account menu. On phones the menu button shows them all in one list.
   */
  place: NavPlace;
}

export type NavPlace = "main" | "more" | "account";

/** What a route of the router's table carries for the layout: who may open it. */
export interface PageHandle {
  roles: readonly Role[];
}

export const navigation: NavItem[] = [
  { to: "/", label: "home", roles: ["owner", "staff"], place: "main" },
  { to: "/leads", label: "leads", roles: ["owner", "staff"], badge: "overdue", place: "main" },
  { to: "/offers", label: "offers", roles: ["owner", "staff"], place: "main" },
  { to: "/invoices", label: "invoices", roles: ["owner", "staff"], place: "main" },
  { to: "/calendar", label: "calendar", roles: ["owner", "staff"], place: "main" },
  { to: "/figures", label: "figures", roles: ["owner", "staff"], place: "main" },
  { to: "/content", label: "content", roles: ["owner", "staff"], place: "main" },
  { to: "/statements", label: "statements", roles: ["owner", "staff"], place: "more" },
  { to: "/media", label: "media", roles: ["owner", "staff"], place: "more" },
  { to: "/templates", label: "templates", roles: ["owner"], place: "more" },
  { to: "/consents", label: "consents", roles: ["owner", "staff"], place: "more" },
  { to: "/privacy", label: "privacy", roles: ["owner"], place: "more" },
  { to: "/users", label: "users", roles: ["owner"], place: "more" },
  { to: "/business", label: "business", roles: ["owner"], place: "more" },
  { to: "/audit", label: "audit", roles: ["owner"], place: "more" },
  { to: "/account", label: "account", roles: ["owner", "staff"], place: "account" },
];
