/**
 * Data access of the leads inbox, one module per concern in ./leads/: the filter, cursor and
 * search conditions (filter.ts), the inbox list (inbox.ts), one lead (detail.ts), state
 * changes, notes and "send again" (changes.ts), retention (retention.ts) and exports
 * (export.ts). This module is their common entry, so callers need not know the split.
 */
export { LEAD_CATEGORIES, type LeadCategory } from "../catalogue.ts";
export { LEAD_STATES, type LeadState } from "../schema.ts";
export {
  addLeadNote,
  changeLeadState,
  requeueFailedMail,
  type Actor,
  type AuditEntry,
  type AuditWriter,
  orRefuse,
  type ChangeResult,
} from "./changes.ts";
export {
  deliveryOf,
  getLead,
  leadDeleteAfter,
  type LeadDetail,
  type LeadMail,
  type LeadNote,
  type LeadStateChange,
} from "./detail.ts";
export {
  getLeadCustomer,
  isPublicMailDomain,
  mergeLeads,
  type CustomerLead,
  type DuplicateLead,
  type DuplicateReason,
  type LeadCustomer,
} from "./customers.ts";
export { exportLeads, type LeadExportRow } from "./export.ts";
export {
  berlinDayStart,
  decodeCursor,
  encodeCursor,
  searchQuery,
  type LeadCursor,
  type LeadFilter,
} from "./filter.ts";
export {
  listLeads,
  SEARCH_WINDOW,
  type LeadPage,
  type LeadSummary,
  type MailDelivery,
} from "./inbox.ts";
export {
  deleteExpiredLeads,
  LEAD_RETENTION_MONTHS,
  leadCutoff,
  WON_LEAD_RETENTION_YEARS,
  wonLeadCutoff,
} from "./retention.ts";
