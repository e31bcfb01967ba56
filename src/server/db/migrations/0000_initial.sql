CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_owner_matches_kind" CHECK (("sessions"."kind" = 'user' AND "sessions"."user_id" IS NOT NULL AND "sessions"."admin_id" IS NULL) OR ("sessions"."kind" = 'admin' AND "sessions"."admin_id" IS NOT NULL AND "sessions"."user_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"verification_code" text,
	"verification_code_expires" timestamp with time zone,
	"verification_attempts" integer DEFAULT 0 NOT NULL,
	"verification_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "emergency_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"field_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unique_code" text NOT NULL,
	"physical_id" text,
	"user_id" uuid,
	"child_name" text,
	"child_age" integer,
	"is_active" text DEFAULT 'true' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_uniqueCode_unique" UNIQUE("unique_code"),
	CONSTRAINT "tags_physicalId_unique" UNIQUE("physical_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paypal_order_id" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"customer_email" text,
	"customer_name" text,
	"shipping_address" text,
	"paypal_capture_id" text,
	"confirmation_sent_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_paypalOrderId_unique" UNIQUE("paypal_order_id")
);
--> statement-breakpoint
CREATE TABLE "features_section_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_title" text DEFAULT 'Why Parents Choose SafeKid' NOT NULL,
	"sub_title" text DEFAULT 'Designed for active kids and peace of mind' NOT NULL,
	"feature1_icon" text DEFAULT 'Shield' NOT NULL,
	"feature1_title" text DEFAULT 'Waterproof Design' NOT NULL,
	"feature1_subtitle" text DEFAULT 'Made for swimming, playing and everyday adventures.' NOT NULL,
	"feature2_icon" text DEFAULT 'Wifi' NOT NULL,
	"feature2_title" text DEFAULT 'No App Required' NOT NULL,
	"feature2_subtitle" text DEFAULT 'Any NFC phone opens the emergency page. No app, no sign-in.' NOT NULL,
	"feature3_icon" text DEFAULT 'Edit' NOT NULL,
	"feature3_title" text DEFAULT 'Easy Setup' NOT NULL,
	"feature3_subtitle" text DEFAULT 'Activate online in two minutes and update the information any time.' NOT NULL,
	"feature4_icon" text DEFAULT 'Heart' NOT NULL,
	"feature4_title" text DEFAULT 'Peace of Mind' NOT NULL,
	"feature4_subtitle" text DEFAULT 'Know that the right people get the right information when it matters.' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" varchar(100) NOT NULL,
	"subsection" varchar(100),
	"content_type" varchar(50) NOT NULL,
	"content" text,
	"order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homepage_content_key" UNIQUE NULLS NOT DISTINCT("section","subsection","content_type")
);
--> statement-breakpoint
CREATE TABLE "how_it_works_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_title" text DEFAULT 'How It Works' NOT NULL,
	"subtitle" text DEFAULT 'Three simple steps to protect your child. No monthly fees, no subscriptions.' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "how_it_works_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_number" integer NOT NULL,
	"icon" text DEFAULT 'ShoppingCart' NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "how_it_works_steps_stepNumber_unique" UNIQUE("step_number")
);
--> statement-breakpoint
CREATE TABLE "media_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_content_section_unique" UNIQUE("section")
);
--> statement-breakpoint
CREATE TABLE "paypal_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price" text DEFAULT '29.99' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"shipping_text" text DEFAULT 'Free Shipping' NOT NULL,
	"button_text" text DEFAULT 'Buy Now with PayPal' NOT NULL,
	"subtext_below" text DEFAULT 'Secure payment via PayPal • 30-day money back guarantee' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings_section_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text DEFAULT 'When my son had an allergic reaction at the park, the paramedic tapped his bracelet and knew exactly what to do.' NOT NULL,
	"signature" text DEFAULT 'Sarah M.' NOT NULL,
	"sub_signature" text DEFAULT 'Mother of two' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_section_unique" UNIQUE("section")
);
--> statement-breakpoint
CREATE TABLE "video_section_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_title" text DEFAULT 'See It In Action' NOT NULL,
	"sub_title" text DEFAULT 'Watch how a first responder reads the emergency information in seconds' NOT NULL,
	"video_url" text,
	"third_title" text DEFAULT 'Tap. Read. Help.' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text NOT NULL,
	"max_bytes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_tickets_objectKey_unique" UNIQUE("object_key")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_fields" ADD CONSTRAINT "emergency_fields_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "emergency_fields_tag_id_idx" ON "emergency_fields" USING btree ("tag_id","field_order");--> statement-breakpoint
CREATE INDEX "tags_user_id_idx" ON "tags" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "features_section_content_singleton" ON "features_section_content" USING btree ((true));--> statement-breakpoint
CREATE UNIQUE INDEX "how_it_works_content_singleton" ON "how_it_works_content" USING btree ((true));--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_settings_singleton" ON "paypal_settings" USING btree ((true));--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_section_content_singleton" ON "ratings_section_content" USING btree ((true));--> statement-breakpoint
CREATE UNIQUE INDEX "video_section_content_singleton" ON "video_section_content" USING btree ((true));--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");