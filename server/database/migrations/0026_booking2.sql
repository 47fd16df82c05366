CREATE TABLE "final_invoice_drafts" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"participants" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "final_invoice_drafts_participants_check" CHECK ("final_invoice_drafts"."participants" > 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "clash_overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "final_invoice_drafts" ADD CONSTRAINT "final_invoice_drafts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_invoice_drafts" ADD CONSTRAINT "final_invoice_drafts_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;