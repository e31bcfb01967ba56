CREATE TABLE "scan_alert_summaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"openings" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"language" text NOT NULL,
	"while_lost" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "alert_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "alert_summary_id" uuid;--> statement-breakpoint
ALTER TABLE "scan_alert_summaries" ADD CONSTRAINT "scan_alert_summaries_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_alert_summaries_tag_idx" ON "scan_alert_summaries" USING btree ("tag_id","created_at");--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_alert_summary_id_scan_alert_summaries_id_fk" FOREIGN KEY ("alert_summary_id") REFERENCES "public"."scan_alert_summaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_events_alert_claimed_idx" ON "scan_events" USING btree ("tag_id","scanned_at") WHERE "scan_events"."alert_claimed_at" is not null;--> statement-breakpoint
CREATE INDEX "scan_events_alert_held_idx" ON "scan_events" USING btree ("tag_id","scanned_at") WHERE "scan_events"."alert_held_at" is not null and "scan_events"."alert_summary_id" is null;