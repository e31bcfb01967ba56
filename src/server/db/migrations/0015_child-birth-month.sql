ALTER TABLE "tags" ADD COLUMN "birth_month" integer;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_birth_month_year" CHECK (("tags"."birth_month" is null) = ("tags"."birth_year" is null) and "tags"."birth_month" between 1 and 12);