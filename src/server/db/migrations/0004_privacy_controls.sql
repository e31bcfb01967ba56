CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notice_version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_fields" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "pin" text DEFAULT lpad(((('x' || substr(gen_random_uuid()::text, 1, 8))::bit(32)::bigint) % 1000000)::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_id_idx" ON "consents" USING btree ("user_id","given_at");--> statement-breakpoint
ALTER TABLE "emergency_fields" ADD CONSTRAINT "emergency_fields_visibility" CHECK ("emergency_fields"."visibility" in ('public', 'protected'));--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_pin_six_digits" CHECK ("tags"."pin" ~ '^[0-9]{6}$');