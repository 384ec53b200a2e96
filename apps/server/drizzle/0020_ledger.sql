-- Issue #18: what the platform owes sellers. A release credits the seller once per booking; an
-- admin's payout debits them; ledger_balances keeps each seller's balance, never below zero, so
-- the sum of releases equals the sum of payouts plus the sum of balances (the workload suite's
-- invariant). Amounts are whole cents.
CREATE TABLE "ledger_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_releases_booking_uq" UNIQUE("booking_id"),
	CONSTRAINT "ledger_releases_amount_positive" CHECK ("ledger_releases"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_reference_length" CHECK (char_length("payouts"."reference") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_balances_not_negative" CHECK ("ledger_balances"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_releases" ADD CONSTRAINT "ledger_releases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_releases" ADD CONSTRAINT "ledger_releases_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_releases_seller_idx" ON "ledger_releases" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_balances_owed_idx" ON "ledger_balances" USING btree ("balance_cents" DESC NULLS FIRST,"seller_id") WHERE "ledger_balances"."balance_cents" > 0;--> statement-breakpoint
-- The books are append-only: a release or payout recorded by mistake is corrected by a new
-- entry, never by editing history.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_releases_append_only" BEFORE UPDATE OR DELETE ON "ledger_releases" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "payouts_append_only" BEFORE UPDATE OR DELETE ON "payouts" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
-- Deals paid before issue #18 were charged in full at once: migration 0018 marks them
-- released, and so their sellers are owed them.
INSERT INTO "ledger_releases" ("booking_id", "seller_id", "amount_cents", "created_at")
SELECT b."id", p."seller_id", b."price_cents", coalesce(b."settled_at", b."paid_at", b."created_at")
FROM "bookings" b JOIN "products" p ON p."id" = b."product_id"
WHERE b."settlement" = 'released';
--> statement-breakpoint
INSERT INTO "ledger_balances" ("seller_id", "balance_cents")
SELECT "seller_id", sum("amount_cents") FROM "ledger_releases" GROUP BY "seller_id";
