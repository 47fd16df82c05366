/**
 * The lead work's calls and shapes: the inbox's views and sorts, the overdue counts, the
 * team, a lead with its timeline, and the changes staff make on a lead (owner, next step,
 * state, calls, customers' answers, notes). The shapes are the server's own types (type-only
 * imports: nothing of the server reaches the bundle). Every change refreshes the lead, the
 * inbox's lists and the counts.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  LeadCounts,
  LeadDetail,
  LeadMail,
  LeadPage,
  LeadSummary,
  NextStep,
  TeamMember,
  TimelineEntry,
} from "../../../server/leads/store/index.ts";
import type {
  CallOutcome,
  LeadActivityKind,
  LeadState,
  LostReason,
} from "../../../server/leads/schema.ts";
import { adminApi } from "../api";

export type {
  CallOutcome,
  LeadActivityKind,
  LeadCounts,
  LeadDetail,
  LeadMail,
  LeadPage,
  LeadState,
  LeadSummary,
  LostReason,
  NextStep,
  TeamMember,
  TimelineEntry,
};

export const LEAD_STATES = [
  "new",
  "contacted",
  "offer_sent",
  "won",
  "lost",
] as const satisfies readonly LeadState[];

/** The way a lead usually goes: the buttons offer the next of these. */
export const NEXT_STATES: Record<LeadState, readonly LeadState[]> = {
  new: ["contacted", "lost"],
  contacted: ["offer_sent", "lost"],
  offer_sent: ["won", "lost"],
  won: [],
  lost: [],
};

export const LOST_REASONS = [
  "too_expensive",
  "date_taken",
  "other_provider",
  "no_answer",
  "cancelled",
  "other",
] as const satisfies readonly LostReason[];

export const CALL_OUTCOMES = [
  "reached",
  "not_reached",
  "call_back",
] as const satisfies readonly CallOutcome[];

/** The inbox's views, in the order of its tabs (`all` is the default). */
export const INBOX_VIEWS = ["mine", "overdue", "today", "no_step", "answers", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const INBOX_SORTS = ["received", "next_step", "value"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export const isOpen = (state: LeadState) => state !== "won" && state !== "lost";

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

/**
 * The overdue and today's counts for the navigation and the tab title: asked again when the
 * window gets the focus, after every change, and each minute (steps fall due as time passes).
 */
export const leadCountsQuery = {
  queryKey: ["leads", "counts"],
  queryFn: () => adminApi.get<LeadCounts>("/leads/counts"),
  refetchOnWindowFocus: "always" as const,
  refetchInterval: 60_000,
};

export const teamQuery = {
  queryKey: ["team"],
  queryFn: () => adminApi.get<TeamMember[]>("/team"),
  staleTime: 5 * 60_000,
};

export interface InboxQuery {
  filter: InboxFilter;
  view: InboxView;
  sort: InboxSort;
}

export function fetchLeadPage({ filter, view, sort }: InboxQuery, after: string | undefined) {
  const extra: Record<string, string> = {};
  if (view !== "all") extra.view = view;
  if (sort !== "received") extra.sort = sort;
  if (after) extra.after = after;
  return adminApi.get<LeadPage>(`/leads?${filterQuery(filter, extra)}`);
}

/** The changes a lead's page makes, each a call of the contract. */
export const leadChanges = {
  owner: (id: string, ownerId: string | null) =>
    adminApi.put<{ owner: LeadDetail["owner"] }>(`/leads/${id}/owner`, { ownerId }),
  nextStep: (id: string, step: { date: string; time: string | null; text: string }) =>
    adminApi.put<{ nextStep: NextStep }>(`/leads/${id}/next-step`, step),
  nextStepDone: (id: string) => adminApi.post<{ nextStep: null }>(`/leads/${id}/next-step/done`),
  state: (
    id: string,
    change: { state: LeadState; lostReason?: LostReason; lostReasonText?: string },
  ) => adminApi.post<unknown>(`/leads/${id}/state`, change),
  call: (id: string, call: { outcome: CallOutcome; note?: string }) =>
    adminApi.post<TimelineEntry>(`/leads/${id}/calls`, call),
  customerReply: (id: string, body: string) =>
    adminApi.post<TimelineEntry>(`/leads/${id}/customer-replies`, { body }),
  note: (id: string, body: string) => adminApi.post<unknown>(`/leads/${id}/notes`, { body }),
  resendMail: (id: string, mailId: string) =>
    adminApi.post<unknown>(`/leads/${id}/mails/${mailId}/resend`),
};

/**
 * A change of the lead `id` as a TanStack mutation: on success the lead, the inbox's lists
 * and the counts are asked again (the timeline shows the new entry).
 */
export function useLeadChange<Input, Output>(
  id: string,
  change: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["lead", id] }),
        queryClient.invalidateQueries({ queryKey: ["leads"] }),
      ]);
    },
  });
}

/** State badge colours: calm for open states, green for won, grey for lost. */
export const stateBadge: Record<LeadState, string> = {
  new: "bg-accent-soft text-accent-strong border-accent/30",
  contacted: "bg-spree-soft text-spree border-spree/30",
  offer_sent: "bg-sand-deep text-ink border-ink/20",
  won: "bg-green-50 text-green-800 border-green-700/30",
  lost: "bg-white text-ink-soft border-ink/20",
};
