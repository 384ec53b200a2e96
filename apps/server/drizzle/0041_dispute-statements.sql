-- Issue #46 item 1 (decision 059): a dispute both sides state, and the listing as booked.
-- One row per party per dispute, made with its deadline when the dispute opens; the statement
-- (text, photos) is written once. modules/disputes owns both tables.
CREATE TABLE "dispute_statements" (
	"booking_id" uuid NOT NULL,
	"party" text NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"text" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stated_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	CONSTRAINT "dispute_statements_pk" PRIMARY KEY("booking_id","party"),
	CONSTRAINT "dispute_statements_party" CHECK ("dispute_statements"."party" in ('buyer', 'seller')),
	CONSTRAINT "dispute_statements_text" CHECK ("dispute_statements"."text" is null or length("dispute_statements"."text") <= 2000)
);--> statement-breakpoint
ALTER TABLE "dispute_statements" ADD CONSTRAINT "dispute_statements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_statements_due_idx" ON "dispute_statements" USING btree ("due_at") WHERE "dispute_statements"."stated_at" is null;--> statement-breakpoint
-- What the listing said when its deal was paid for (a listing cannot be edited while booked).
CREATE TABLE "deal_snapshots" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"details" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taken_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "deal_snapshots" ADD CONSTRAINT "deal_snapshots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;
