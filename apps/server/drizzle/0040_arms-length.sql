-- Issue #36 item 2 (decision 055): trust signals count only arm's-length deals.
-- The evidence that two accounts are one person: the devices (a first-party cookie) and the
-- networks (IPv4 /24, IPv6 /48) each account was seen from, the card each booking was paid
-- with, and the verdict stored when a deal's money is released. modules/trust owns these.
CREATE TABLE "trust_devices" (
	"email" text NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_devices_pk" PRIMARY KEY("email","device_id")
);--> statement-breakpoint
CREATE INDEX "trust_devices_device_idx" ON "trust_devices" USING btree ("device_id");--> statement-breakpoint
CREATE TABLE "trust_networks" (
	"email" text NOT NULL,
	"prefix" text NOT NULL,
	"context" text NOT NULL,
	"first_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_networks_pk" PRIMARY KEY("email","prefix","context"),
	CONSTRAINT "trust_networks_context" CHECK ("trust_networks"."context" in ('sign-up', 'checkout'))
);--> statement-breakpoint
CREATE INDEX "trust_networks_prefix_idx" ON "trust_networks" USING btree ("prefix");--> statement-breakpoint
CREATE TABLE "trust_cards" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "trust_cards" ADD CONSTRAINT "trust_cards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_cards" ADD CONSTRAINT "trust_cards_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_cards_fingerprint_idx" ON "trust_cards" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "trust_cards_buyer_idx" ON "trust_cards" USING btree ("buyer_id");--> statement-breakpoint
CREATE TABLE "deal_verdicts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"counted" boolean NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"decided_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "deal_verdicts" ADD CONSTRAINT "deal_verdicts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Only the deals that do not count are looked up by the readers (reputation, price guide).
CREATE INDEX "deal_verdicts_not_counted_idx" ON "deal_verdicts" USING btree ("booking_id") WHERE "deal_verdicts"."counted" = false;--> statement-breakpoint
-- The sandbox keeps its card's fingerprint with its intent, as Stripe keeps it on its side.
ALTER TABLE "payment_intents" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
-- Price-guide bands need 3 distinct sellers and 3 distinct buyers, 2 sales per seller at most.
ALTER TABLE "price_guide_sales" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "price_guide_sales" ADD COLUMN "buyer_id" uuid;--> statement-breakpoint
UPDATE "price_guide_sales" s SET "seller_id" = b."seller_id", "buyer_id" = b."buyer_id" FROM "bookings" b WHERE b."id" = s."booking_id";--> statement-breakpoint
ALTER TABLE "price_guide_sales" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_guide_sales" ALTER COLUMN "buyer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_guide_stats" ADD COLUMN "seller_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_guide_stats" ADD COLUMN "buyer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing bands get their distinct sellers and buyers now (so a band that meets the rule stays
-- shown), and every key is recomputed under the new rules (the 2-per-seller cap included) by the
-- sweep's next run, which recomputes the keys whose oldest sale left the window.
UPDATE "price_guide_stats" st SET
	"seller_count" = (SELECT count(DISTINCT s."seller_id") FROM "price_guide_sales" s WHERE s."model_id" = st."model_id" AND s."storage_gb" = st."storage_gb" AND (st."variant" = '*' OR (s."variant" = st."variant" AND s."condition" = st."condition"))),
	"buyer_count" = (SELECT count(DISTINCT s."buyer_id") FROM "price_guide_sales" s WHERE s."model_id" = st."model_id" AND s."storage_gb" = st."storage_gb" AND (st."variant" = '*' OR (s."variant" = st."variant" AND s."condition" = st."condition"))),
	"oldest_sale_at" = '1970-01-01T00:00:00Z';
