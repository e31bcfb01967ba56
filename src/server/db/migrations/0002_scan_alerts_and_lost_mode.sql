CREATE TABLE "scan_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tag_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"client_hash" text NOT NULL,
	"device" text NOT NULL,
	"language" text NOT NULL,
	"while_lost" boolean DEFAULT false NOT NULL,
	"alert_sent_at" timestamp with time zone,
	"alert_claimed_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"location_at" timestamp with time zone,
	"location_mailed_at" timestamp with time zone,
	"contact_name" text,
	"contact_phone" text,
	"contact_message" text,
	"contact_at" timestamp with time zone,
	"contact_mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "alerts_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "lost_message" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "lost_phone" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "lost_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_events_tag_scanned_idx" ON "scan_events" USING btree ("tag_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_events_client_idx" ON "scan_events" USING btree ("tag_id","client_hash","scanned_at");--> statement-breakpoint
CREATE INDEX "scan_events_scanned_at_idx" ON "scan_events" USING btree ("scanned_at");