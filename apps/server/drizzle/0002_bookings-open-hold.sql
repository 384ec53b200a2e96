ALTER TABLE "bookings" ADD COLUMN "released_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_open_product_uq" ON "bookings" USING btree ("product_id") WHERE "bookings"."paid" = false and "bookings"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_live_booking_uq" ON "payment_intents" USING btree ("booking_id","provider") WHERE "payment_intents"."status" <> 'canceled';