CREATE TABLE "booking_versions" (
	"booking_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"event_date" date,
	"start_time" text,
	"duration_minutes" integer,
	"place" text,
	"participants" integer NOT NULL,
	"items" jsonb NOT NULL,
	"agreement" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	CONSTRAINT "booking_versions_booking_id_version_pk" PRIMARY KEY("booking_id","version"),
	CONSTRAINT "booking_versions_participants_check" CHECK ("booking_versions"."participants" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"state" text DEFAULT 'confirmed' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"event_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancellation_fee_bp" integer,
	"cancellation_fee_cents" integer,
	"cancellation_due_cents" integer,
	CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('confirmed', 'changed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "lead_activities" DROP CONSTRAINT "lead_activities_kind_check";--> statement-breakpoint
ALTER TABLE "booking_versions" ADD CONSTRAINT "booking_versions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_versions" ADD CONSTRAINT "booking_versions_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_offer_idx" ON "bookings" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "bookings_day_idx" ON "bookings" USING btree ("event_date") WHERE "bookings"."state" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_kind_check" CHECK ("lead_activities"."kind" in ('note', 'state_changed', 'owner_changed', 'call', 'reply_sent', 'customer_reply', 'next_step_set', 'next_step_done', 'merged', 'offer_sent', 'offer_answered', 'invoice_issued', 'booking_changed'));