ALTER TABLE "mail_inbound_attachments" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "answers_in_morning_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_copy" "bytea";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_copy_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_copy_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_copy_filed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_copy_error" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_copy_idx" ON "mail_outbox" USING btree ("sent_copy_due_at");