/**
 * The customer panel's calls and shapes: a lead's customer (every enquiry from the same
 * address) with its possible duplicates, and merging a duplicate into the lead.
 */
import { adminApi } from "../api";
import type { LeadState } from "./leads-api";

/** One enquiry of the customer, as the panel lists it. */
export interface CustomerLead {
  id: string;
  createdAt: string;
  state: LeadState;
  events: string[];
  estimateCents: number | null;
  lostReason: string | null;
  ownerName: string | null;
}

/** Why another lead may be the same enquirer. */
export type DuplicateReason = "email" | "phone" | "company" | "domain";

export interface DuplicateLead {
  id: string;
  name: string;
  company: string;
  email: string;
  createdAt: string;
  state: LeadState;
  reasons: DuplicateReason[];
}

export interface LeadCustomer {
  leads: CustomerLead[];
  duplicates: DuplicateLead[];
}

export const customerQuery = (leadId: string) => ({
  queryKey: ["lead", leadId, "customer"],
  queryFn: () => adminApi.get<LeadCustomer>(`/leads/${leadId}/customer`),
});
