-- Issue #36 item 1: an account's phone number, verified by an SMS code. Stored in E.164
-- (+8801XXXXXXXXX). `phone_verified_at` is null until the code is confirmed; a verified number
-- belongs to one live account at a time (PHONE_IN_USE), while unverified claims never block.
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_live_uq" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" is not null and "users"."deleted_at" is null;
