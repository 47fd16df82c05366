CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_numbers" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_numbers_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"lead_id" uuid,
	"cancels_id" uuid,
	"language" text NOT NULL,
	"tax_regime" text NOT NULL,
	"customer" jsonb NOT NULL,
	"issue_date" date NOT NULL,
	"service_date" date,
	"due_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"prepayments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"paid_on" date,
	"paid_cents" integer,
	"paid_recorded_by" text,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('deposit_invoice', 'final_invoice', 'cancellation'))
);
--> statement-breakpoint
CREATE TABLE "offer_acceptances" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"accepted_pdf" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offer_lines" (
	"offer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"event_slug" text,
	"title" text NOT NULL,
	"detail" text,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"net_cents" integer NOT NULL,
	CONSTRAINT "offer_lines_offer_id_position_pk" PRIMARY KEY("offer_id","position"),
	CONSTRAINT "offer_lines_quantity_check" CHECK ("offer_lines"."quantity" > 0),
	CONSTRAINT "offer_lines_price_check" CHECK ("offer_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"number" text,
	"version" integer DEFAULT 1 NOT NULL,
	"replaces_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text NOT NULL,
	"tax_regime" text NOT NULL,
	"customer" jsonb NOT NULL,
	"event_date" date,
	"start_time" text,
	"duration_minutes" integer,
	"place" text,
	"participants" integer NOT NULL,
	"intro" text,
	"discount" jsonb,
	"valid_until" date NOT NULL,
	"deposit_bp" integer DEFAULT 0 NOT NULL,
	"totals" jsonb NOT NULL,
	"gross_cents" integer NOT NULL,
	"token_hash" text,
	"pdf" "bytea",
	"pdf_sha256" text,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" text,
	"closed_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'sent', 'accepted', 'declined', 'replaced', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "lead_activities" DROP CONSTRAINT "lead_activities_kind_check";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_lead_id_enquiries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_id_invoices_id_fk" FOREIGN KEY ("cancels_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_acceptances" ADD CONSTRAINT "offer_acceptances_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_lead_id_enquiries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_replaces_id_offers_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sent_by_admin_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_offer_idx" ON "invoices" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "offer_codes_offer_idx" ON "offer_codes" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_lead_idx" ON "offers" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_number_idx" ON "offers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_idx" ON "offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "offers_booked_idx" ON "offers" USING btree ("event_date") WHERE "offers"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "offers_open_idx" ON "offers" USING btree ("valid_until") WHERE "offers"."status" = 'sent';--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_kind_check" CHECK ("lead_activities"."kind" in ('note', 'state_changed', 'owner_changed', 'call', 'reply_sent', 'customer_reply', 'next_step_set', 'next_step_done', 'merged', 'offer_sent', 'offer_answered', 'invoice_issued'));--> statement-breakpoint
-- An issued invoice is never changed or deleted (GoBD): only its payment record may be
-- filled in, and the links to a lead or an account may become null when those are deleted.
-- It may be deleted once kept 8 years after the end of the year it was issued in.
CREATE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free text[] := array['paid_on', 'paid_cents', 'paid_recorded_by', 'lead_id', 'created_by'];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(NEW) - free) IS DISTINCT FROM (to_jsonb(OLD) - free)
       OR (NEW.lead_id IS NOT NULL AND NEW.lead_id IS DISTINCT FROM OLD.lead_id)
       OR (NEW.created_by IS NOT NULL AND NEW.created_by IS DISTINCT FROM OLD.created_by) THEN
      RAISE EXCEPTION 'an issued invoice cannot be changed' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF extract(year FROM OLD.issue_date) + 8 >= extract(year FROM now() AT TIME ZONE 'Europe/Berlin') THEN
      RAISE EXCEPTION 'an invoice is kept 8 years after the end of its year' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'invoices cannot be truncated' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_issued_stay BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();
--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refuse_change();
--> statement-breakpoint
-- A sent offer is never changed: after 'draft' only its status, when it closed, the
-- customer's reason, and links that become null may change. Its lines are frozen with it.
CREATE FUNCTION offers_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free text[] := array['status', 'closed_at', 'decline_reason', 'updated_at', 'lead_id', 'created_by', 'sent_by', 'replaces_id'];
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
--> statement-breakpoint
CREATE TRIGGER offers_sent_stay BEFORE UPDATE ON offers
  FOR EACH ROW EXECUTE FUNCTION offers_refuse_change();
--> statement-breakpoint
CREATE FUNCTION offer_lines_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  offer_status text;
BEGIN
  SELECT status INTO offer_status FROM offers WHERE id = coalesce(NEW.offer_id, OLD.offer_id);
  IF offer_status IS NOT NULL AND offer_status <> 'draft' THEN
    RAISE EXCEPTION 'the lines of a sent offer cannot be changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN coalesce(NEW, OLD);
END;
$$;
--> statement-breakpoint
CREATE TRIGGER offer_lines_sent_stay BEFORE INSERT OR UPDATE OR DELETE ON offer_lines
  FOR EACH ROW EXECUTE FUNCTION offer_lines_refuse_change();
