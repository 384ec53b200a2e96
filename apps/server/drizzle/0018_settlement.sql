-- Issue #18 (decision 032): a paid booking's money is held (card authorised, not captured) until
-- the buyer gives the seller the handoff code. `settlement` is the money's state, beside `paid`
-- (which stays true once the card was authorised, so the spec's lists are unchanged):
-- none (unpaid) | held | released | declined | disputed | refunded. Bookings paid before this
-- change were charged in full at once: they are 'released'.
ALTER TABLE "bookings" ADD COLUMN "settlement" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
UPDATE "bookings" SET "settlement" = 'released' WHERE "paid" = true;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_settlement_ck" CHECK (
  "settlement" IN ('none', 'held', 'released', 'declined', 'disputed', 'refunded')
  AND ("paid" = true OR "settlement" = 'none'));
--> statement-breakpoint
-- The handoff window and code: the code is random, kept as a keyed hash (compared) and
-- encrypted (the buyer reads it again), never in clear. Wrong entries count towards a lock.
ALTER TABLE "bookings"
  ADD COLUMN "handoff_expires_at" timestamp (3) with time zone,
  ADD COLUMN "handoff_code_hash" text,
  ADD COLUMN "handoff_code_encrypted" text,
  ADD COLUMN "handoff_failed_attempts" integer DEFAULT 0 NOT NULL,
  ADD COLUMN "handoff_locked_until" timestamp (3) with time zone,
  ADD COLUMN "handoff_warned_at" timestamp (3) with time zone,
  ADD COLUMN "settled_at" timestamp (3) with time zone;
--> statement-breakpoint
-- The buyer's decline at the meetup, and the seller's answer due.
ALTER TABLE "bookings"
  ADD COLUMN "decline_reason" text,
  ADD COLUMN "decline_note" text,
  ADD COLUMN "decline_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
  ADD COLUMN "declined_at" timestamp (3) with time zone,
  ADD COLUMN "decline_answer_due_at" timestamp (3) with time zone,
  ADD CONSTRAINT "bookings_decline_reason_ck" CHECK ("decline_reason" IS NULL OR "decline_reason" IN
    ('imei_mismatch', 'undisclosed_defect', 'account_locked', 'other'));
--> statement-breakpoint
-- The dispute an admin decides.
ALTER TABLE "bookings"
  ADD COLUMN "dispute_opened_at" timestamp (3) with time zone,
  ADD COLUMN "dispute_outcome" text,
  ADD COLUMN "dispute_resolution_note" text,
  ADD COLUMN "dispute_resolved_at" timestamp (3) with time zone,
  ADD COLUMN "dispute_resolved_by" uuid REFERENCES "users"("id"),
  ADD CONSTRAINT "bookings_dispute_outcome_ck" CHECK ("dispute_outcome" IS NULL OR "dispute_outcome" IN ('refund', 'release'));
--> statement-breakpoint
-- A money transition claimed but not finished (claim, commit, call the provider with the key,
-- commit the outcome): capture (-> released) or cancel (-> refunded). The reconciler finishes
-- claims a crash left behind. `pending_cause` says why (code, expiry, decline_accepted,
-- admin_release, admin_refund...) and `pending_actor` who, for notices and the audit log.
ALTER TABLE "bookings"
  ADD COLUMN "pending_action" text,
  ADD COLUMN "pending_key" text,
  ADD COLUMN "pending_cause" text,
  ADD COLUMN "pending_actor" uuid REFERENCES "users"("id"),
  ADD COLUMN "pending_at" timestamp (3) with time zone,
  ADD CONSTRAINT "bookings_pending_action_ck" CHECK (
    ("pending_action" IS NULL AND "pending_key" IS NULL AND "pending_at" IS NULL)
    OR ("pending_action" IN ('capture', 'cancel') AND "pending_key" IS NOT NULL AND "pending_at" IS NOT NULL));
--> statement-breakpoint
-- A refunded booking gives its listing back: only a paid booking that is not refunded sells it.
DROP INDEX "bookings_paid_product_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_paid_product_uq" ON "bookings" USING btree ("product_id")
  WHERE "bookings"."paid" = true AND "bookings"."settlement" <> 'refunded';
--> statement-breakpoint
-- The sweeps' work lists: held deals by window end, declines by answer due, unfinished claims.
CREATE INDEX "bookings_held_due_idx" ON "bookings" USING btree ("handoff_expires_at")
  WHERE "bookings"."settlement" = 'held';
--> statement-breakpoint
CREATE INDEX "bookings_declined_due_idx" ON "bookings" USING btree ("decline_answer_due_at")
  WHERE "bookings"."settlement" = 'declined';
--> statement-breakpoint
CREATE INDEX "bookings_pending_action_idx" ON "bookings" USING btree ("pending_at")
  WHERE "bookings"."pending_action" IS NOT NULL;
--> statement-breakpoint
-- The admins' Disputes page: every booking that was ever disputed, open first.
CREATE INDEX "bookings_dispute_idx" ON "bookings" USING btree ("dispute_resolved_at", "dispute_opened_at")
  WHERE "bookings"."dispute_opened_at" IS NOT NULL;
