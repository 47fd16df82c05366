CREATE TABLE "content_documents" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"published" jsonb,
	"draft" jsonb,
	"published_at" timestamp with time zone,
	"published_by" text,
	"draft_saved_at" timestamp with time zone,
	"draft_saved_by" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "content_documents_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb,
	"changes" jsonb NOT NULL,
	"author_id" text,
	"author_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_action_check" CHECK ("content_revisions"."action" in ('seed', 'publish', 'restore', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_state_single_row" CHECK ("content_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "content_revisions_document_idx" ON "content_revisions" USING btree ("kind","key","id" DESC NULLS LAST);