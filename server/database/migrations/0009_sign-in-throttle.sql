CREATE TABLE "admin_sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "admin_sign_in_throttle_expires_idx" ON "admin_sign_in_throttle" USING btree ("expires_at");--> statement-breakpoint
-- Hand-written (keep it when migrations are regenerated): trust-device records that Better
-- Auth's "trust this device" created (it let a browser skip the second factor for 30 days;
-- the back office never offered it, and no longer lets it through). None may remain.
DELETE FROM "admin_verifications" WHERE "identifier" LIKE 'trust-device-%';
