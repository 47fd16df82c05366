-- The table of leads was still called "enquiries" (docs/product.md: a lead is the row;
-- docs/decisions/0142). A rename keeps every row, and the foreign keys of offers, invoices,
-- lead_activities and mail_outbox follow it; the names of its key, indexes and constraints,
-- and of the foreign keys pointing at it, are renamed to match the schema.
ALTER TABLE "enquiries" RENAME TO "leads";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "enquiries_pkey" TO "leads_pkey";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "enquiries_owner_id_admin_users_id_fk" TO "leads_owner_id_admin_users_id_fk";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "enquiries_merged_into_enquiries_id_fk" TO "leads_merged_into_leads_id_fk";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "enquiries_lost_reason_check" TO "leads_lost_reason_check";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "enquiries_state_check" TO "leads_state_check";--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "invoices_lead_id_enquiries_id_fk" TO "invoices_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_activities" RENAME CONSTRAINT "lead_activities_lead_id_enquiries_id_fk" TO "lead_activities_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME CONSTRAINT "mail_outbox_enquiry_id_enquiries_id_fk" TO "mail_outbox_enquiry_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "offers" RENAME CONSTRAINT "offers_lead_id_enquiries_id_fk" TO "offers_lead_id_leads_id_fk";--> statement-breakpoint
ALTER INDEX "enquiries_idempotency_key_idx" RENAME TO "leads_idempotency_key_idx";--> statement-breakpoint
ALTER INDEX "enquiries_created_at_idx" RENAME TO "leads_created_at_idx";--> statement-breakpoint
ALTER INDEX "enquiries_created_id_idx" RENAME TO "leads_created_id_idx";--> statement-breakpoint
ALTER INDEX "enquiries_state_created_idx" RENAME TO "leads_state_created_idx";--> statement-breakpoint
ALTER INDEX "enquiries_event_created_idx" RENAME TO "leads_event_created_idx";--> statement-breakpoint
ALTER INDEX "enquiries_events_idx" RENAME TO "leads_events_idx";--> statement-breakpoint
ALTER INDEX "enquiries_search_idx" RENAME TO "leads_search_idx";--> statement-breakpoint
ALTER INDEX "enquiries_email_idx" RENAME TO "leads_email_idx";--> statement-breakpoint
ALTER INDEX "enquiries_owner_due_idx" RENAME TO "leads_owner_due_idx";--> statement-breakpoint
ALTER INDEX "enquiries_due_idx" RENAME TO "leads_due_idx";--> statement-breakpoint
ALTER INDEX "enquiries_value_idx" RENAME TO "leads_value_idx";--> statement-breakpoint
ALTER INDEX "enquiries_email_key_idx" RENAME TO "leads_email_key_idx";--> statement-breakpoint
ALTER INDEX "enquiries_email_domain_idx" RENAME TO "leads_email_domain_idx";--> statement-breakpoint
ALTER INDEX "enquiries_phone_key_idx" RENAME TO "leads_phone_key_idx";--> statement-breakpoint
ALTER INDEX "enquiries_company_key_idx" RENAME TO "leads_company_key_idx";--> statement-breakpoint
ALTER INDEX "enquiries_merged_into_idx" RENAME TO "leads_merged_into_idx";--> statement-breakpoint
ALTER INDEX "enquiries_decided_idx" RENAME TO "leads_decided_idx";
