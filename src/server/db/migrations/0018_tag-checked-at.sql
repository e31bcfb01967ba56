ALTER TABLE "tags" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "freshness_reminded_at" timestamp with time zone;--> statement-breakpoint
-- A profile saved is a profile checked: configured tags start from their last save.
UPDATE "tags" SET "checked_at" = "updated_at" WHERE "child_name" IS NOT NULL AND "checked_at" IS NULL;
