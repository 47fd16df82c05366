CREATE TABLE "content_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text,
	"error" text,
	CONSTRAINT "content_schedules_action_check" CHECK ("content_schedules"."action" in ('publish', 'end')),
	CONSTRAINT "content_schedules_outcome_check" CHECK ("content_schedules"."outcome" is null or "content_schedules"."outcome" in ('done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_schedules_pending_idx" ON "content_schedules" USING btree ("kind","key","action") WHERE "content_schedules"."done_at" is null and "content_schedules"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "content_schedules_due_idx" ON "content_schedules" USING btree ("run_at") WHERE "content_schedules"."done_at" is null and "content_schedules"."cancelled_at" is null;