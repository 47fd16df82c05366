CREATE TABLE "consent_records" (
	"consent_id" uuid PRIMARY KEY NOT NULL,
	"consent_type" text NOT NULL,
	"preferences" jsonb NOT NULL,
	"user_identifier" text NOT NULL,
	"banner_version" text NOT NULL,
	"policy_version" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vitals_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"samples" bigint NOT NULL,
	"total" double precision NOT NULL,
	"good" bigint NOT NULL,
	"needs_improvement" bigint NOT NULL,
	"poor" bigint NOT NULL,
	CONSTRAINT "vitals_daily_day_page_metric_pk" PRIMARY KEY("day","page","metric")
);
--> statement-breakpoint
CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consent_records_user_identifier_idx" ON "consent_records" USING btree ("user_identifier");