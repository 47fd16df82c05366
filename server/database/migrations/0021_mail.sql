CREATE TABLE "mail_inbound" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"lead_id" uuid,
	"outbox_id" uuid,
	"matched_by" text,
	"from_address" text NOT NULL,
	"from_name" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"candidates" jsonb,
	"read_at" timestamp with time zone,
	"noticed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_inbound_attachments" (
	"mail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"risky" boolean DEFAULT false NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "mail_inbound_attachments_mail_id_position_pk" PRIMARY KEY("mail_id","position")
);
--> statement-breakpoint
CREATE TABLE "mailbox_state" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"last_error" text,
	"error_since" timestamp with time zone,
	"taken" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "mail_inbound" ADD CONSTRAINT "mail_inbound_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_inbound_attachments" ADD CONSTRAINT "mail_inbound_attachments_mail_id_mail_inbound_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_inbound"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_inbound_message_id_idx" ON "mail_inbound" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_inbound_lead_idx" ON "mail_inbound" USING btree ("lead_id","received_at");--> statement-breakpoint
CREATE INDEX "mail_inbound_unread_idx" ON "mail_inbound" USING btree ("kind","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_idx" ON "mail_outbox" USING btree ("message_id");