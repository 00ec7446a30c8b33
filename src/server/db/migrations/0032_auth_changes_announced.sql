-- A session or an account changed, by whichever writer (better-auth, a feature, a CLI, plain SQL):
-- the database announces it on the live channel, so every instance drops the sessions it keeps in
-- memory (docs/decisions/0255). One announcement per statement; PostgreSQL sends one per transaction.
-- No browser hears it (an audience of no role).
CREATE FUNCTION announce_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_live', '{"topic":"sessions","id":null,"audience":{"roles":[]}}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_changes_announced AFTER UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_changes_announced AFTER UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_sessions_changed();
