-- Every write to users announces itself (decision 019). On the embedded database the server
-- keeps the accounts it authenticates in memory and forgets them all on this notification, so a
-- role change, a verification or a deletion still applies to the very next request. A statement
-- trigger: one notification per statement whatever it touched, sent when the transaction
-- commits and never for one that rolls back.
CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('phonebazaar_users', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
