/**
 * Data access of the leads inbox, one module per concern in ./leads/: the filter, views,
 * cursor and search conditions (filter.ts), the inbox list and its counts (inbox.ts), one
 * lead (detail.ts) and its timeline (timeline.ts), state changes, notes and "send again"
 * (changes.ts), owner, next step, calls and customers' answers (work.ts), a lead's customer
 * and its possible duplicates (customers.ts) and merging one in (merge.ts), retention
 * (retention.ts) and exports (export.ts). This module is their common entry, so callers
 * need not know the split.
 */
export { LEAD_CATEGORIES, type LeadCategory } from "../catalogue.ts";
export { LEAD_STATES, type LeadState } from "../schema.ts";
export {
  CALL_OUTCOMES,
  LOST_REASONS,
  type CallOutcome,
  type LeadActivityKind,
  type LostReason,
} from "../schema.ts";
export {
  addLeadNote,
  changeLeadState,
  lockLead,
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
  leadReference,
  type LeadDetail,
  type LeadMail,
  type LeadNote,
  type LeadStateChange,
} from "./detail.ts";
export {
  getLeadCustomer,
  type CustomerLead,
  type DuplicateLead,
  type DuplicateReason,
  type LeadCustomer,
} from "./customers.ts";
export { mergeLeads } from "./merge.ts";
export { exportLeads, type LeadExportRow } from "./export.ts";
export {
  decodeCursor,
  encodeCursor,
  LEAD_SORTS,
  LEAD_VIEWS,
  searchQuery,
  type LeadCursor,
  type LeadFilter,
  type LeadSort,
  type LeadView,
} from "./filter.ts";
export {
  countLeads,
  LEAD_COUNT_CAP,
  listLeads,
  nextStepOf,
  SEARCH_WINDOW,
  type LeadCounts,
  type LeadOwner,
  type LeadPage,
  type LeadSummary,
  type MailDelivery,
  type NextStep,
} from "./inbox.ts";
export {
  addCustomerReply,
  assignOwner,
  completeNextStep,
  listTeam,
  logCall,
  nextStepDueAt,
  setNextStep,
  type TeamMember,
} from "./work.ts";
export { leadFamily, leadTimeline, type TimelineEntry } from "./timeline.ts";
export {
  deleteExpiredLeads,
  LEAD_RETENTION_MONTHS,
  leadCutoff,
  WON_LEAD_RETENTION_YEARS,
  wonLeadCutoff,
} from "./retention.ts";
