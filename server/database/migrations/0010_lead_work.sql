CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"body" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mail_id" uuid,
	CONSTRAINT "lead_activities_kind_check" CHECK ("lead_activities"."kind" in ('note', 'state_changed', 'owner_changed', 'call', 'reply_sent', 'customer_reply', 'next_step_set', 'next_step_done', 'merged'))
);
--> statement-breakpoint
CREATE TABLE "lead_digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"de" jsonb NOT NULL,
	"en" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
-- Notes and state changes become entries of the one timeline (decision 0130).
INSERT INTO "lead_activities" ("id", "lead_id", "kind", "actor_id", "actor_name", "at", "body", "detail")
  SELECT "id", "enquiry_id", 'note', "author_id", "author_name", "created_at", "body", '{}'::jsonb FROM "lead_notes";--> statement-breakpoint
INSERT INTO "lead_activities" ("id", "lead_id", "kind", "actor_id", "actor_name", "at", "detail")
  SELECT "id", "enquiry_id", 'state_changed', "actor_id", "actor_name", "changed_at",
    jsonb_build_object('from', "from_state", 'to', "to_state") FROM "lead_state_changes";--> statement-breakpoint
DROP TABLE "lead_notes" CASCADE;--> statement-breakpoint
DROP TABLE "lead_state_changes" CASCADE;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "estimate_cents" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "next_step_date" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "next_step_time" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "next_step_text" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "next_step_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lost_reason_text" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "email_domain" text GENERATED ALWAYS AS (lower(split_part(email, '@', 2))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (case when length(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) >= 7 then right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) end) STORED;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "company_key" text GENERATED ALWAYS AS (nullif(lower(btrim(company)), '')) STORED;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "daily_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "takes_new_leads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_enquiries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_digests" ADD CONSTRAINT "lead_digests_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_lead_idx" ON "lead_activities" USING btree ("lead_id","at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_merged_into_enquiries_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_owner_due_idx" ON "enquiries" USING btree ("owner_id","next_step_due_at");--> statement-breakpoint
CREATE INDEX "enquiries_due_idx" ON "enquiries" USING btree ("next_step_due_at");--> statement-breakpoint
CREATE INDEX "enquiries_email_key_idx" ON "enquiries" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_email_domain_idx" ON "enquiries" USING btree ("email_domain","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_phone_key_idx" ON "enquiries" USING btree ("phone_key","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_company_key_idx" ON "enquiries" USING btree ("company_key","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_merged_into_idx" ON "enquiries" USING btree ("merged_into");--> statement-breakpoint
CREATE INDEX "enquiries_decided_idx" ON "enquiries" USING btree ("decided_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_lost_reason_check" CHECK ("enquiries"."lost_reason" is null or "enquiries"."lost_reason" in ('too_expensive', 'date_taken', 'other_provider', 'no_answer', 'cancelled', 'other'));--> statement-breakpoint
-- The estimate's total in cents, and when won or lost leads were decided.
UPDATE "enquiries" SET "estimate_cents" = (
  SELECT sum(("line"->>'total')::integer) * 100 FROM jsonb_array_elements("estimate") AS "line"
  WHERE jsonb_typeof("line"->'total') = 'number'
) WHERE "estimate" IS NOT NULL AND jsonb_typeof("estimate") = 'array';--> statement-breakpoint
UPDATE "enquiries" SET "decided_at" = coalesce((
  SELECT max("at") FROM "lead_activities" AS "a"
  WHERE "a"."lead_id" = "enquiries"."id" AND "a"."kind" = 'state_changed'
), "updated_at", "created_at") WHERE "state" IN ('won', 'lost');
