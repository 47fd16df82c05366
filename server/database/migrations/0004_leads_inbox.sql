CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_state_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || replace(coalesce(email, ''), '@', ' ') || ' ' || coalesce(message, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_state_changes" ADD CONSTRAINT "lead_state_changes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_enquiry_idx" ON "lead_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_state_changes_enquiry_idx" ON "lead_state_changes" USING btree ("enquiry_id","changed_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_id_idx" ON "enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_state_created_idx" ON "enquiries" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_event_created_idx" ON "enquiries" USING btree ("event","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_search_idx" ON "enquiries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_state_check" CHECK ("enquiries"."state" in ('new', 'contacted', 'offer_sent', 'won', 'lost'));