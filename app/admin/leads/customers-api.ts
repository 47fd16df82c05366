/**
 * The customer panel's calls and shapes: a lead's customer (every enquiry from the same
 * address) with its possible duplicates, and merging a duplicate into the lead. The shapes
 * are the server's own types (type-only imports: nothing of the server reaches the bundle).
 */
import type {
  CustomerLead,
  DuplicateLead,
  DuplicateReason,
  LeadCustomer,
  LeadDetail,
} from "../../../server/leads/store/index.ts";
import { adminApi } from "../api";

export type { CustomerLead, DuplicateLead, DuplicateReason, LeadCustomer };

/** Under the lead's own key, so whatever refreshes the lead refreshes its customer too. */
export const customerQuery = (leadId: string) => ({
  queryKey: ["lead", leadId, "customer"],
  queryFn: () => adminApi.get<LeadCustomer>(`/leads/${leadId}/customer`),
});

/** Merges `otherId` into the lead; answers the lead as it is now. */
export function mergeLead(leadId: string, otherId: string) {
  return adminApi.post<LeadDetail>(`/leads/${leadId}/merge`, { otherId });
}
