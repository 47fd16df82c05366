CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_ref" text NOT NULL,
	"statement_id" text,
	"booked_on" date NOT NULL,
	"cents" integer NOT NULL,
	"debtor_name" text,
	"remittance" text,
	"state" text NOT NULL,
	"invoice_id" uuid,
	"candidate_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_id" uuid,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" text,
	CONSTRAINT "bank_statement_lines_state_check" CHECK ("bank_statement_lines"."state" in ('proposed', 'unclear', 'unmatched', 'confirmed')),
	CONSTRAINT "bank_statement_lines_cents_check" CHECK ("bank_statement_lines"."cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"cents" integer NOT NULL,
	"source" text NOT NULL,
	"entry_ref" text,
	"confirmed_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_payments_source_check" CHECK ("invoice_payments"."source" in ('manual', 'statement')),
	CONSTRAINT "invoice_payments_cents_check" CHECK ("invoice_payments"."cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "lead_activities" DROP CONSTRAINT "lead_activities_kind_check";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_entry_idx" ON "bank_statement_lines" USING btree ("entry_ref");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_state_idx" ON "bank_statement_lines" USING btree ("state");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_entry_idx" ON "invoice_payments" USING btree ("entry_ref");--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_kind_check" CHECK ("lead_activities"."kind" in ('note', 'state_changed', 'owner_changed', 'call', 'reply_sent', 'customer_reply', 'next_step_set', 'next_step_done', 'merged', 'offer_sent', 'offer_answered', 'invoice_issued', 'booking_changed', 'payment_received'));