-- Issue #36 N7: the handoff code's lockout escalates (15 minutes, then 1 hour, then 24 hours) and
-- the tenth wrong code flags the deal for admins. handoff_failed_attempts still counts the wrong
-- codes in a row (it restarts at each lock); these count the locks and every wrong code of the
-- deal, for good, and say when the deal was flagged.
ALTER TABLE "bookings" ADD COLUMN "handoff_lockouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handoff_wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handoff_flagged_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "bookings_handoff_flagged_idx" ON "bookings" USING btree ("handoff_flagged_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "bookings"."handoff_flagged_at" is not null;
