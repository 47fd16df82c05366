/**
 * The offers' calls and shapes for the back office: a lead's offers, one offer, the draft's
 * changes (save, delete), the mail draft, sending, revising, withdrawing, the offers list,
 * the catalogue for "Event aus dem Katalog" and the owners' offer settings. The shapes are
 * the server's own types (type-only imports). Every change refreshes the offer, its lead,
 * the lists and the start page.
 */
import { useQueryClient } from "@tanstack/react-query";
import type {
  OfferDetail,
  OfferDraftInput,
  OfferLineInput,
  OfferShownStatus,
  OfferSummary,
  OfferWarning,
} from "../../../server/offers/types.ts";
import type { CatalogueEvent } from "../../../server/offers/catalogue-routes.ts";
import type { FormOfAddress } from "../../../server/documents/model.ts";
import type { OfferSettings } from "../../../server/offers/store/settings.ts";
import type { OfferList } from "../../../server/offers/list-routes.ts";
import { adminApi } from "../api";

export type {
  CatalogueEvent,
  FormOfAddress,
  OfferDetail,
  OfferList,
  OfferDraftInput,
  OfferLineInput,
  OfferSettings,
  OfferShownStatus,
  OfferSummary,
  OfferWarning,
};

/** A list the server sends bare or wrapped in `{ offers }` / `{ items }`. */
function listOf(answer: unknown): OfferSummary[] {
  if (Array.isArray(answer)) return answer as OfferSummary[];
  const wrapped = answer as { offers?: OfferSummary[]; items?: OfferSummary[] };
  return wrapped.offers ?? wrapped.items ?? [];
}

export const leadOffersQuery = (leadId: string) => ({
  queryKey: ["offers", "lead", leadId],
  queryFn: async () => listOf(await adminApi.get<unknown>(`/leads/${leadId}/offers`)),
});

export const offerQuery = (id: string) => ({
  queryKey: ["offer", id],
  queryFn: () => adminApi.get<OfferDetail>(`/offers/${id}`),
});

export type OffersFilter = "all" | "open" | "draft" | "closed";

/** The offers list's groups (open ending first, drafts, closed), narrowed by a search. */
export const offersListQuery = (q: string) => ({
  queryKey: ["offers", "list", q],
  queryFn: () =>
    adminApi.get<OfferList>(`/offer-list${q ? `?${new URLSearchParams({ q }).toString()}` : ""}`),
});

export const catalogueQuery = {
  queryKey: ["catalogue"],
  queryFn: () => adminApi.get<{ events: CatalogueEvent[] }>("/catalogue"),
  staleTime: 5 * 60_000,
};

export const offerSettingsQuery = {
  queryKey: ["offer-settings"],
  queryFn: () => adminApi.get<OfferSettings>("/offers/settings"),
  staleTime: 60_000,
};

export const offerCalls = {
  create: (leadId: string) => adminApi.post<OfferDetail>(`/leads/${leadId}/offers`),
  save: (id: string, input: OfferDraftInput) => adminApi.put<OfferDetail>(`/offers/${id}`, input),
  remove: (id: string) => adminApi.delete<unknown>(`/offers/${id}`),
  mailDraft: (id: string) =>
    adminApi.get<{ subject: string; text: string }>(`/offers/${id}/mail-draft`),
  send: (id: string, mail: { subject: string; text: string; overrideClash?: boolean }) =>
    adminApi.post<OfferDetail>(`/offers/${id}/send`, mail),
  revise: (id: string) => adminApi.post<OfferDetail>(`/offers/${id}/revise`),
  withdraw: (id: string) => adminApi.post<OfferDetail>(`/offers/${id}/withdraw`),
  saveSettings: (changes: Partial<OfferSettings>) =>
    adminApi.put<OfferSettings>("/offers/settings", changes),
};

export const pdfHref = (id: string) => `/api/admin/offers/${id}/pdf`;

/** After a change: the offer, the lead's offers and timeline, the lists, the start page. */
export function useOfferRefresh() {
  const queryClient = useQueryClient();
  return async (offer: { id: string; leadId: string | null }) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["offer", offer.id] }),
      queryClient.invalidateQueries({ queryKey: ["offers"] }),
      queryClient.invalidateQueries({ queryKey: ["overview"] }),
      ...(offer.leadId
        ? [
            queryClient.invalidateQueries({ queryKey: ["lead", offer.leadId] }),
            queryClient.invalidateQueries({ queryKey: ["leads"] }),
          ]
        : []),
    ]);
  };
}

/** The offer statuses' badge colours, as the leads' states have theirs. */
export const statusBadge: Record<OfferShownStatus, string> = {
  draft: "bg-white text-ink border-ink/30 border-dashed",
  sent: "bg-spree-soft text-spree border-spree/30",
  accepted: "bg-green-50 text-green-800 border-green-700/30",
  declined: "bg-accent-soft text-accent-strong border-accent/30",
  replaced: "bg-white text-ink-soft border-ink/20",
  withdrawn: "bg-white text-ink-soft border-ink/20",
  expired: "bg-sand-deep text-ink border-ink/20",
};
