/**
 * The back office's route table (React Router, data mode), below /admin. Signed-in pages
 * sit inside the layout, whose loader asks who is signed in (401: to the sign-in page;
 * second factor required but missing: to the account page). Feature pages add one line
 * each, with the roles that may open them (the server checks again on every call).
 */
import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { AdminApiError, meQuery, type Me, type Role } from "./api";
import { AccountPage } from "./account/AccountPage";
import { AuditPage } from "./audit/AuditPage";
import { CalendarPage } from "./bookings/CalendarPage";
import { AcceptInvitationPage } from "./auth/AcceptInvitationPage";
import { SignInPage } from "./auth/SignInPage";
import { ContentListPage } from "./content/ContentListPage";
import { DocumentRoute } from "./content/DocumentPage";
import { ErrorPage, HomePage, Loading, NotFoundPage } from "./components/pages";
import { Layout } from "./components/Layout";
import { UsersPage } from "./users/UsersPage";
import { DashboardPage } from "./figures/DashboardPage";
import { InboxPage } from "./leads/InboxPage";
import { LeadPage } from "./leads/LeadPage";
import { InvoicePage } from "./invoices/InvoicePage";
import { InvoicesPage } from "./invoices/InvoicesPage";
import { MediaPage } from "./media/MediaPage";
import { OfferPage } from "./offers/OfferPage";
import { OffersListPage } from "./offers/OffersListPage";
import { ConsentPage } from "./privacy/ConsentPage";
import { PrivacyPage } from "./privacy/PrivacyPage";
import { TemplatesPage } from "./templates/TemplatesPage";
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

  const page = (path: string, element: React.ReactNode, roles: readonly Role[]): RouteObject => ({
    path,
    element,
    handle: { roles } satisfies PageHandle,
  });

  const routes: RouteObject[] = [
    { path: "/sign-in", element: <SignInPage />, errorElement: <ErrorPage /> },
    { path: "/accept-invitation", element: <AcceptInvitationPage />, errorElement: <ErrorPage /> },
    {
      path: "/",
      id: "layout",
      loader: layoutLoader,
      element: <Layout />,
      hydrateFallbackElement: <Loading />,
      errorElement: <ErrorPage />,
      children: [
        { index: true, element: <HomePage />, handle: { roles: ["owner", "staff"] } },
        page("account", <AccountPage />, ["owner", "staff"]),
        page("users", <UsersPage />, ["owner"]),
        page("audit", <AuditPage />, ["owner"]),
        page("leads", <InboxPage />, ["owner", "staff"]),
        page("leads/:id", <LeadPage />, ["owner", "staff"]),
        page("offers", <OffersListPage />, ["owner", "staff"]),
        page("offers/:id", <OfferPage />, ["owner", "staff"]),
        page("invoices", <InvoicesPage />, ["owner", "staff"]),
        page("invoices/:id", <InvoicePage />, ["owner", "staff"]),
        page("calendar", <CalendarPage />, ["owner", "staff"]),
        page("figures", <DashboardPage />, ["owner", "staff"]),
        page("content", <ContentListPage />, ["owner", "staff"]),
        page("content/:kind/:key", <DocumentRoute />, ["owner", "staff"]),
        page("privacy", <PrivacyPage />, ["owner"]),
        page("consents", <ConsentPage />, ["owner", "staff"]),
        page("media", <MediaPage />, ["owner", "staff"]),
        page("templates", <TemplatesPage />, ["owner"]),
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
  return createBrowserRouter(routes, { basename: "/admin" });
}
