ALTER TABLE "scan_events" ADD COLUMN "location_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "contact_claimed_at" timestamp with time zone;