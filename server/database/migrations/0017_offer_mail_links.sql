ALTER TABLE "mail_outbox" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "codes_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_offer_idx" ON "mail_outbox" USING btree ("offer_id");--> statement-breakpoint
-- The owner's alert that an offer's codes ran out is noted on the sent offer (decision 0166):
-- `codes_alerted_at` joins the columns a sent offer may still change.
CREATE OR REPLACE FUNCTION offers_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free text[] := array['status', 'closed_at', 'decline_reason', 'updated_at', 'lead_id', 'created_by', 'sent_by', 'replaces_id', 'codes_alerted_at'];
BEGIN
  IF OLD.status <> 'draft'
     AND ((to_jsonb(NEW) - free) IS DISTINCT FROM (to_jsonb(OLD) - free)
          OR (NEW.lead_id IS NOT NULL AND NEW.lead_id IS DISTINCT FROM OLD.lead_id)
          OR (NEW.replaces_id IS NOT NULL AND NEW.replaces_id IS DISTINCT FROM OLD.replaces_id)
          OR NEW.status = 'draft') THEN
    RAISE EXCEPTION 'a sent offer cannot be changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
