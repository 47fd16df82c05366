ALTER TABLE "media" ADD COLUMN "focal_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_focal_check" CHECK ("media"."focal_x" BETWEEN 0 AND 100 AND "media"."focal_y" BETWEEN 0 AND 100);