ALTER TABLE "tags" DROP CONSTRAINT "tags_pin_six_digits";--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "pin" SET DEFAULT lpad(((('x' || substr(gen_random_uuid()::text, 1, 8) || substr(gen_random_uuid()::text, 10, 4))::bit(48)::bigint) % 100000000)::text, 8, '0');--> statement-breakpoint
-- NOT VALID, then VALIDATE: the check of existing rows does not hold writes to tags (rolling upgrade).
ALTER TABLE "tags" ADD CONSTRAINT "tags_pin_digits" CHECK ("tags"."pin" ~ '^([0-9]{8}|[0-9]{6})$') NOT VALID;--> statement-breakpoint
ALTER TABLE "tags" VALIDATE CONSTRAINT "tags_pin_digits";--> statement-breakpoint
-- Decision 026: bracelets still in stock have no owner who saw or printed their PIN: 8 digits now.
UPDATE "tags" SET "pin" = DEFAULT WHERE "user_id" IS NULL AND "deactivated_at" IS NULL;
