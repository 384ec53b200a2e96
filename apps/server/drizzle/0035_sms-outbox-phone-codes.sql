-- Issue #36 item 1: SMS go through the mail outbox (same worker, retries and admin page):
-- `channel` tells a mail from an SMS; an SMS keeps its E.164 number in `to_email`.
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
-- One pending SMS code per account, stored as an HMAC (never the code), single use. A person who
-- typed 5 wrong codes waits until `locked_until`, which survives asking for a new code.
CREATE TABLE "phone_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text,
	"code_hash" text,
	"expires_at" timestamp (3) with time zone,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
