/** The back office's entry: language, data cache and router. Never part of the public site. */
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AdminApiError } from "./api";
import { I18nProvider } from "./i18n";
import { AdminQueryClient } from "./query-client";
import { createAdminRouter } from "./router";

const queryClient = new AdminQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A refused request (401, 403, 4xx) is not tried again.
      retry: (count, error) =>
        !(error instanceof AdminApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

createRoot(document.getElementById("admin-root")!).render(
  <StrictMode>
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createAdminRouter(queryClient)} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
