-- Every delete from auth_session announces itself (issue #14 finding 8). A bearer token names
-- the identity session it was issued for and dies with it (sign-out, password change or reset,
-- account deletion); on the embedded database the server keeps the live sessions in memory and
-- forgets them all on this notification, so the very next request with such a token is refused.
-- A statement trigger: one notification per statement (cascades from auth_user included), sent
-- when the transaction commits and never for one that rolls back.
CREATE FUNCTION notify_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('phonebazaar_sessions', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_session_deleted
  AFTER DELETE OR TRUNCATE ON auth_session
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_deleted();
