-- Issue #19: on-site conversations about a listing, their messages, and who blocked whom.
-- One conversation per (listing, buyer); each message carries a seq given under the
-- conversation's row lock (last_seq), so a conversation reads 1..n in order on every instance.
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"buyer_last_read_seq" integer DEFAULT 0 NOT NULL,
	"seller_last_read_seq" integer DEFAULT 0 NOT NULL,
	"buyer_shared_phone" text,
	"seller_shared_phone" text,
	"reported_at" timestamp (3) with time zone,
	"reported_by" uuid,
	"report_reason" text,
	CONSTRAINT "conversations_listing_id_products_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "conversations_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	-- Nobody talks to themselves; read positions never pass the newest message.
	CONSTRAINT "conversations_parties_differ" CHECK ("buyer_id" <> "seller_id"),
	CONSTRAINT "conversations_read_within" CHECK ("buyer_last_read_seq" BETWEEN 0 AND "last_seq" AND "seller_last_read_seq" BETWEEN 0 AND "last_seq")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_buyer_uq" ON "conversations" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_active_idx" ON "conversations" USING btree ("buyer_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_seller_active_idx" ON "conversations" USING btree ("seller_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_buyer_created_idx" ON "conversations" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_reported_idx" ON "conversations" USING btree ("reported_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "conversations"."reported_at" is not null;--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"text" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"warning" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "messages_seq_positive" CHECK ("seq" > 0),
	CONSTRAINT "messages_text_length" CHECK (char_length("text") BETWEEN 1 AND 2000),
	CONSTRAINT "messages_photos_max" CHECK (coalesce(array_length("photos", 1), 0) <= 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq_uq" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "user_blocks_not_self" CHECK ("blocker_id" <> "blocked_id")
);
--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id","blocker_id");
