-- Issue #20, saved searches and alerts (decision 037). A saved search keeps the search page's
-- query string and, beside it, its filters as typed columns the matcher tests in SQL.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"query" text NOT NULL,
	"q" text,
	"categories" uuid[],
	"models" uuid[],
	"storages" integer[],
	"conditions" text[],
	"areas" text[],
	"variants" text[],
	"price_min_cents" integer,
	"price_max_cents" integer,
	"battery_min" integer,
	"verified_seller" boolean DEFAULT false NOT NULL,
	"imei_on_file" boolean DEFAULT false NOT NULL,
	"no_defects" boolean DEFAULT false NOT NULL,
	-- The text's tsquery, made once (search_query is IMMUTABLE): the matcher tests thousands of
	-- candidates per listing, and building the query for each was most of its time.
	"q_query" tsquery GENERATED ALWAYS AS (public.search_query("q")) STORED,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("frequency" in ('instant', 'daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id", "created_at");--> statement-breakpoint
-- The digest job: the daily and weekly searches, oldest digest first.
CREATE INDEX "saved_searches_digest_idx" ON "saved_searches" USING btree ("last_digest_at") WHERE "frequency" in ('daily', 'weekly');--> statement-breakpoint
-- The matcher's probe keys: each saved search is filed under the values of its most selective
-- equality filter (its models, else brands, else areas, else conditions, else storages, else
-- ('any','')). A listing probes its own six keys, so it reads only the searches that could match.
CREATE TABLE "saved_search_keys" (
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"saved_search_id" uuid NOT NULL,
	CONSTRAINT "saved_search_keys_pk" PRIMARY KEY ("dim", "value", "saved_search_id"),
	CONSTRAINT "saved_search_keys_search_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "saved_search_keys_search_idx" ON "saved_search_keys" USING btree ("saved_search_id");--> statement-breakpoint
-- New and changed listings, appended by a trigger in the writing transaction and drained by
-- the alerts job (every ~10 s, one instance per tick). old_price_cents is null for a new one.
CREATE TABLE "alert_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"product_id" uuid NOT NULL,
	"old_price_cents" integer,
	"new_price_cents" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION public.alert_events_capture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only listings on the market can be news; an update counts when the price, the state or
  -- the status moved (a sold or deleted one is dropped here, the matcher rechecks anyway).
  IF NEW.sold OR NEW.deleted_at IS NOT NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.selling_price_cents = OLD.selling_price_cents
     AND NEW.sold = OLD.sold AND NEW.deleted_at IS NOT DISTINCT FROM OLD.deleted_at
     AND NEW.product_status = OLD.product_status THEN
    RETURN NULL;
  END IF;
  INSERT INTO public.alert_events (product_id, old_price_cents, new_price_cents)
  VALUES (NEW.id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.selling_price_cents END, NEW.selling_price_cents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_alert_events" AFTER INSERT OR UPDATE OF "selling_price_cents", "sold", "deleted_at", "product_status" ON "products" FOR EACH ROW EXECUTE FUNCTION public.alert_events_capture();--> statement-breakpoint
-- One alert per (person, listing), whichever of their searches matched first: the key that
-- makes a retried batch safe. digest_pending: waiting for its search's daily/weekly digest.
CREATE TABLE "saved_search_alerts" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"digest_pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "saved_search_alerts_pk" PRIMARY KEY ("user_id", "product_id"),
	CONSTRAINT "saved_search_alerts_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade,
	CONSTRAINT "saved_search_alerts_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade,
	CONSTRAINT "saved_search_alerts_search_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "saved_search_alerts_digest_idx" ON "saved_search_alerts" USING btree ("saved_search_id", "created_at") WHERE "digest_pending";--> statement-breakpoint
-- Alert mails sent per person and UTC day: at most 50, counted in the sending transaction.
CREATE TABLE "alert_mail_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_mail_days_pk" PRIMARY KEY ("user_id", "day"),
	CONSTRAINT "alert_mail_days_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade
);
--> statement-breakpoint
-- A favourite's last alerted price and when: the next drop is measured from it (else from
-- favourites.price_cents_at_save), and a listing alerts a person at most once a day.
CREATE TABLE "favourite_price_alerts" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"last_price_cents" integer NOT NULL,
	"last_alerted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "favourite_price_alerts_pk" PRIMARY KEY ("user_id", "product_id"),
	CONSTRAINT "favourite_price_alerts_favourite_fk" FOREIGN KEY ("user_id", "product_id") REFERENCES "public"."favourites"("user_id", "product_id") ON DELETE cascade
);
--> statement-breakpoint
-- "Stop all alert mails" from a mail's link: price drops stay in the app, without mail.
CREATE TABLE "alert_mail_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_mail_opt_outs_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade
);
