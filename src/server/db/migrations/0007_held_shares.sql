ALTER TABLE "scan_events" ADD COLUMN "location_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "contact_held_at" timestamp with time zone;