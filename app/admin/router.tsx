/**
 * The back office's route table (React Router, data mode), below /admin. Signed-in pages
 * sit inside the layout, whose loader asks who is signed in (401: to the sign-in page;
 * second factor required but missing: to the account page). Feature pages add one line
 * each, with the roles that may open them (the server checks again on every call).
 *
 * Every page but the start page is loaded when first opened (React Router's `lazy`): the
 * first load holds only the frame, and the content editor's or the charts' code comes with
 * their own screens.
 */
import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { AdminApiError, meQuery, type Me, type Role } from "./api";
import { ErrorPage, HomePage, Loading, NotFoundPage } from "./components/pages";
import { Layout } from "./components/Layout";
import type { PageHandle } from "./navigation";
import { accountLocaleLoaded } from "./i18n";

export function createAdminRouter(queryClient: QueryClient) {
  const layoutLoader = async ({ request }: { request: Request }) => {
    let me: Me;
    try {
      me = await queryClient.fetchQuery(meQuery);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 401) {
        const url = new URL(request.url);
        const next = url.pathname.replace(/^\/admin/, "") + url.search;
        throw redirect(
          `/sign-in${next && next !== "/" ? `?next=${encodeURIComponent(next)}` : ""}`,
        );
      }
      throw error;
    }
    accountLocaleLoaded(me.preferences.locale);
    if (me.secondFactorMissing && !new URL(request.url).pathname.startsWith("/admin/account")) {
      throw redirect("/account");
    }
    return me;
  };

  /** A signed-in page whose module is loaded when it is first opened. */
  const everyone: readonly Role[] = ["owner", "staff"];
  const owners: readonly Role[] = ["owner"];
  const page = (
    path: string,
    roles: readonly Role[],
    load: () => Promise<React.ComponentType>,
  ): RouteObject => ({
    path,
    lazy: async () => ({ Component: await load() }),
    handle: { roles } satisfies PageHandle,
  });
  /** A page without a session (signing in, an invitation), loaded when opened. */
  const publicPage = (path: string, load: () => Promise<React.ComponentType>): RouteObject => ({
    path,
    lazy: async () => ({ Component: await load() }),
    hydrateFallbackElement: <Loading />,
    errorElement: <ErrorPage />,
  });

  const routes: RouteObject[] = [
    publicPage("/sign-in", async () => (await import("./auth/SignInPage")).SignInPage),
    publicPage(
      "/accept-invitation",
      async () => (await import("./auth/AcceptInvitationPage")).AcceptInvitationPage,
    ),
    {
      path: "/",
      id: "layout",
      loader: layoutLoader,
      element: <Layout />,
      hydrateFallbackElement: <Loading />,
      errorElement: <ErrorPage />,
      children: [
        { index: true, element: <HomePage />, handle: { roles: everyone } },
        page("account", everyone, async () => (await import("./account/AccountPage")).AccountPage),
        page("users", owners, async () => (await import("./users/UsersPage")).UsersPage),
        page("audit", owners, async () => (await import("./audit/AuditPage")).AuditPage),
        page(
          "business",
          owners,
          async () => (await import("./business/BusinessPage")).BusinessPage,
        ),
        page("leads", everyone, async () => (await import("./leads/InboxPage")).InboxPage),
        page("leads/:id", everyone, async () => (await import("./leads/LeadPage")).LeadPage),
        page(
          "offers",
          everyone,
          async () => (await import("./offers/OffersListPage")).OffersListPage,
        ),
        page("offers/:id", everyone, async () => (await import("./offers/OfferPage")).OfferPage),
        page(
          "invoices",
          everyone,
          async () => (await import("./invoices/InvoicesPage")).InvoicesPage,
        ),
        page(
          "statements",
          everyone,
          async () => (await import("./statements/StatementsPage")).StatementsPage,
        ),
        page(
          "invoices/:id",
          everyone,
          async () => (await import("./invoices/InvoicePage")).InvoicePage,
        ),
        page(
          "calendar",
          everyone,
          async () => (await import("./bookings/CalendarPage")).CalendarPage,
        ),
        page(
          "figures",
          everyone,
          async () => (await import("./figures/DashboardPage")).DashboardPage,
        ),
        page(
          "content",
          everyone,
          async () => (await import("./content/ContentListPage")).ContentListPage,
        ),
        page(
          "content/:kind/:key",
          everyone,
          async () => (await import("./content/DocumentPage")).DocumentRoute,
        ),
        page("privacy", owners, async () => (await import("./privacy/PrivacyPage")).PrivacyPage),
        page("consents", everyone, async () => (await import("./privacy/ConsentPage")).ConsentPage),
        page("media", everyone, async () => (await import("./media/MediaPage")).MediaPage),
        page(
          "templates",
          owners,
          async () => (await import("./templates/TemplatesPage")).TemplatesPage,
        ),
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
  return createBrowserRouter(routes, { basename: "/admin" });
}
