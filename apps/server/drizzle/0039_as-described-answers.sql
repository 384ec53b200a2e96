-- Issue #45 item 2: "as described" becomes a yes/no question; its share is taken from the
-- reviews that answered. Reviews written before it ticked a chip: a tick was a yes, and no tick
-- was no answer (it used to count as "no"), so the answers so far are the ticks.
ALTER TABLE "seller_reputation" ADD COLUMN "as_described_answers" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE "seller_reputation" SET "as_described_answers" = "as_described_count";
