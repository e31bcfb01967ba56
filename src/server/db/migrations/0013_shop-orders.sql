CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"paypal_refund_id" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_paypalRefundId_unique" UNIQUE("paypal_refund_id")
);
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
-- A bracelet's activation was not recorded before: its last change stands in for it.
UPDATE "tags" SET "activated_at" = "updated_at" WHERE "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_name" text DEFAULT 'SafeKid Tag' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unit_amount" text;--> statement-breakpoint
-- Every order so far was one bracelet with no shipping charged: its amount was the unit price.
UPDATE "orders" SET "unit_amount" = "amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "unit_amount" SET NOT NULL;--> statement-breakpoint
-- 'completed' is now called 'paid' (pending → paid → packed → shipped).
UPDATE "orders" SET "status" = 'paid' WHERE "status" = 'completed';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_amount" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paypal_tracker_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- The settings row may exist already: each new column fills it, then loses its default
-- (a section's defaults live in src/shared, decision 033).
ALTER TABLE "paypal_settings" ADD COLUMN "shipping_price" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_settings" ALTER COLUMN "shipping_price" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "paypal_settings" ADD COLUMN "max_quantity" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_settings" ALTER COLUMN "max_quantity" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "paypal_settings" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_settings" ALTER COLUMN "seller_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "paypal_settings" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_settings" ALTER COLUMN "seller_address" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "paypal_settings" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_settings" ALTER COLUMN "vat_number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "paypal_settings" ADD COLUMN "tax_rate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_settings" ALTER COLUMN "tax_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tags_order_id_idx" ON "tags" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "orders_paypal_capture_id_idx" ON "orders" USING btree ("paypal_capture_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" between 1 and 100);