CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"sent_on" date NOT NULL,
	"open_cents" integer NOT NULL,
	"mail_id" uuid,
	"sent_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_reminders_level_check" CHECK ("invoice_reminders"."level" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "lead_activities" DROP CONSTRAINT "lead_activities_kind_check";--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_level_idx" ON "invoice_reminders" USING btree ("invoice_id","level");--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_kind_check" CHECK ("lead_activities"."kind" in ('note', 'state_changed', 'owner_changed', 'call', 'reply_sent', 'customer_reply', 'next_step_set', 'next_step_done', 'merged', 'offer_sent', 'offer_answered', 'invoice_issued', 'booking_changed', 'payment_received', 'reminder_sent'));