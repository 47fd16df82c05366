CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_bytes" integer NOT NULL,
	"alt_de" text NOT NULL,
	"alt_en" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_size_check" CHECK ("media"."width" > 0 AND "media"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"media_id" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_files_media_idx" ON "media_files" USING btree ("media_id");--> statement-breakpoint
-- Encoded AVIF/WebP does not compress further: store it out of line without trying.
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
