/**
 * The inbox's calls and shapes. The shapes are the server's own types (type-only imports:
 * nothing of the server reaches the bundle).
 */
import type {
  LeadDetail,
  LeadMail,
  LeadNote,
  LeadPage,
  LeadStateChange,
  LeadSummary,
} from "../../../server/leads/store/index.ts";
import type { LeadState } from "../../../server/leads/schema.ts";
import { adminApi } from "../api";

export type { LeadDetail, LeadMail, LeadNote, LeadPage, LeadState, LeadStateChange, LeadSummary };

export const LEAD_STATES: readonly LeadState[] = ["new", "contacted", "offer_sent", "won", "lost"];

export interface LeadOptions {
  states: LeadState[];
  categories: string[];
  events: Array<{ id: string; category: string; title: { de: string; en: string } }>;
}

export interface InboxFilter {
  state?: string;
  event?: string;
  category?: string;
  from?: string;
  to?: string;
  q?: string;
}

/** The filter as a query string (empty values left out), for the list and the exports. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value) params.set(key, value);
  }
  return params.toString();
}

export const leadOptionsQuery = {
  queryKey: ["leads", "options"],
  queryFn: () => adminApi.get<LeadOptions>("/leads/options"),
  staleTime: Infinity,
};

export const leadQuery = (id: string) => ({
  queryKey: ["lead", id],
  queryFn: () => adminApi.get<LeadDetail>(`/leads/${id}`),
});

export function fetchLeadPage(filter: InboxFilter, after: string | undefined) {
  return adminApi.get<LeadPage>(`/leads?${filterQuery(filter, after ? { after } : {})}`);
}

/** State badge colours: calm for open states, green for won, grey for lost. */
export const stateBadge: Record<LeadState, string> = {
  new: "bg-accent-soft text-accent-strong border-accent/30",
  contacted: "bg-spree-soft text-spree border-spree/30",
  offer_sent: "bg-sand-deep text-ink border-ink/20",
  won: "bg-green-50 text-green-800 border-green-700/30",
  lost: "bg-white text-ink-soft border-ink/20",
};
