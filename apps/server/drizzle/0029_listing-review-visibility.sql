-- Issue #21 (decision 041): a listing held for review or rejected is off the market, visible
-- only to its seller and the admins. `review_state` is 'clear' for every listing that was
-- public before; the public predicate becomes
--   sold = false AND deleted_at IS NULL AND review_state = 'clear'
-- in every partial index, trigger and query that means "on the market".
ALTER TABLE "products" ADD COLUMN "review_state" text DEFAULT 'clear' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_state_check" CHECK ("review_state" in ('clear', 'pending_review', 'rejected'));
