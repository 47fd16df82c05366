CREATE TABLE "bank_csv_mappings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"header_key" text NOT NULL,
	"separator" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "lead_activities" DROP CONSTRAINT "lead_activities_kind_check";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "debtor_iban" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_csv_mappings_name_idx" ON "bank_csv_mappings" USING btree ("name");--> statement-breakpoint
CREATE INDEX "bank_csv_mappings_header_idx" ON "bank_csv_mappings" USING btree ("header_key");--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_kind_check" CHECK ("lead_activities"."kind" in ('note', 'state_changed', 'owner_changed', 'call', 'reply_sent', 'customer_reply', 'next_step_set', 'next_step_done', 'merged', 'offer_sent', 'offer_answered', 'invoice_issued', 'booking_changed', 'payment_received', 'payment_undone', 'reminder_sent'));