CREATE TABLE "seller_reputation" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"star_sum" integer DEFAULT 0 NOT NULL,
	"as_described_count" integer DEFAULT 0 NOT NULL,
	"trusted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_reputation_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
-- One review per (deal, author) of the other party; blind until published_at is set (both
-- sides wrote, or REVIEW_BLIND_DAYS passed: the reviews sweep). Decision 035.
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"stars" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp (3) with time zone,
	"reply_text" text,
	"reply_at" timestamp (3) with time zone,
	"hidden_at" timestamp (3) with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "reviews_author_role_values" CHECK ("author_role" IN ('buyer', 'seller')),
	CONSTRAINT "reviews_stars_range" CHECK ("stars" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("text") <= 1000),
	CONSTRAINT "reviews_reply_length" CHECK ("reply_text" IS NULL OR char_length("reply_text") <= 1000),
	CONSTRAINT "reviews_not_self" CHECK ("author_id" <> "subject_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_author_uq" ON "reviews" USING btree ("booking_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_public_idx" ON "reviews" USING btree ("subject_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."published_at" is not null and "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_blind_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."published_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_featured_idx" ON "reviews" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."published_at" is not null and "reviews"."hidden_at" is null and "reviews"."stars" >= 4 and "reviews"."text" <> '';--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Pending reviews and the trusted mark count a person's completed deals by side.
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");
