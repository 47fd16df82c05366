CREATE TABLE "headcount_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"attending" boolean NOT NULL,
	"diet" text,
	"diet_note" text,
	"guide" text,
	"waiver_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headcount_links" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "headcount_answers" ADD CONSTRAINT "headcount_answers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headcount_links" ADD CONSTRAINT "headcount_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "headcount_answers_booking_email_idx" ON "headcount_answers" USING btree ("booking_id","email");--> statement-breakpoint
CREATE INDEX "headcount_answers_email_idx" ON "headcount_answers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "headcount_links_token_idx" ON "headcount_links" USING btree ("token");