ALTER TABLE "enquiries" ADD COLUMN "events" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
-- Leads from before several events could be chosen: their one event is their list (added by hand).
UPDATE "enquiries" SET "events" = ARRAY["event"] WHERE "events" = '{}'::text[];--> statement-breakpoint
CREATE INDEX "enquiries_events_idx" ON "enquiries" USING gin ("events");